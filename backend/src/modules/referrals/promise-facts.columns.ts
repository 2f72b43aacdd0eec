import {
  CONDITIONS,
  CONDITION_LABELS,
  DECLINE_REASONS,
  REPLY_PROMISE_HOURS_FOR_REPORT,
  URGENCIES,
  URGENCY_LABELS,
  URGENT_VISIT_PROMISE_HOURS,
  type Condition,
  type OpsPromisesRow,
  type PromiseGroup,
  type Urgency,
} from '@physio/api-contract';

/**
 * The promises report's facts in memory: one row per finder request that is confirmed or has offers, one per
 * offer, in typed arrays (about 60 and 45 bytes a row), and the report computed over them. Pure: the cache
 * (promise-facts.cache.ts) feeds it rows read by promise-facts.read-model.ts and keeps it current.
 *
 * The figures are those the report's SQL computed before (kept as the tests' reference,
 * test/support/promises-report-reference.ts): counts, and exact percentiles (percentile_cont: linear between the
 * two nearest values) of hours to acceptance and first contact and days to the first visit, found by selection
 * instead of a sort.
 */

/** One offer as read from the database; times in microseconds since the epoch (null when not set). */
export interface OfferFactsRow {
  physiotherapistId: number;
  status: string;
  declineReason: string | null;
  /** Europe/London day of the offer, as days since 1970-01-01. */
  offeredDay: number;
  offeredUs: number;
  /** The answer's time when the offer was accepted. */
  acceptedUs: number | null;
  contactByUs: number | null;
  /** The first contact the family confirmed (the physiotherapist's first call, at most the family's answer). */
  firstContactUs: number | null;
  /** Midnight (Europe/London) of the first visit's day, when the family said it happened. */
  visitUs: number | null;
}

/** One finder request with its offers as read from the database. */
export interface RequestFactsRow {
  id: string;
  /** Europe/London day of the family's confirmation (days since 1970-01-01), null when not confirmed. */
  confirmedDay: number | null;
  confirmedUs: number | null;
  district: string;
  urgency: string;
  condition: string;
  offers: OfferFactsRow[];
}

const ACCEPTED = 1;
const REPLY_KEPT = 2;
const CONTACT_KEPT = 4;
const URGENT = 8;
const URGENT_VISIT_KEPT = 16;
/** A request confirmed in a known district: counted when grouping requests. */
const COUNTED = 32;

const HOUR_US = 3_600_000_000;
const DAY_US = 24 * HOUR_US;
const NONE = -1;

/** Grows a typed array to `capacity`, keeping its contents. */
function grown<T extends Int32Array | Uint32Array | Uint8Array | Float64Array>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  return next;
}

/** The columns both rows share: when, what, and what happened. */
class FactColumns {
  capacity = 0;
  size = 0;
  live = new Uint8Array(0);
  day = new Int32Array(0);
  /** A request's district (index in the district list) or an offer's physiotherapist id. */
  key = new Int32Array(0);
  urgency = new Uint8Array(0);
  condition = new Uint8Array(0);
  flags = new Uint8Array(0);
  offers = new Uint8Array(0);
  /** Declines by reason, four per row in DECLINE_REASONS order. */
  declined = new Uint8Array(0);
  lapsed = new Uint8Array(0);
  hoursToAccept = new Float64Array(0);
  hoursToContact = new Float64Array(0);
  daysToVisit = new Float64Array(0);

  protected growTo(capacity: number): void {
    this.live = grown(this.live, capacity);
    this.day = grown(this.day, capacity);
    this.key = grown(this.key, capacity);
    this.urgency = grown(this.urgency, capacity);
    this.condition = grown(this.condition, capacity);
    this.flags = grown(this.flags, capacity);
    this.offers = grown(this.offers, capacity);
    this.declined = grown(this.declined, capacity * 4);
    this.lapsed = grown(this.lapsed, capacity);
    this.hoursToAccept = grown(this.hoursToAccept, capacity);
    this.hoursToContact = grown(this.hoursToContact, capacity);
    this.daysToVisit = grown(this.daysToVisit, capacity);
    this.capacity = capacity;
  }

