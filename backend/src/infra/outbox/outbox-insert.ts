import { ACTIVE_TRACE_CONTEXT_PARAMETER } from '../tracing/trace-context.js';

/** Ids and enums only: outbox payloads end up in clear text in Redis. */
export type OutboxPayload = Readonly<Record<string, string | number | boolean | null>>;

/** A payload computed by PostgreSQL from the source row, e.g. `jsonb_build_object('urgency', inserted.urgency)`. */
export class SqlPayload {
  constructor(
    readonly sql: string,
    /** The values of the expression's `?` placeholders, in order. */
    readonly params: readonly unknown[] = [],
  ) {}
}

export interface OutboxEvent {
  topic: string;
  /** A constant payload, or one computed from the source row. Default `{}`. */
  payload?: OutboxPayload | SqlPayload;
  /**
   * A condition on the source row, in SQL (e.g. `matched.family_can_be_emailed`): the event is written only for
   * the rows where it holds. Default: every row.
   */
  when?: string;
}

export interface SqlFragment {
  sql: string;
  /** The values of the fragment's `?` placeholders, in order. */
  params: unknown[];
}

export interface OutboxInsertOptions {
  /**
   * SQL on the source row giving the trace context (jsonb, or null) each row's events continue, for a statement that
   * writes the records of several requests or jobs at once (a group commit): each caller puts its own in the input.
   * Default: the trace active when the statement runs.
   */
  traceContextSql?: string;
}

const INSERT = 'insert into outbox_message (topic, aggregate_id, payload, trace_context, created_at)';

/** The trace context column's value: the source row's, or the active trace's as a parameter read at send time. */
const traceContextSql = (options: OutboxInsertOptions): SqlFragment =>
  options.traceContextSql
    ? { sql: options.traceContextSql, params: [] }
    : { sql: '?::jsonb', params: [ACTIVE_TRACE_CONTEXT_PARAMETER] };

const payloadSql = (payload: OutboxEvent['payload']): SqlFragment =>
  payload instanceof SqlPayload
    ? { sql: payload.sql, params: [...payload.params] }
    : { sql: '?::jsonb', params: [JSON.stringify(payload ?? {})] };

/**
 * The one place that writes outbox rows: `insert into outbox_message … select … from <from>`, one row per
 * event for each row of `from` (the CTE that wrote the record), with `aggregateId` (a column of that row) as
 * the aggregate id. Put it in the same statement as the record's insert (a data-modifying CTE, or the
 * statement's final insert), so the record and its events are written together or not at all, in one round
 * trip. A row that was not written (e.g. `on conflict do nothing`) gets no events. Each event row carries the trace
 * context of the work that wrote it (null while tracing is off), so the job it becomes continues that trace.
 */
export function outboxInsert(
  from: string,
  aggregateId: string,
  events: readonly OutboxEvent[],
  options: OutboxInsertOptions = {},
): SqlFragment {
  if (events.length === 0) throw new Error('outboxInsert needs at least one event');
  const trace = traceContextSql(options);
  if (events.length === 1) {
    const payload = payloadSql(events[0].payload);
    const where = events[0].when ? ` where ${events[0].when}` : '';
    return {
      sql: `${INSERT}\nselect ?, ${aggregateId}::text, ${payload.sql}, ${trace.sql}, now() from ${from}${where}`,
      params: [events[0].topic, ...payload.params, ...trace.params],
    };
  }
  // Several events per row: a row per (record, event). Lateral, so a payload or condition can read the record.
  const conditional = events.some((event) => event.when);
  const values = events.map((event) => {
    const payload = payloadSql(event.payload);
    const wanted = conditional ? `, (${event.when ?? 'true'})` : '';
    return { sql: `(?, ${payload.sql}${wanted})`, params: [event.topic, ...payload.params] };
  });
  const columns = conditional ? 'e(topic, payload, wanted)' : 'e(topic, payload)';
  return {
    sql: `${INSERT}\nselect e.topic, ${aggregateId}::text, e.payload, ${trace.sql}, now()\nfrom ${from} cross join lateral (values ${values.map((v) => v.sql).join(', ')}) as ${columns}${conditional ? '\nwhere e.wanted' : ''}`,
    params: [...trace.params, ...values.flatMap((v) => v.params)],
  };
}
