/**
 * The SQLSTATE of an error PostgreSQL reported (pg's DatabaseError, or MikroORM's exception wrapping one,
 * which copies its properties); undefined for anything else, such as a refused connection.
 */
export function sqlState(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Whether PostgreSQL refused a statement because of the values in it (SQLSTATE class 22, data exception:
 * text it cannot store, a malformed date; class 23, a constraint violation), so that the same statement
 * without the offending rows can succeed. Connection, timeout and syntax errors fail every row alike.
 */
export function isCausedByRowData(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && (state.startsWith('22') || state.startsWith('23'));
}