  /** The next slot. */
  append(): number {
    if (this.size === this.capacity) this.growTo(Math.max(1024, Math.ceil(this.capacity * 1.5)));
    return this.size++;
  }

  /**
   * Writes the figures of one row whose clock starts at `startUs` (the confirmation, or the offer) from `accepted`:
   * a request's accepted offer, or the offer itself (whose acceptedUs is null unless it was accepted).
   */
  setFacts(slot: number, startUs: number, urgent: boolean, accepted: OfferFactsRow | undefined): void {
    const acceptedUs = accepted?.acceptedUs ?? null;
    const firstContactUs = accepted?.firstContactUs ?? null;
    const visitUs = accepted?.visitUs ?? null;
    const contactByUs = accepted?.contactByUs ?? null;
    let flags = urgent ? URGENT : 0;
    if (acceptedUs !== null) {
      flags |= ACCEPTED;
      if (acceptedUs <= startUs + REPLY_PROMISE_HOURS_FOR_REPORT * HOUR_US) flags |= REPLY_KEPT;
    }
    if (firstContactUs !== null && contactByUs !== null && firstContactUs <= contactByUs) flags |= CONTACT_KEPT;
    if (urgent && visitUs !== null && visitUs <= startUs + URGENT_VISIT_PROMISE_HOURS * HOUR_US) {
      flags |= URGENT_VISIT_KEPT;
    }
    this.flags[slot] = flags;
    this.hoursToAccept[slot] = acceptedUs === null ? NaN : (acceptedUs - startUs) / HOUR_US;
    this.hoursToContact[slot] = firstContactUs === null ? NaN : (firstContactUs - startUs) / HOUR_US;
    this.daysToVisit[slot] = visitUs === null ? NaN : (visitUs - startUs) / DAY_US;
  }
}

class RequestColumns extends FactColumns {
  /** The request's id as four 32-bit words. */
  idWords = new Uint32Array(0);
  /** The first of the request's offers (a slot in OfferColumns), NONE when it has none. */
  firstOffer = new Int32Array(0);

  protected override growTo(capacity: number): void {
    super.growTo(capacity);
    this.idWords = grown(this.idWords, capacity * 4);
    this.firstOffer = grown(this.firstOffer, capacity);
  }
}

class OfferColumns extends FactColumns {
  /** The next offer of the same request, NONE at the last. */
  next = new Int32Array(0);
  /** Slots of offers forgotten, for the next ones. */
  private free: number[] = [];

  take(): number {
    return this.free.pop() ?? this.append();
  }

  release(slot: number): void {
    this.live[slot] = 0;
    this.free.push(slot);
  }

  protected override growTo(capacity: number): void {
    super.growTo(capacity);
    this.next = grown(this.next, capacity);
  }
}

/**
 * Open addressing from a request id's four words to its slot. A slot keeps its id for good: a request forgotten
 * (deleted, or no longer counted) leaves a dead slot that is reused if the id comes back; the cache reads everything
 * again daily, which drops them.
 */
class RequestIndex {
  private table = new Int32Array(2048).fill(NONE);
  private count = 0;

  constructor(private readonly requests: RequestColumns) {}

