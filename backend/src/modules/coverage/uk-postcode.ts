import { parse } from 'postcode';

export interface UkPostcode {
  /** Upper case with one space before the inward code: "SW1A 1AA". */
  postcode: string;
  /** Outward code, which is the postcode district: "SW1A". */
  district: string;
  /** Postcode area, the leading letters: "SW". */
  area: string;
}

/**
 * The 121 postcode areas of the United Kingdom (Great Britain's 120 and Northern Ireland's BT).
 * The `postcode` library checks the shape only, so "Q1 1AA" would pass without this list.
 */
export const UK_POSTCODE_AREAS: ReadonlySet<string> = new Set(
  (
    'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX ' +
    'FK FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP ' +
    'NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW ' +
    'UB W WA WC WD WF WN WR WS WV YO ZE'
  ).split(' '),
);

/**
 * Parses a full UK postcode however the family typed it (any case, any spacing).
 * Returns null when it is not a valid UK postcode.
 */
export function parseUkPostcode(input: unknown): UkPostcode | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(/\s+/g, '');
  if (compact.length < 5 || compact.length > 7) return null;
  const parsed = parse(compact);
  if (!parsed.valid || !UK_POSTCODE_AREAS.has(parsed.area)) return null;
  return { postcode: parsed.postcode, district: parsed.outcode, area: parsed.area };
}

export const INVALID_POSTCODE_MESSAGE = 'postcode must be a valid UK postcode, such as SW1A 1AA';
