const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its usual text form, either case: anything else names no record, and never reaches a uuid column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
