import type { OpsCoverageChange, OpsCoveragePreview } from '@physio/api-contract';

/** "CB1, CB2, CB3 and 12 more": a list short enough to read in a dialog. */
export function districtList(districts: readonly string[], max = 12): string {
  if (districts.length <= max) return districts.join(', ');
  return `${districts.slice(0, max).join(', ')} and ${districts.length - max} more`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The districts an activation may cover: those that would change, less those no physiotherapist reaches. */
export function activatable(preview: OpsCoveragePreview): string[] {
  return preview.changing.filter((d) => !preview.unreachable.includes(d));
}

/** "Emailed 120 of 300 waiting people" / "Done: emailed all 300" for an activation; deactivations email nobody. */
export function progressText(change: OpsCoverageChange): string {
  if (change.action === 'deactivated') return 'Nobody is emailed when coverage is withdrawn';
  if (change.waitlist_total === 0) return 'Nobody was waiting there';
  const notSent = change.waitlist_not_sent ? ` (${change.waitlist_not_sent} could not be sent)` : '';
  return change.done
    ? `Done: emailed ${change.waitlist_emailed} of ${plural(change.waitlist_total, 'waiting person', 'waiting people')}${notSent}`
    : `Emailing: ${change.waitlist_emailed} of ${change.waitlist_total} sent${notSent}`;
}
