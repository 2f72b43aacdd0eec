import type { OpsPhysiotherapist } from '@physio/api-contract';
import { conditionLabel } from '../common/choices';
import { Flag } from '../common/Flag';
import { formatDate } from '../format';

/** This week's matches against the weekly capacity: "2 of 4", flagged when no place is left. */
export function LoadText({ record }: { record: OpsPhysiotherapist }) {
  const full = record.matched_this_week >= record.weekly_capacity;
  return (
    <span>
      {record.matched_this_week} of {record.weekly_capacity}
      {full && <Flag>Full</Flag>}
    </span>
  );
}

/** A check date, flagged "Overdue" when the API says the check is older than its renewal period. */
export function CheckDate({ date, overdue }: { date: string; overdue: boolean }) {
  return (
    <span>
      {formatDate(date)}
      {overdue && <Flag>Overdue</Flag>}
    </span>
  );
}

export function specialtiesText(specialties: readonly string[]): string {
  return specialties.map(conditionLabel).join(', ');
}