  private static hash(w0: number, w1: number, w2: number, w3: number): number {
    let h = Math.imul(w0 ^ 0x9e3779b9, 0x85ebca6b);
    h = Math.imul(h ^ w1 ^ (h >>> 13), 0xc2b2ae35);
    h = Math.imul(h ^ w2 ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ w3 ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  }

  /** The slot of the request with these words, or NONE. */
  find(words: Uint32Array): number {
    const { table } = this;
    const mask = table.length - 1;
    const ids = this.requests.idWords;
    for (let i = RequestIndex.hash(words[0], words[1], words[2], words[3]) & mask; ; i = (i + 1) & mask) {
      const slot = table[i];
      if (slot === NONE) return NONE;
      const at = slot * 4;
      if (ids[at] === words[0] && ids[at + 1] === words[1] && ids[at + 2] === words[2] && ids[at + 3] === words[3]) {
        return slot;
      }
    }
  }

  /** Records a new slot (its words already written), doubling the table past half full. */
  add(slot: number): void {
    if ((this.count + 1) * 2 > this.table.length) {
      const old = this.table;
      this.table = new Int32Array(old.length * 2).fill(NONE);
      for (const kept of old) if (kept !== NONE) this.place(kept);
    }
    this.place(slot);
    this.count++;
  }

  private place(slot: number): void {
    const ids = this.requests.idWords;
    const at = slot * 4;
    const mask = this.table.length - 1;
    let i = RequestIndex.hash(ids[at], ids[at + 1], ids[at + 2], ids[at + 3]) & mask;
    while (this.table[i] !== NONE) i = (i + 1) & mask;
    this.table[i] = slot;
  }
}

const URGENCY_CODE = new Map<string, number>(URGENCIES.map((u, i) => [u, i]));
const CONDITION_CODE = new Map<string, number>(CONDITIONS.map((c, i) => [c, i]));
const DECLINE_CODE = new Map<string, number>(DECLINE_REASONS.map((r, i) => [r, i]));

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const monthOf = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 7);

export interface PromisesQuery {
  from: string;
  to: string;
  group: PromiseGroup;
  urgency?: Urgency;
  condition?: Condition;
}

/** A place for the words of the id being looked up. */
const lookup = new Uint32Array(4);
function wordsOf(id: string, into: Uint32Array): Uint32Array {
  const hex = id.replaceAll('-', '');
  for (let i = 0; i < 4; i++) into[i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16) >>> 0;
  return into;
}

export class PromiseFacts {
  private readonly requests = new RequestColumns();
  private readonly offers = new OfferColumns();
  private readonly index = new RequestIndex(this.requests);
  private readonly districtIndex: Map<string, number>;
  /** Per district index, its county's index in `counties`. */
  private readonly countyOfDistrict: Int32Array;
  private readonly counties: string[];

  /** `districts`: every postcode district and its county ('Unknown' when it has none). */
  constructor(private readonly districts: readonly { district: string; county: string }[]) {
    this.districtIndex = new Map(districts.map((d, i) => [d.district, i]));
    this.counties = [...new Set(districts.map((d) => d.county))];
    const countyIndex = new Map(this.counties.map((c, i) => [c, i]));
    this.countyOfDistrict = Int32Array.from(districts, (d) => countyIndex.get(d.county)!);
  }

  /** How many requests and offers are held. */
  get sizes(): { requests: number; offers: number } {
    let requests = 0;
    let offers = 0;
    for (let s = 0; s < this.requests.size; s++) requests += this.requests.live[s];
    for (let s = 0; s < this.offers.size; s++) offers += this.offers.live[s];
    return { requests, offers };
  }

  /** Forgets these requests (and their offers), then writes `rows`: the current facts of those still to count. */
  replace(ids: readonly string[], rows: readonly RequestFactsRow[]): void {
    for (const id of ids) {
      const slot = this.index.find(wordsOf(id, lookup));
      if (slot !== NONE) this.forget(slot);
    }
    for (const row of rows) this.put(row);
  }

