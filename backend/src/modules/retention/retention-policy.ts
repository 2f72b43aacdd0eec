/**
 * What we keep and for how long (privacy policy: contact enquiries 2 years, finder requests 3 years or 1 month
 * if never confirmed, website analytics 13 months). Pure: the processor turns each rule into batched deletes.
 */
export interface RetentionRule {
  /** Table the rule deletes from. */
  table: string;
  /** Timestamp or date column compared with the cut-off. */
  column: string;
  /** Whether the column is a date (compared with a YYYY-MM-DD day) rather than a timestamp. */
  isDate: boolean;
  months: number;
  /** A fixed SQL condition narrowing the rule to some rows of the table (never built from input). */
  where?: string;
  why: string;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  { table: 'contact_enquiry', column: 'created_at', isDate: false, months: 24, why: 'contact enquiries: 2 years' },
  { table: 'finder_request', column: 'created_at', isDate: false, months: 36, why: 'finder requests: 3 years' },
  // The confirmation link works for 72 hours; a request nobody confirmed (by email or a coordinator's call) holds
  // a family's details for nothing after that.
  {
    table: 'finder_request',
    column: 'created_at',
    isDate: false,
    months: 1,
    where: "status = 'unconfirmed' and follow_up is null",
    why: 'finder requests never confirmed: 1 month',
  },
  {
    table: 'expansion_event',
    column: 'occurred_at',
    isDate: false,
    months: 13,
    why: 'raw out-of-area searches: 13 months',
  },
  {
    table: 'demand_person',
    column: 'day',
    isDate: true,
    months: 13,
    why: 'pseudonymous visitor keys behind distinct-people counts: 13 months',
  },
  { table: 'page_view_daily', column: 'day', isDate: true, months: 13, why: 'website analytics: 13 months' },
  // One month longer than the raw events, so an event still present always has its "already counted" marker.
  {
    table: 'demand_event_applied',
    column: 'applied_at',
    isDate: false,
    months: 14,
    why: 'roll-up idempotency markers: 14 months',
  },
  { table: 'email_log', column: 'created_at', isDate: false, months: 36, why: 'email log (ids only): 3 years' },
];

/** The same day and time, `months` calendar months earlier (UTC); the 31st falls back to the month's last day. */
export function monthsBefore(now: Date, months: number): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() - months;
  const target = new Date(
    Date.UTC(y, m, 1, now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}

export interface RetentionCutoff {
  rule: RetentionRule;
  /** Rows strictly older than this go. */
  cutoff: Date | string;
}

export function retentionCutoffs(now: Date, rules: readonly RetentionRule[] = RETENTION_RULES): RetentionCutoff[] {
  return rules.map((rule) => {
    const at = monthsBefore(now, rule.months);
    return { rule, cutoff: rule.isDate ? at.toISOString().slice(0, 10) : at };
  });
}
