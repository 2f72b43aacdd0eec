/** Pure decisions about the codes a coordinator types: `CB1` is a district, `NR` a whole postcode area. */

const CODE = /^[A-Z]{1,2}(\d[A-Z\d]?)?$/;

export interface CodeParseResult {
  codes: string[];
  malformed: string[];
}

/** Upper-cases, trims and de-duplicates; anything not shaped like a district or an area is malformed. */
export function normaliseCoverageCodes(input: readonly string[]): CodeParseResult {
  const codes: string[] = [];
  const malformed: string[] = [];
  for (const raw of input.flatMap((s) => s.split(/[\s,]+/))) {
    const code = raw.trim().toUpperCase();
    if (!code) continue;
    if (!CODE.test(code)) malformed.push(raw.trim());
    else if (!codes.includes(code)) codes.push(code);
  }
  return { codes, malformed };
}

export interface KnownDistrict {
  district: string;
  area: string;
}

export interface Resolution {
  districts: string[];
  unknown: string[];
}

/** Each code is a district when one has that code, else the area's districts; else it is unknown. */
export function resolveCoverageCodes(codes: readonly string[], known: readonly KnownDistrict[]): Resolution {
  const districts = new Set<string>();
  const unknown: string[] = [];
  for (const code of codes) {
    const exact = known.find((k) => k.district === code);
    const inArea = exact ? [exact] : known.filter((k) => k.area === code);
    if (inArea.length === 0) unknown.push(code);
    for (const k of inArea) districts.add(k.district);
  }
  return { districts: [...districts].sort(compareDistricts), unknown };
}

/** CB1, CB2, ..., CB10 rather than CB1, CB10, CB2. */
export function compareDistricts(a: string, b: string): number {
  return a.localeCompare(b, 'en-GB', { numeric: true });
}
