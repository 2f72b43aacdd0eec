import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { TABLE_OWNERS, WRITE_EXCEPTIONS, type OwnedTable } from './table-owners.js';

const SRC = __dirname;
/** Not scanned: the schema's history and the data prepare-database loads (see table-owners.ts). */
const NOT_SCANNED = ['migrations/', 'seeders/'];

type WrittenTable = OwnedTable | '(dynamic)' | `(unknown: ${string})`;

interface TableWrite {
  table: WrittenTable;
  line: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const relativePath = (path: string) => relative(SRC, path).split(sep).join('/');

/** Entity class name → table, from the `@Entity({ tableName })` of every `*.entity.ts`. */
function entityTables(files: string[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of files.filter((f) => f.endsWith('.entity.ts'))) {
    const text = readFileSync(file, 'utf8');
    const table = /@Entity\(\{[^}]*tableName:\s*'([a-z_0-9]+)'/.exec(text)?.[1];
    const className = /export class (\w+)/.exec(text)?.[1];
    if (table && className) tables.set(className, table);
  }
  return tables;
}

const isOwned = (table: string): table is OwnedTable => Object.hasOwn(TABLE_OWNERS, table);

/** Whole-line comments go (they describe statements, they are not statements); code and strings stay. */
function withoutCommentLines(text: string): string {
  return text
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/\*|\*)/.test(line) ? '' : line))
    .join('\n');
}

/**
 * Every statement in `text` that writes a table: SQL (`insert into`, `update`, `delete from`, `truncate`, quoted
 * or not, a name built at run time as `(dynamic)`), knex (`knex('t').insert(…)`) and MikroORM (`nativeUpdate`,
 * `nativeDelete`, `insert`, `upsert` of an entity; `persist`/`remove` on an EntityManager write the tables of the
 * entities the file imports).
 */
function tableWrites(source: string, entities: Map<string, string>): TableWrite[] {
  const text = withoutCommentLines(source);
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const writes: TableWrite[] = [];
  const add = (table: string, index: number) =>
    writes.push({
      table: isOwned(table) || table === '(dynamic)' ? table : `(unknown: ${table})`,
      line: lineAt(index),
    });

  const sql =
    /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(\$\{|[a-z_][a-z0-9_]*)/gi;
  for (const m of text.matchAll(sql)) {
    const name = m[1].toLowerCase();
    if (name === '${') add('(dynamic)', m.index);
    else if (isOwned(name)) add(name, m.index);
  }
  const knex =
    /\(\s*'([a-z_][a-z0-9_]*)'\s*\)(?:\s*\.\s*\w+\((?:[^()]|\([^()]*\))*\))*\s*\.\s*(?:insert|update|del|delete|truncate|upsert)\s*\(/g;
  for (const m of text.matchAll(knex)) if (isOwned(m[1])) add(m[1], m.index);
  const ormWithEntity = /\.(?:nativeUpdate|nativeDelete|insert|insertMany|upsert|upsertMany)\(\s*(\w+)\s*[,)]/g;
  for (const m of text.matchAll(ormWithEntity)) {
    const table = entities.get(m[1]);
    if (table) add(table, m.index);
  }
  const ormUnitOfWork = /\b(?:em|tx|trx|fork\(\))\s*\.\s*(?:persist|persistAndFlush|remove|removeAndFlush)\(/g;
  const imported = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\.entity\.js'/g)]
    .flatMap((m) => m[1].split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()))
    .flatMap((name) => (entities.has(name) ? [entities.get(name)!] : []));
  for (const m of text.matchAll(ormUnitOfWork)) {
    if (imported.length === 0) add('an entity the file does not import', m.index);
    for (const table of imported) add(table, m.index);
  }
  return writes;
}

interface Violation {
  file: string;
  line: number;
  table: WrittenTable;
}

function describe_(v: Violation): string {
  if (v.table === '(dynamic)') return `${v.file}:${v.line} writes a table named at run time (no owner can be checked)`;
  if (!isOwned(v.table)) return `${v.file}:${v.line} writes ${v.table}, which has no owner in table-owners.ts`;
  const { owner, repositories } = TABLE_OWNERS[v.table];
  return `${v.file}:${v.line} writes ${v.table}, owned by ${owner}: write it through ${repositories.join(' or ')}`;
}

const files = sourceFiles(SRC).filter((f) => !NOT_SCANNED.some((dir) => relativePath(f).startsWith(dir)));
const entities = entityTables(files);
const writes = files.flatMap((file) =>
  tableWrites(readFileSync(file, 'utf8'), entities).map((w) => ({ ...w, file: relativePath(file) })),
);
const isException = (v: Violation) => WRITE_EXCEPTIONS.some((e) => e.file === v.file && e.table === v.table);
const violations = writes.filter(
  (w) => !(isOwned(w.table) && (TABLE_OWNERS[w.table].repositories as readonly string[]).includes(w.file)),
);

describe('table ownership', () => {
  it('finds writes in every form the code uses', () => {
    const found = (text: string) => tableWrites(text, new Map([['OpsAccount', 'ops_account']])).map((w) => w.table);
    expect(found('`insert into finder_request (id) values (?)`')).toEqual(['finder_request']);
    expect(found("'UPDATE waitlist_entry set notified = true'")).toEqual(['waitlist_entry']);
    expect(found('`with gone as (delete from "email_log" where id = ?) select 1`')).toEqual(['email_log']);
    expect(found("'truncate table demand_daily'")).toEqual(['demand_daily']);
    expect(found('`delete from "${rule.table}" where x < ?`')).toEqual(['(dynamic)']);
    expect(found("trx('physiotherapist').whereNotNull('x').update({ x: null })")).toEqual(['physiotherapist']);
    expect(found('em.nativeUpdate(OpsAccount, { id }, { active: false })')).toEqual(['ops_account']);
    expect(found("import { OpsAccount } from './ops-account.entity.js';\ntx.persist(account);")).toEqual([
      'ops_account',
    ]);
    // Reads, locks and prose are not writes.
    expect(found('`select * from finder_request for update of r`')).toEqual([]);
    expect(found('// then delete from finder_request')).toEqual([]);
    expect(found("'on conflict do update set n = n + 1'")).toEqual([]);
  });

  it('every table in the migrations has an owner', () => {
    const created = new Set(
      sourceFiles(join(SRC, 'migrations')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/create table (?:if not exists )?\\?"?([a-z_][a-z0-9_]*)/gi)].map(
          (m) => m[1],
        ),
      ),
    );
    expect([...created].filter((table) => !isOwned(table))).toEqual([]);
  });

  it("every listed repository exists in its owner's folder", () => {
    const listed = Object.values(TABLE_OWNERS).flatMap(({ owner, repositories }) =>
      repositories.map((file) => ({ owner, file })),
    );
    const scanned = new Set(files.map(relativePath));
    expect(listed.filter(({ owner, file }) => !file.startsWith(`${owner}/`) || !scanned.has(file))).toEqual([]);
  });

  it("every statement that writes a table lives in the owner's repository", () => {
    expect(violations.filter((v) => !isException(v)).map(describe_)).toEqual([]);
  });

  it('every listed exception is still needed (the list only shrinks)', () => {
    const stale = WRITE_EXCEPTIONS.filter((e) => !violations.some((v) => v.file === e.file && v.table === e.table));
    expect(stale.map((e) => `${e.file} no longer writes ${e.table}: remove it from WRITE_EXCEPTIONS`)).toEqual([]);
  });
});
