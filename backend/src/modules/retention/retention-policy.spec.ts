import { monthsBefore, retentionCutoffs } from './retention-policy.js';

describe('retention cut-offs', () => {
  const now = new Date('2026-11-22T03:30:00Z');

  it('keeps contact enquiries 2 years, finder requests 3 years, raw events and analytics 13 months', () => {
    const byTable = Object.fromEntries(
      retentionCutoffs(now)
        .filter((c) => !c.rule.where)
        .map((c) => [c.rule.table, c.cutoff]),
    );
    expect(byTable.contact_enquiry).toEqual(new Date('2024-11-22T03:30:00Z'));
    expect(byTable.finder_request).toEqual(new Date('2023-11-22T03:30:00Z'));
    expect(byTable.expansion_event).toEqual(new Date('2025-10-22T03:30:00Z'));
    expect(byTable.page_view_daily).toBe('2025-10-22');
    expect(byTable.demand_person).toBe('2025-10-22');
    expect(byTable.demand_event_applied).toEqual(new Date('2025-09-22T03:30:00Z'));
  });

  it('keeps a finder request nobody confirmed one month', () => {
    const [unconfirmed] = retentionCutoffs(now).filter((c) => c.rule.where?.includes("'unconfirmed'"));
    expect(unconfirmed.rule.table).toBe('finder_request');
    expect(unconfirmed.cutoff).toEqual(new Date('2026-10-22T03:30:00Z'));
  });

  it('never touches the aggregated demand', () => {
    expect(retentionCutoffs(now).map((c) => c.rule.table)).not.toContain('demand_daily');
  });

  it('handles month ends and leap days', () => {
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 1)).toEqual(new Date('2026-02-28T00:00:00Z'));
    expect(monthsBefore(new Date('2028-02-29T12:00:00Z'), 24)).toEqual(new Date('2026-02-28T12:00:00Z'));
    expect(monthsBefore(new Date('2027-01-15T00:00:00Z'), 13)).toEqual(new Date('2025-12-15T00:00:00Z'));
  });
});
