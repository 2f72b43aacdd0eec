import pg from 'pg';

/**
 * Two database roles (ASVS 5.0 13.2.2, 16.4.2): the owner runs the migrations and owns every table, function and
 * trigger; the runtime role, which the API and the workers connect as, may only read and write rows. It cannot
 * alter, truncate or disable a trigger on anything, and on `audit_log` it may only insert and read: the audit trail
 * is out of the application's reach, except for the retention purge (`audit_log_purge`, a SECURITY DEFINER function
 * of the owner that deletes only rows past the period).
 */

/** What the runtime role may do on every table, unless RUNTIME_TABLE_PRIVILEGES says less. */
const RUNTIME_DEFAULT_PRIVILEGES = 'select, insert, update, delete';

/** Tables on which the runtime role gets less than the default. */
export const RUNTIME_TABLE_PRIVILEGES: Readonly<Record<string, string>> = {
  // Append-only for the application; rows past the retention period go through audit_log_purge only.
  audit_log: 'select, insert',
};

/** Functions the runtime role may call that PUBLIC may not (each revoked from PUBLIC by its migration). */
export const RUNTIME_FUNCTIONS = ['audit_log_purge(integer)'];

export const roleOf = (url: string): string => decodeURIComponent(new URL(url).username) || 'postgres';
export const databaseOf = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));
const ident = (name: string) => pg.escapeIdentifier(name);

/** The URL with another database name (same server and credentials). */
function onDatabase(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(database)}`;
  return other.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * With an administrator's connection (a superuser, or a role with CREATEROLE and CREATEDB): creates the owner and
 * runtime login roles if missing, the database (owned by the owner) if missing, and hands every object of the
 * database's public schema that someone else owns to the owner (a database made before there were two roles).
 * Idempotent, and safe when several databases share the roles (roles are cluster-wide) or several copies run at once.
 * Roles are made without a password: where the server asks for one, the operator sets it (infra/README.md).
 */
export async function provisionDatabase(adminUrl: string, ownerUrl: string, runtimeUrl: string): Promise<string[]> {
  const owner = roleOf(ownerUrl);
  const runtime = roleOf(runtimeUrl);
  const database = databaseOf(ownerUrl);
  const done: string[] = [];
  await withClient(onDatabase(adminUrl, 'postgres'), async (client) => {
    for (const role of [owner, runtime]) {
      const { rowCount } = await client.query('select 1 from pg_roles where rolname = $1', [role]);
      if (rowCount) continue;
      try {
        await client.query(`create role ${ident(role)} login`);
        done.push(`created role ${role}`);
      } catch (error) {
        // Another copy created it meanwhile.
        if (!['42710', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
      }
    }
    const { rows } = await client.query<{ owner: string }>(
      'select pg_get_userbyid(datdba) as owner from pg_database where datname = $1',
      [database],
    );
    if (rows.length === 0) {
      try {
        await client.query(`create database ${ident(database)} owner ${ident(owner)}`);
        done.push(`created database ${database}`);
      } catch (error) {
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    } else if (rows[0].owner !== owner) {
      await client.query(`alter database ${ident(database)} owner to ${ident(owner)}`);
      done.push(`database ${database} now owned by ${owner}`);
    }
  });
  await withClient(onDatabase(adminUrl, database), async (client) => {
    await client.query(`grant usage, create on schema public to ${ident(owner)}`);
    const { rows } = await client.query<{ statement: string }>(HAND_OVER_TO_OWNER, [owner]);
    for (const { statement } of rows) await client.query(statement);
    if (rows.length > 0) done.push(`${rows.length} objects handed to ${owner}`);
  });
  return done;
}

/** Tables, views, free-standing sequences and functions of the public schema that the owner does not own yet. */
const HAND_OVER_TO_OWNER = `
  select format('alter %s %s owner to %I',
           case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence' else 'table' end,
           c.oid::regclass, $1::text) as statement
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')
     and pg_get_userbyid(c.relowner) <> $1::text
     -- a column's sequence follows its table
     and not (c.relkind = 'S' and exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i')))
     and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
  union all
  select format('alter function %s owner to %I', p.oid::regprocedure, $1::text)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and pg_get_userbyid(p.proowner) <> $1::text
     and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
`;

/**
 * As the owner, after the migrations: gives the runtime role what the application needs on every table and
 * sequence, less on the tables RUNTIME_TABLE_PRIVILEGES names, and the same by default on what later migrations
 * create. Re-run by every prepare-database, so that a table added since is granted even without the defaults.
 */
export async function grantRuntimeRole(ownerUrl: string, runtimeUrl: string): Promise<void> {
  const owner = ident(roleOf(ownerUrl));
  const runtime = ident(roleOf(runtimeUrl));
  await withClient(ownerUrl, async (client) => {
    await client.query('begin');
    try {
      await client.query(`grant usage on schema public to ${runtime}`);
      await client.query(`grant ${RUNTIME_DEFAULT_PRIVILEGES} on all tables in schema public to ${runtime}`);
      await client.query(`grant usage, select on all sequences in schema public to ${runtime}`);
      for (const [table, privileges] of Object.entries(RUNTIME_TABLE_PRIVILEGES)) {
        await client.query(`revoke all on table ${ident(table)} from ${runtime}`);
        await client.query(`grant ${privileges} on table ${ident(table)} to ${runtime}`);
      }
      for (const fn of RUNTIME_FUNCTIONS) await client.query(`grant execute on function ${fn} to ${runtime}`);
      await client.query(
        `alter default privileges for role ${owner} in schema public grant ${RUNTIME_DEFAULT_PRIVILEGES} on tables to ${runtime}`,
      );
      await client.query(
        `alter default privileges for role ${owner} in schema public grant usage, select on sequences to ${runtime}`,
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });
}

/**
 * The roles the scripts create on a local PostgreSQL (`npm start`, the tests, the benchmarks; the same names in
 * infra/scripts/lib.mjs and test/support/global-setup.cjs). Shared by every local database.
 */
export const LOCAL_ROLES = { owner: 'physio_owner', runtime: 'physio_app' } as const;

/** The same server and database as `url`, connecting as `role` (no password: the local server trusts it). */
export function urlAsRole(url: string, role: string): string {
  const other = new URL(url);
  other.username = encodeURIComponent(role);
  other.password = '';
  return other.toString();
}
