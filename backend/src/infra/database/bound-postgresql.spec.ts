import { raw } from '@mikro-orm/core';
import { PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { bindParameters } from './bound-postgresql.js';

describe('bound parameters', () => {
  const platform = new PostgreSqlPlatform();

  it('leaves every value out of the text', () => {
    const family = { name: "Joan O'Pike", email: 'joan@example.com' };
    const bound = bindParameters(platform, 'insert into t (name, email) values (?, ?)', [family.name, family.email]);
    expect(bound).toEqual({ sql: 'insert into t (name, email) values (?, ?)', bindings: [family.name, family.email] });
  });

  it('keeps MikroORM’s meaning: an array is a list of parameters, ?? an identifier, \\? a question mark', () => {
    const bound = bindParameters(platform, 'select ?? from t where id in (?) and doc \\? ? and n = ?', [
      'name',
      ['a', 'b', 'c'],
      'key',
      3,
    ]);
    expect(bound.sql).toBe('select "name" from t where id in (?, ?, ?) and doc \\? ? and n = ?');
    expect(bound.bindings).toEqual(['a', 'b', 'c', 'key', 3]);
  });

  it('sends dates as UTC text, objects as JSON, undefined as NULL, and writes raw SQL fragments in', () => {
    const at = new Date('2026-11-26T18:00:00.000Z');
    const bound = bindParameters(platform, 'select ?, ?::jsonb, ?, ?', [at, { a: 1 }, undefined, raw('now()')]);
    expect(bound).toEqual({ sql: 'select ?, ?::jsonb, ?, now()', bindings: [at.toISOString(), '{"a":1}', null] });
  });

  it('computes a value that computes itself (toPostgres) when the statement is bound, in the caller’s context', () => {
    let calls = 0;
    const late = { toPostgres: () => `value ${++calls}` };
    expect(bindParameters(platform, 'select ?', [late]).bindings).toEqual(['value 1']);
    expect(bindParameters(platform, 'select ?', [late]).bindings).toEqual(['value 2']);
    expect(bindParameters(platform, 'select ?::jsonb', [{ toPostgres: () => null }]).bindings).toEqual([null]);
  });

  it('changes nothing without parameters (a jsonb ? operator stays as written)', () => {
    expect(bindParameters(platform, "select doc ? 'k' from t", [])).toEqual({
      sql: "select doc ? 'k' from t",
      bindings: [],
    });
  });
});