  /** Writes one request's facts and its offers' (replacing what was held for it). */
  put(row: RequestFactsRow): void {
    const { requests, offers } = this;
    let slot = this.index.find(wordsOf(row.id, lookup));
    if (slot === NONE) {
      slot = requests.append();
      requests.idWords.set(lookup, slot * 4);
      this.index.add(slot);
    } else {
      this.forget(slot);
    }
    const district = this.districtIndex.get(row.district) ?? NONE;
    const urgency = URGENCY_CODE.get(row.urgency) ?? 255;
    const condition = CONDITION_CODE.get(row.condition) ?? 255;
    const urgent = row.urgency === 'urgent';
    requests.live[slot] = 1;
    requests.day[slot] = row.confirmedDay ?? 0;
    requests.key[slot] = district;
    requests.urgency[slot] = urgency;
    requests.condition[slot] = condition;
    const declined = [0, 0, 0, 0];
    let lapsed = 0;
    let accepted: OfferFactsRow | undefined;
    let first = NONE;
    for (const offer of row.offers) {
      const reason = offer.declineReason === null ? undefined : DECLINE_CODE.get(offer.declineReason);
      if (reason !== undefined) declined[reason]++;
      if (offer.status === 'lapsed') lapsed++;
      if (offer.status === 'accepted' && accepted === undefined) accepted = offer;
      const o = offers.take();
      offers.live[o] = 1;
      offers.day[o] = offer.offeredDay;
      offers.key[o] = offer.physiotherapistId;
      offers.urgency[o] = urgency;
      offers.condition[o] = condition;
      offers.offers[o] = 1;
      offers.declined.fill(0, o * 4, o * 4 + 4);
      if (reason !== undefined) offers.declined[o * 4 + reason] = 1;
      offers.lapsed[o] = offer.status === 'lapsed' ? 1 : 0;
      offers.setFacts(o, offer.offeredUs, urgent, offer);
      offers.next[o] = first;
      first = o;
    }
    requests.firstOffer[slot] = first;
    requests.offers[slot] = Math.min(255, row.offers.length);
    requests.declined.set(
      declined.map((n) => Math.min(255, n)),
      slot * 4,
    );
    requests.lapsed[slot] = Math.min(255, lapsed);
    if (row.confirmedUs === null) {
      requests.flags[slot] = 0;
    } else {
      requests.setFacts(slot, row.confirmedUs, urgent, accepted);
      if (district !== NONE) requests.flags[slot] |= COUNTED;
    }
  }

  private forget(slot: number): void {
    const { requests, offers } = this;
    if (!requests.live[slot]) return;
    for (let o = requests.firstOffer[slot]; o !== NONE; o = offers.next[o]) offers.release(o);
    requests.firstOffer[slot] = NONE;
    requests.flags[slot] = 0;
    requests.live[slot] = 0;
  }

  /**
   * The report's rows for a period and grouping, ordered by their key (month, county, district, urgency or condition,
   * in code point order) or, by physiotherapist, by id; the cache names and orders physiotherapists.
   */
  report(query: PromisesQuery): OpsPromisesRow[] {
    const byPhysio = query.group === 'physiotherapist';
    const columns: FactColumns = byPhysio ? this.offers : this.requests;
    const fromDay = dayNumber(query.from);
    const toDay = dayNumber(query.to);
    const urgency = query.urgency === undefined ? NONE : URGENCY_CODE.get(query.urgency)!;
    const condition = query.condition === undefined ? NONE : CONDITION_CODE.get(query.condition)!;
    const grouping = this.grouping(query.group, fromDay, toDay);
    const { live, day, flags } = columns;
    const source =
      grouping.by === 'key'
        ? columns.key
        : grouping.by === 'urgency'
          ? columns.urgency
          : grouping.by === 'condition'
            ? columns.condition
            : columns.day;
    const { map, base } = grouping;
    const mustCount = byPhysio ? 0 : COUNTED;

    // Pass 1: each row in scope and its group, and each group's size.
    const groupOfSlot = new Int32Array(columns.size);
    const sizes = new Int32Array(grouping.labels.length);
    for (let s = 0; s < columns.size; s++) {
      groupOfSlot[s] = NONE;
      if (!live[s] || (flags[s] & mustCount) !== mustCount) continue;
      const d = day[s];
      if (d < fromDay || d > toDay) continue;
      if (urgency !== NONE && columns.urgency[s] !== urgency) continue;
      if (condition !== NONE && columns.condition[s] !== condition) continue;
      const at = source[s] - base;
      const g = at >= 0 && at < map.length ? map[at] : NONE;
      if (g === NONE) continue;
      groupOfSlot[s] = g;
      sizes[g]++;
    }
    // Pass 2: the rows of each group side by side (a counting sort), then each group's figures.
    const starts = new Int32Array(sizes.length + 1);
    for (let g = 0; g < sizes.length; g++) starts[g + 1] = starts[g] + sizes[g];
    const filled = starts.slice(0, sizes.length);
    const rowsByGroup = new Int32Array(starts[sizes.length]);
    for (let s = 0; s < columns.size; s++) {
      const g = groupOfSlot[s];
      if (g !== NONE) rowsByGroup[filled[g]++] = s;
    }
    let largest = 0;
    for (const size of sizes) largest = Math.max(largest, size);
    const scratch = new Float64Array(largest);
    const rows: OpsPromisesRow[] = [];
    for (let g = 0; g < sizes.length; g++) {
      if (sizes[g] === 0) continue;
      rows.push(figures(columns, rowsByGroup.subarray(starts[g], starts[g + 1]), scratch, grouping.labels[g]));
    }
    if (!byPhysio) rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return rows;
  }

