import { ACTIVE_TRACE_CONTEXT_PARAMETER } from '../tracing/trace-context.js';
import { outboxInsert, SqlPayload } from './outbox-insert.js';

const TRACE = ACTIVE_TRACE_CONTEXT_PARAMETER;

const placeholders = (sql: string) => sql.match(/\?/g)?.length ?? 0;

describe('outboxInsert', () => {
  it('writes one event per source row, with the row as aggregate and a constant payload ({} by default)', () => {
    const one = outboxInsert('inserted', 'inserted.id', [{ topic: 'demand.searched' }]);
    expect(one.sql).toContain('insert into outbox_message (topic, aggregate_id, payload, trace_context, created_at)');
    expect(one.sql).toContain('inserted.id::text');
    expect(one.sql).toMatch(/from inserted$/);
    expect(one.params).toEqual(['demand.searched', '{}', TRACE]);
    expect(placeholders(one.sql)).toBe(one.params.length);
  });

  it('computes a payload from the source row in SQL when asked, with no parameter for it', () => {
    const one = outboxInsert('inserted', 'inserted.id', [
      { topic: 'finder-request.submitted', payload: new SqlPayload(`jsonb_build_object('urgency', inserted.urgency)`) },
    ]);
    expect(one.sql).toContain(`jsonb_build_object('urgency', inserted.urgency)`);
    expect(one.params).toEqual(['finder-request.submitted', TRACE]);
    expect(placeholders(one.sql)).toBe(2);
  });

  it('writes several events per row, each with its own topic and payload, parameters in order', () => {
    const two = outboxInsert('inserted', 'inserted.id', [
      { topic: 'mail.requested', payload: { template: 'waitlist-joined', recipientRole: 'joiner' } },
      { topic: 'demand.waitlist-joined' },
    ]);
    expect(two.params).toEqual([
      TRACE,
      'mail.requested',
      '{"template":"waitlist-joined","recipientRole":"joiner"}',
      'demand.waitlist-joined',
      '{}',
    ]);
    expect(placeholders(two.sql)).toBe(two.params.length);
  });

  it('refuses an empty list of events', () => {
    expect(() => outboxInsert('inserted', 'inserted.id', [])).toThrow('at least one event');
  });

  it('writes a conditional event only for the rows where its condition holds, beside the unconditional ones', () => {
    const one = outboxInsert('decided', 'decided.id', [
      { topic: 'mail.requested', payload: { template: 'family' }, when: 'decided.family_can_be_emailed' },
    ]);
    expect(one.sql).toMatch(/from decided where decided\.family_can_be_emailed$/);

    const two = outboxInsert('decided', 'decided.id', [
      { topic: 'mail.requested', payload: { template: 'family' }, when: 'decided.family_can_be_emailed' },
      { topic: 'mail.requested', payload: { template: 'coordinators' } },
    ]);
    expect(two.sql).toContain('(?, ?::jsonb, (decided.family_can_be_emailed)), (?, ?::jsonb, (true))');
    expect(two.sql).toMatch(/as e\(topic, payload, wanted\)\nwhere e\.wanted$/);
    expect(placeholders(two.sql)).toBe(two.params.length);
  });

  it('passes the parameters of a computed payload in order', () => {
    const sql = outboxInsert('matched', 'matched.id', [
      { topic: 'a', payload: new SqlPayload(`jsonb_build_object('template', ?::text, 'id', matched.physio)`, ['x']) },
      { topic: 'b' },
    ]);
    expect(sql.params).toEqual([TRACE, 'a', 'x', 'b', '{}']);
    expect(placeholders(sql.sql)).toBe(sql.params.length);
  });

  it('writes the trace context active when the statement runs, as a parameter read at send time', () => {
    const one = outboxInsert('inserted', 'inserted.id', [{ topic: 'demand.searched' }]);
    expect(one.sql).toContain(`select ?, inserted.id::text, ?::jsonb, ?::jsonb, now() from inserted`);
    // Tracing is off in unit tests: the parameter is sent as null.
    expect(TRACE.toPostgres()).toBeNull();
  });

  it("takes each row's trace context from the source rows when told where it is (a group commit)", () => {
    const one = outboxInsert('decided', 'decided.id', [{ topic: 'a' }], { traceContextSql: 'decided.trace_context' });
    expect(one.sql).toContain('decided.trace_context, now() from decided');
    expect(one.params).toEqual(['a', '{}']);
    const two = outboxInsert('decided', 'decided.id', [{ topic: 'a' }, { topic: 'b' }], {
      traceContextSql: 'decided.trace_context',
    });
    expect(two.sql).toContain('select e.topic, decided.id::text, e.payload, decided.trace_context, now()');
    expect(two.params).toEqual(['a', '{}', 'b', '{}']);
    expect(placeholders(two.sql)).toBe(two.params.length);
  });
});
