import type { OpsPhysiotherapist } from '@physio/api-contract';
import { conditionLabel } from '../common/choices';
import { Flag } from '../common/Flag';
import { formatDate, todayInLondon } from '../format';

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

/** The day a check made on `checkedOn` (yyyy-mm-dd) must be renewed: `months` later (the last day of a short month). */
export function checkDueOn(checkedOn: string, months: number): string {
  const [y, m, d] = checkedOn.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** Whole days from `today` to `day` (both yyyy-mm-dd). */
const daysUntil = (day: string, today: string) => Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);

/**
 * A check date, flagged "Overdue" when the API says the check is older than its renewal period, and "Due in N days"
 * when it comes due within the next 60 days, so a renewal is asked for before the physiotherapist must be paused.
 */
export function CheckDate({
  date,
  overdue,
  maxAgeMonths,
  today = todayInLondon(),
}: {
  date: string;
  overdue: boolean;
  maxAgeMonths: number;
  today?: string;
}) {
  const dueIn = daysUntil(checkDueOn(date, maxAgeMonths), today);
  return (
    <span>
      {formatDate(date)}
      {overdue ? (
        <Flag>Overdue</Flag>
      ) : (
        dueIn <= 60 && <Flag>{dueIn <= 0 ? 'Due today' : `Due in ${dueIn} day${dueIn === 1 ? '' : 's'}`}</Flag>
      )}
    </span>
  );
}

export function specialtiesText(specialties: readonly string[]): string {
  return specialties.map(conditionLabel).join(', ');
}
