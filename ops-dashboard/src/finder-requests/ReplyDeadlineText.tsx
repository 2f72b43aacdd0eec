import type { OpsFinderRequestRow } from '@physio/api-contract';
import { Flag } from '../common/Flag';
import { replyDeadline } from './reply-deadline';

/**
 * The 24-hour reply promise of a request still waiting for the team: "3 h 20 m left", or "2 h overdue" flagged in
 * words. Requests that no longer need the team show a dash: the promise is kept.
 */
export function ReplyDeadlineText({ record, now }: { record: OpsFinderRequestRow; now: Date }) {
  if (!record.needs_attention) return <span aria-label="No reply due">—</span>;
  const deadline = replyDeadline(record.reply_due_at, now);
  if (deadline.overdue) return <Flag standalone>{deadline.text}</Flag>;
  return <span>{deadline.text}</span>;
}

export function isOverdue(record: OpsFinderRequestRow, now: Date): boolean {
  return record.needs_attention && new Date(record.reply_due_at).getTime() < now.getTime();
}
