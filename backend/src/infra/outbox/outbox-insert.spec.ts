import { outboxInsert, SqlPayload } from './outbox-insert.js';

const placeholders = (sql: string) => sql.match(/\?/g)?.length ?? 0;

describe('outboxInsert', () => {
  it('writes one event per source row, with the row as aggregate and a constant payload ({} by default)', () => {
    const one = outboxInsert('inserted', 'inserted.id', [{ topic: 'demand.searched' }]);
    expect(one.sql).toContain('insert into outbox_message (topic, aggregate_id, payload, created_at)');
    expect(one.sql).toContain('inserted.id::text');
    expect(one.sql).toMatch(/from inserted$/);
    expect(one.params).toEqual(['demand.searched', '{}']);
    expect(placeholders(one.sql)).toBe(one.params.length);
  });

  it('computes a payload from the source row in SQL when asked, with no parameter for it', () => {
    const one = outboxInsert('inserted', 'inserted.id', [
      { topic: 'finder-request.submitted', payload: new SqlPayload(`jsonb_build_object('urgency', inserted.urgency)`) },
    ]);
    expect(one.sql).toContain(`jsonb_build_object('urgency', inserted.urgency)`);
    expect(one.params).toEqual(['finder-request.submitted']);
    expect(placeholders(one.sql)).toBe(1);
  });

  it('writes several events per row, each with its own topic and payload, parameters in order', () => {
    const two = outboxInsert('inserted', 'inserted.id', [
      { topic: 'mail.requested', payload: { template: 'waitlist-joined', recipientRole: 'joiner' } },
      { topic: 'demand.waitlist-joined' },
    ]);
    expect(two.params).toEqual([
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
});
