import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestFactsRow } from './promise-facts.columns.js';

/**
 * The promises report's facts as rows, a read model over `finder_request`, `referral_offer`, `postcode_district` and
 * `physiotherapist`: every request that is confirmed or has offers, with its offers' answers, first contact and
 * first visit. Times travel as whole microseconds since the epoch (exact in a JavaScript number), so the durations
 * computed from them are those PostgreSQL computes.
 */

const US = (at: string) => `(extract(epoch from ${at}) * 1000000)::int8`;
const LONDON_DAY = (at: string) => `((${at} at time zone 'Europe/London')::date - date '1970-01-01')`;

const REQUEST_COLUMNS = `r.id, ${LONDON_DAY('r.contact_confirmed_at')} as confirmed_day,
  ${US('r.contact_confirmed_at')} as confirmed_us, r.district, r.urgency, r.condition`;

const OFFER_COLUMNS = `o.finder_request_id as id, o.physiotherapist_id, o.status, o.decline_reason,
  ${LONDON_DAY('o.offered_at')} as offered_day, ${US('o.offered_at')} as offered_us,
  ${US(`case when o.status = 'accepted' then o.answered_at end`)} as accepted_us,
  ${US('o.contact_by')} as contact_by_us,
  ${US(`case when o.family_contacted then least(coalesce(o.first_call_at, o.contact_answered_at), o.contact_answered_at) end`)}
    as first_contact_us,
  ${US(`case when o.visit_happened then o.first_visit_on::timestamp at time zone 'Europe/London' end`)} as visit_us`;

/** The requests the report may count: confirmed, or offered to someone (the grouping by physiotherapist counts those). */
const COUNTED = `(r.contact_confirmed_at is not null or exists (select 1 from referral_offer x where x.finder_request_id = r.id))`;

interface RequestRow {
  id: string;
  confirmed_day: number | null;
  confirmed_us: string | null;
  district: string;
  urgency: string;
  condition: string;
}

interface OfferRow {
  id: string;
  physiotherapist_id: number;
  status: string;
  decline_reason: string | null;
  offered_day: number;
  offered_us: string;
  accepted_us: string | null;
  contact_by_us: string | null;
  first_contact_us: string | null;
  visit_us: string | null;
}

const micros = (value: string | null) => (value === null ? null : Number(value));

/** Requests and their offers, both ordered by request id, folded together. */
function requestsOf(requests: RequestRow[], offers: OfferRow[]): RequestFactsRow[] {
  let o = 0;
  return requests.map((row) => {
    const facts: RequestFactsRow = {
      id: row.id,
      confirmedDay: row.confirmed_day,
      confirmedUs: micros(row.confirmed_us),
      district: row.district,
      urgency: row.urgency,
      condition: row.condition,
      offers: [],
    };
    while (o < offers.length && offers[o].id < row.id) o++;
    for (; o < offers.length && offers[o].id === row.id; o++) {
      const offer = offers[o];
      facts.offers.push({
        physiotherapistId: offer.physiotherapist_id,
        status: offer.status,
        declineReason: offer.decline_reason,
        offeredDay: offer.offered_day,
        offeredUs: Number(offer.offered_us),
        acceptedUs: micros(offer.accepted_us),
        contactByUs: micros(offer.contact_by_us),
        firstContactUs: micros(offer.first_contact_us),
        visitUs: micros(offer.visit_us),
      });
    }
    return facts;
  });
}

/** Every postcode district with its county ('Unknown' when it has none), as the report groups them. */
export function promiseDistricts(em: EntityManager): Promise<{ district: string; county: string }[]> {
  return em.execute(`select district, coalesce(county, 'Unknown') as county from postcode_district order by district`);
}

/** The next `limit` requests the report may count after `afterId` (by id), with their offers. */
export async function promiseFactsAfter(em: EntityManager, afterId: string, limit: number): Promise<RequestFactsRow[]> {
  const requests = await em.execute<RequestRow[]>(
    `select ${REQUEST_COLUMNS} from finder_request r where r.id > ? and ${COUNTED} order by r.id limit ?`,
    [afterId, limit],
  );
  if (requests.length === 0) return [];
  // The offers of that range of ids, from the index (joining them read every offer for each range).
  const offers = await em.execute<OfferRow[]>(
    `select ${OFFER_COLUMNS} from referral_offer o where o.finder_request_id > ? and o.finder_request_id <= ?
     order by o.finder_request_id, o.offered_at, o.id`,
    [afterId, requests[requests.length - 1].id],
  );
  return requestsOf(requests, offers);
}

/** These requests' facts, for those the report may count (the others are gone or no longer count). */
export async function promiseFactsOf(em: EntityManager, ids: readonly string[]): Promise<RequestFactsRow[]> {
  if (ids.length === 0) return [];
  const requests = await em.execute<RequestRow[]>(
    `select ${REQUEST_COLUMNS} from finder_request r where r.id in (?) and ${COUNTED} order by r.id`,
    [ids],
  );
  if (requests.length === 0) return [];
  const offers = await em.execute<OfferRow[]>(
    `select ${OFFER_COLUMNS} from referral_offer o where o.finder_request_id in (?)
     order by o.finder_request_id, o.offered_at, o.id`,
    [requests.map((r) => r.id)],
  );
  return requestsOf(requests, offers);
}

/** Physiotherapists' names for the report grouped by physiotherapist. */
export function physiotherapistNames(
  em: EntityManager,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return em.execute(`select id, name from physiotherapist where id in (?)`, [ids]);
}
