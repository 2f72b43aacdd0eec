import { isCausedByRowData, sqlState } from './database-errors.js';

const pgError = (code: string) => Object.assign(new Error('refused'), { code, severity: 'ERROR' });

describe('database errors', () => {
  it('reads the SQLSTATE of errors PostgreSQL reported, and only of those', () => {
    expect(sqlState(pgError('22P05'))).toBe('22P05');
    expect(sqlState(Object.assign(new Error('x'), { code: 'EPIPE' }))).toBeUndefined();
    expect(sqlState(Object.assign(new Error('x'), { code: 'ECONNREFUSED', severity: 'ERROR' }))).toBeUndefined();
    expect(sqlState('22P05')).toBeUndefined();
    expect(sqlState(undefined)).toBeUndefined();
  });

  it.each([
    ['22P05', 'NUL in text (untranslatable character)', true],
    ['22P02', 'an unpaired surrogate in JSON (invalid text representation)', true],
    ['22001', 'a value too long for its column', true],
    ['23514', 'a check constraint', true],
    ['23505', 'a unique constraint', true],
    ['08006', 'a lost connection', false],
    ['57014', 'a statement timeout', false],
    ['42601', 'a syntax error', false],
    ['40P01', 'a deadlock', false],
  ])('%s (%s) is caused by row data: %s', (code, _what, expected) => {
    expect(isCausedByRowData(pgError(code))).toBe(expected);
  });

  it('does not blame the rows for errors from outside PostgreSQL', () => {
    expect(isCausedByRowData(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(false);
  });
});
