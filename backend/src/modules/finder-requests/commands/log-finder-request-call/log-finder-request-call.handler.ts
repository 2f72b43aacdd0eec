import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CALL_OUTCOME_LABELS } from '@physio/api-contract';
import { CommonErrors } from '../../../../common/errors/common.errors.js';
import { AuditLog } from '../../../audit/audit-log.js';
import { followUpDateRefusal, workRefusal } from '../../finder-request-follow-up.js';
import { recordFinderRequestCall } from '../../finder-request.repository.js';
import { lockRequestForWork } from '../../request-for-work.js';
import { FinderRequestErrors } from '../../finder-requests.errors.js';
import { LogFinderRequestCallCommand } from './log-finder-request-call.command.js';

/** The note a call leaves in the request's history: "Called: no answer. Try again on 2026-12-01. <what was said>". */
export function callNote(outcome: LogFinderRequestCallCommand['outcome'], note?: string, followUpOn?: string): string {
  return [
    `Called: ${CALL_OUTCOME_LABELS[outcome].toLowerCase()}.`,
    followUpOn ? `Follow up on ${followUpOn}.` : null,
    note?.trim() || null,
  ]
    .filter(Boolean)
    .join(' ');
}

@CommandHandler(LogFinderRequestCallCommand)
export class LogFinderRequestCallHandler implements ICommandHandler<LogFinderRequestCallCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async execute({ finderRequestId: id, outcome, note, followUpOn, actor, now }: LogFinderRequestCallCommand) {
    const invalid = followUpOn === undefined ? null : followUpDateRefusal(followUpOn, now);
    if (invalid) throw CommonErrors.invalidField('follow_up_on', invalid, 'date');
    await this.em.fork().transactional(async (tx) => {
      const current = await lockRequestForWork(tx, id);
      if (!current) throw FinderRequestErrors.notFound();
      const refusal =
        workRefusal({ followUp: current.follow_up }) ??
        (current.has_phone ? null : 'This request has no phone number to call');
      if (refusal) throw FinderRequestErrors.refused(refusal);
      await recordFinderRequestCall(tx, {
        finderRequestId: id,
        outcome,
        followUpOn: followUpOn ?? null,
        authorAccountId: actor.id,
        author: actor.displayName,
        note: callNote(outcome, note, followUpOn),
      });
      // What was said may hold health details: the audit keeps the outcome, not the note.
      await this.audit.record(
        { actor, action: 'log-call', resource: 'finder-requests', recordId: id, details: { outcome } },
        tx,
      );
    });
  }
}