  /** How a grouping maps a column's value (minus `base`) to a group, and each group's key and label. */
  private grouping(
    group: PromiseGroup,
    fromDay: number,
    toDay: number,
  ): {
    by: 'key' | 'day' | 'urgency' | 'condition';
    base: number;
    map: Int32Array;
    labels: { id: string; label: string }[];
  } {
    switch (group) {
      case 'month': {
        const labels: { id: string; label: string }[] = [];
        const map = new Int32Array(Math.max(0, toDay - fromDay + 1));
        for (let d = fromDay; d <= toDay; d++) {
          const month = monthOf(d);
          if (labels.at(-1)?.id !== month) labels.push({ id: month, label: month });
          map[d - fromDay] = labels.length - 1;
        }
        return { by: 'day', base: fromDay, map, labels };
      }
      case 'county':
        return {
          by: 'key',
          base: 0,
          map: this.countyOfDistrict,
          labels: this.counties.map((c) => ({ id: c, label: c })),
        };
      case 'district':
        return {
          by: 'key',
          base: 0,
          map: Int32Array.from(this.districts, (_d, i) => i),
          labels: this.districts.map((d) => ({ id: d.district, label: d.district })),
        };
      case 'urgency':
        return {
          by: 'urgency',
          base: 0,
          map: Int32Array.from(URGENCIES, (_u, i) => i),
          labels: URGENCIES.map((u) => ({ id: u, label: URGENCY_LABELS[u] })),
        };
      case 'condition':
        return {
          by: 'condition',
          base: 0,
          map: Int32Array.from(CONDITIONS, (_c, i) => i),
          labels: CONDITIONS.map((c) => ({ id: c, label: CONDITION_LABELS[c] })),
        };
      case 'physiotherapist': {
        // Physiotherapists' ids are small serial numbers: a dense map from every id held to a group.
        let highest = -1;
        for (let s = 0; s < this.offers.size; s++) {
          if (this.offers.live[s]) highest = Math.max(highest, this.offers.key[s]);
        }
        const map = new Int32Array(highest + 1).fill(NONE);
        const labels: { id: string; label: string }[] = [];
        for (let s = 0; s < this.offers.size; s++) {
          const id = this.offers.key[s];
          if (this.offers.live[s] && map[id] === NONE) {
            map[id] = labels.length;
            labels.push({ id: String(id), label: String(id) });
          }
        }
        return { by: 'key', base: 0, map, labels };
      }
    }
  }
}

