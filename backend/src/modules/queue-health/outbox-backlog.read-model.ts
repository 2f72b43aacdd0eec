import type { EntityManager } from '@mikro-orm/postgresql';

export interface OutboxBacklog {
  rows: number;
  oldestCreatedAt: Date | null;
  /** By PostgreSQL's clock, whole seconds. */
  oldestAgeSeconds: number | null;
}

/** Events written and not yet handed to the queues: how many, and how long the oldest has waited. */
export async function outboxBacklog(em: EntityManager): Promise<OutboxBacklog> {
  const [row] = await em.execute<{ rows: number; oldest: Date | string | null; age: number | null }[]>(
    `select count(*)::int as rows, min(created_at) as oldest,
            floor(extract(epoch from now() - min(created_at)))::int as age
     from outbox_message where relayed_at is null`,
  );
  return {
    rows: row.rows,
    oldestCreatedAt: row.oldest === null ? null : new Date(row.oldest),
    oldestAgeSeconds: row.age === null ? null : Math.max(0, row.age),
  };
}

/**
 * The oldest event's age only, for the home page: the first row by id (the primary key's index; rows are
 * written in id order, so it is the oldest, or near enough for a one-minute threshold).
 */
export async function oldestOutboxAgeSeconds(em: EntityManager): Promise<number | null> {
  const [row] = await em.execute<{ age: number }[]>(
    `select greatest(0, floor(extract(epoch from now() - created_at)))::int as age
     from outbox_message where relayed_at is null order by id limit 1`,
  );
  return row ? row.age : null;
}
