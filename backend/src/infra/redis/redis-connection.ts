export interface RedisConnectionOptions {
  host: string;
  port: number;
  db: number;
  username?: string;
  password?: string;
  tls?: Record<string, never>;
}

/** Turns REDIS_URL into plain connection options (BullMQ wants options, so that it can make its own connections). */
export function redisOptionsFromUrl(url: string): RedisConnectionOptions {
  const parsed = new URL(url);
  const db = parsed.pathname && parsed.pathname !== '/' ? Number(parsed.pathname.slice(1)) : 0;
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 6379,
    db: Number.isFinite(db) ? db : 0,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  };
}

/**
 * Delay before the next reconnection attempt to an unreachable Redis: 0.5 s, 1 s, 2 s … at most 10 s. Quick
 * enough after a restart, quiet during a long outage.
 */
export function redisReconnectDelay(attempt: number): number {
  return Math.min(250 * 2 ** Math.min(attempt, 6), 10_000);
}
