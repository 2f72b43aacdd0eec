/** Ids and enums only: outbox payloads end up in clear text in Redis. */
export type OutboxPayload = Readonly<Record<string, string | number | boolean | null>>;

/** A payload computed by PostgreSQL from the source row, e.g. `jsonb_build_object('urgency', inserted.urgency)`. */
export class SqlPayload {
  constructor(readonly sql: string) {}
}

export interface OutboxEvent {
  topic: string;
  /** A constant payload, or one computed from the source row. Default `{}`. */
  payload?: OutboxPayload | SqlPayload;
}

export interface SqlFragment {
  sql: string;
  /** The values of the fragment's `?` placeholders, in order. */
  params: unknown[];
}

const INSERT = 'insert into outbox_message (topic, aggregate_id, payload, created_at)';

const payloadSql = (payload: OutboxEvent['payload']): SqlFragment =>
  payload instanceof SqlPayload
    ? { sql: payload.sql, params: [] }
    : { sql: '?::jsonb', params: [JSON.stringify(payload ?? {})] };

/**
 * The one place that writes outbox rows: `insert into outbox_message … select … from <from>`, one row per
 * event for each row of `from` (the CTE that wrote the record), with `aggregateId` (a column of that row) as
 * the aggregate id. Put it in the same statement as the record's insert (a data-modifying CTE, or the
 * statement's final insert), so the record and its events are written together or not at all, in one round
 * trip. A row that was not written (e.g. `on conflict do nothing`) gets no events.
 */
export function outboxInsert(from: string, aggregateId: string, events: readonly OutboxEvent[]): SqlFragment {
  if (events.length === 0) throw new Error('outboxInsert needs at least one event');
  if (events.length === 1) {
    const payload = payloadSql(events[0].payload);
    return {
      sql: `${INSERT}\nselect ?, ${aggregateId}::text, ${payload.sql}, now() from ${from}`,
      params: [events[0].topic, ...payload.params],
    };
  }
  // Several events per row: a row per (record, event). Lateral, so a payload expression can read the record.
  const values = events.map((event) => {
    const payload = payloadSql(event.payload);
    return { sql: `(?, ${payload.sql})`, params: [event.topic, ...payload.params] };
  });
  return {
    sql: `${INSERT}\nselect e.topic, ${aggregateId}::text, e.payload, now()\nfrom ${from} cross join lateral (values ${values.map((v) => v.sql).join(', ')}) as e(topic, payload)`,
    params: values.flatMap((v) => v.params),
  };
}
