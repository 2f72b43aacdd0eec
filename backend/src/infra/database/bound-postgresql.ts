import { JsonProperty, Utils, type Configuration, type LoggingOptions, type Transaction } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/knex';
import { PostgreSqlConnection, PostgreSqlDriver, PostgreSqlPlatform } from '@mikro-orm/postgresql';

/**
 * MikroORM 6 writes every parameter into the SQL text before sending it (`Platform.formatQuery`): escaped, so
 * safe from injection, but PostgreSQL then sees a family's name, email, phone and condition as literals in the
 * statement, which it writes to its own server log with the statement (log_statement, log_min_duration_statement,
 * log_min_error_statement on any error, auto_explain) and shows in pg_stat_activity. This connection sends them as
 * bound parameters ($1, $2 …) instead: the text PostgreSQL receives carries placeholders only.
 *
 * The placeholders keep MikroORM's meaning: `?` a value (an array: one parameter per element, so `in (?)` works),
 * `??` an identifier (quoted into the text: a name, never a value), `\?` a literal question mark.
 */
export class BoundPostgreSqlConnection extends PostgreSqlConnection {
  override async execute<T>(
    queryOrKnex: string | Knex.QueryBuilder | Knex.Raw,
    params: unknown[] = [],
    method: 'all' | 'get' | 'run' = 'all',
    ctx?: Transaction,
    loggerContext?: LoggingOptions,
  ): Promise<T> {
    await this.ensureConnection();
    let sql: string;
    if (Utils.isObject<Knex.QueryBuilder | Knex.Raw>(queryOrKnex)) {
      ctx ??= (
        (queryOrKnex as unknown as { client: { transacting?: boolean } }).client.transacting ? queryOrKnex : null
      ) as Transaction | undefined;
      const native = queryOrKnex.toSQL();
      sql = native.sql;
      params = [...(native.bindings ?? [])];
    } else {
      sql = queryOrKnex;
    }
    sql = this.config.get('onQuery')(sql, params);
    const bound = bindParameters(this.platform as PostgreSqlPlatform, sql, params);
    return this.executeQuery(
      sql,
      async () => {
        const knex = this.getKnex();
        const query =
          bound.bindings.length > 0 ? knex.raw(bound.sql, bound.bindings as Knex.RawBinding[]) : knex.raw(bound.sql);
        if (ctx) void query.transacting(ctx as Knex.Transaction);
        const res: unknown = await query;
        return this.transformRawResult<T>(res, method);
      },
      { query: sql, params, ...loggerContext },
    );
  }
}

/** PostgreSqlDriver with the connection above (set as `driver` in mikro-orm.config.ts). */
export class BoundPostgreSqlDriver extends PostgreSqlDriver {
  constructor(config: Configuration) {
    super(config);
    // The parent made a PostgreSqlConnection; nothing has connected yet.
    (this as unknown as { connection: BoundPostgreSqlConnection }).connection = new BoundPostgreSqlConnection(
      this.config,
    );
  }
}

/**
 * MikroORM's placeholders turned into knex's (`?` each, with a flat list of values), identifiers and raw fragments
 * written into the text as MikroORM does, every value left as a parameter.
 */
export function bindParameters(
  platform: PostgreSqlPlatform,
  sql: string,
  params: readonly unknown[],
): { sql: string; bindings: unknown[] } {
  if (params.length === 0) return { sql, bindings: [] };
  const bindings: unknown[] = [];
  let out = '';
  let next = 0;
  const value = (v: unknown): string => {
    if (Utils.isRawSql(v)) return platform.formatQuery(v.sql, v.params ?? []);
    if (platform.isRaw(v)) return String(v);
    if (Array.isArray(v) && !(v as { [JsonProperty]?: unknown })[JsonProperty]) return v.map(value).join(', ');
    bindings.push(toParameter(v));
    return '?';
  };
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (c === '\\' && sql[i + 1] === '?') {
      out += '\\?';
      i++;
    } else if (c === '?' && sql[i + 1] === '?') {
      out += platform.quoteIdentifier(params[next++] as string);
      i++;
    } else if (c === '?') {
      out += value(params[next++]);
    } else {
      out += c;
    }
  }
  return { sql: out, bindings };
}

/**
 * As MikroORM would have written them: JSON for objects, UTC ISO text for dates; undefined is NULL. A value that
 * computes itself (pg's toPostgres, e.g. the active trace context of an outbox row) is computed here, in the caller's
 * async context: pg would compute it when it sends the statement, which can be in another's.
 */
function toParameter(v: unknown): unknown {
  if (v === undefined) return null;
  if (hasToPostgres(v)) return toParameter(v.toPostgres(toParameter));
  if (v instanceof Date) return v.toISOString();
  if (Utils.isPlainObject(v) || (v as { [JsonProperty]?: unknown } | null)?.[JsonProperty]) return JSON.stringify(v);
  return v;
}

function hasToPostgres(v: unknown): v is { toPostgres(prepare: (value: unknown) => unknown): unknown } {
  return typeof v === 'object' && v !== null && typeof (v as { toPostgres?: unknown }).toPostgres === 'function';
}