/** percentile_cont(fraction) of values[0, n), which it reorders: linear between the two nearest ranks. */
function percentile(values: Float64Array, n: number, fraction: number, from: number): number {
  const position = fraction * (n - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  select(values, from, n - 1, lower);
  const low = values[lower];
  if (upper === lower) return low;
  let high = Infinity;
  for (let i = lower + 1; i < n; i++) if (values[i] < high) high = values[i];
  // PostgreSQL's float8_lerp, so the figures are the same to the last bit.
  return low + (position - lower) * (high - low);
}

/** Reorders values[left, right] so that values[k] is the one a sort would put there, smaller ones before it. */
function select(values: Float64Array, left: number, right: number, k: number): void {
  while (right > left) {
    const a = values[left];
    const b = values[(left + right) >>> 1];
    const c = values[right];
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        const t = values[i];
        values[i] = values[j];
        values[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}

/** The p50 and p90 of one duration column over `slots`, in `scratch`. */
function medianAndNinetieth(
  column: Float64Array,
  slots: Int32Array,
  scratch: Float64Array,
): [number | null, number | null] {
  let n = 0;
  for (let i = 0; i < slots.length; i++) {
    const v = column[slots[i]];
    // Not NaN (no value).
    if (v === v) scratch[n++] = v;
  }
  if (n === 0) return [null, null];
  const p50 = percentile(scratch, n, 0.5, 0);
  // Everything before the median's rank is no larger: the 90th's rank is found from there.
  const p90 = percentile(scratch, n, 0.9, Math.floor(0.5 * (n - 1)));
  return [p50, p90];
}

const round = (value: number | null, digits = 1) => (value === null ? null : Number(value.toFixed(digits)));
const share = (part: number, whole: number) => (whole > 0 ? round(part / whole, 3) : null);

function figures(
  columns: FactColumns,
  slots: Int32Array,
  scratch: Float64Array,
  key: { id: string; label: string },
): OpsPromisesRow {
  let offered = 0;
  let accepted = 0;
  let replyKept = 0;
  let contactKept = 0;
  let urgent = 0;
  let urgentVisitKept = 0;
  let lapsed = 0;
  let declined0 = 0;
  let declined1 = 0;
  let declined2 = 0;
  let declined3 = 0;
  const { flags, offers, declined: declines, lapsed: lapses } = columns;
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i];
    const f = flags[s];
    if (offers[s] > 0) offered++;
    if (f & ACCEPTED) accepted++;
    if (f & REPLY_KEPT) replyKept++;
    if (f & CONTACT_KEPT) contactKept++;
    if (f & URGENT) urgent++;
    if (f & URGENT_VISIT_KEPT) urgentVisitKept++;
    lapsed += lapses[s];
    declined0 += declines[s * 4];
    declined1 += declines[s * 4 + 1];
    declined2 += declines[s * 4 + 2];
    declined3 += declines[s * 4 + 3];
  }
  const declined = [declined0, declined1, declined2, declined3];
  const confirmed = slots.length;
  const [acceptP50, acceptP90] = medianAndNinetieth(columns.hoursToAccept, slots, scratch);
  const [contactP50, contactP90] = medianAndNinetieth(columns.hoursToContact, slots, scratch);
  const [visitP50, visitP90] = medianAndNinetieth(columns.daysToVisit, slots, scratch);
  const byReason = (reason: (typeof DECLINE_REASONS)[number]) => declined[DECLINE_CODE.get(reason)!];
  return {
    id: key.id,
    label: key.label,
    confirmed,
    offered,
    accepted,
    accepted_share: share(accepted, confirmed),
    hours_to_accept_p50: round(acceptP50),
    hours_to_accept_p90: round(acceptP90),
    hours_to_contact_p50: round(contactP50),
    hours_to_contact_p90: round(contactP90),
    days_to_visit_p50: round(visitP50),
    days_to_visit_p90: round(visitP90),
    reply_promise_kept_share: share(replyKept, confirmed),
    contact_promise_kept_share: share(contactKept, accepted),
    urgent_visit_promise_kept_share: share(urgentVisitKept, urgent),
    declined_no_capacity: byReason('no-capacity'),
    declined_too_far: byReason('too-far'),
    declined_not_my_specialty: byReason('not-my-specialty'),
    declined_other: byReason('other'),
    lapsed,
  };
}
