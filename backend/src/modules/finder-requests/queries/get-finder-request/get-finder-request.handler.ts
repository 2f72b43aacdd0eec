import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type {
  Condition,
  FamilyConfirmation,
  MatchSource,
  FinderRequestReferral,
  FinderRequestStatus,
  FinderRequestView,
  ReferralOfferStatus,
  Urgency,
} from '@physio/api-contract';
import { liveOfferJoinSql } from '../../../referrals/referral-offer.repository.js';
import { FinderRequestErrors } from '../../finder-requests.errors.js';
import { GetFinderRequestQuery } from './get-finder-request.query.js';
import { isUuid } from '../../../../common/validation/uuid.js';

interface Row {
  id: string;
  postcode: string;
  condition: Condition;
  urgency: Urgency;
  status: FinderRequestStatus;
  created_at: Date;
  physio_name: string | null;
  specialties: Condition[] | null;
  bio: string | null;
  experience_years: number | null;
  areas: string[] | null;
  qualifications: string[] | null;
  profile_url: string | null;
  hcpc_number: string | null;
  hcpc_checked_on: string | Date | null;
  offer_status: ReferralOfferStatus | null;
  reply_by: Date | null;
  contact_by: Date | null;
  first_call_at: Date | null;
  first_visit_on: string | null;
  confirmation: FamilyConfirmation;
  match_source: MatchSource | null;
}

// Only the physiotherapist's public profile: never their email, never the family's contact details. Of the offers,
// only the live one to the matched physiotherapist, with its dates: never who declined or let one lapse.
const SELECT_VIEW = `
select r.id, r.postcode, r.condition, r.urgency, r.status, r.created_at,
       p.name as physio_name, p.specialties, p.bio, p.experience_years, p.areas, p.qualifications,
       p.profile_url, p.hcpc_number, to_char(p.hcpc_checked_on, 'YYYY-MM-DD') as hcpc_checked_on,
       o.status as offer_status, o.reply_by, o.contact_by, o.first_call_at,
       to_char(o.first_visit_on, 'YYYY-MM-DD') as first_visit_on,
       -- A coordinator's assignment confirms a phone-only family (they called them).
       case when r.contact_confirmed_at is not null or r.assigned_by is not null then 'confirmed'
            when r.consent_given_at is not null and r.contact_email is not null then 'awaiting_email'
            when r.consent_given_at is not null and r.contact_phone is not null then 'awaiting_call'
            else 'no_contact' end as confirmation,
       -- A coordinator's choice the rules would not make has no score (assign-finder-request).
       case when r.status <> 'matched' then null
            when r.assigned_by is null then 'matching'
            when r.match_score is not null then 'team'
            else 'team_exception' end as match_source
from finder_request r
${liveOfferJoinSql('r', 'o')}
-- An unconfirmed request shows whom we recommend (nothing is held for them until the family confirms).
left join physiotherapist p on p.id = case r.status when 'matched' then r.matched_physiotherapist_id
                                                    when 'unconfirmed' then r.recommended_physiotherapist_id end
where r.id = ?`;

@QueryHandler(GetFinderRequestQuery)
export class GetFinderRequestHandler implements IQueryHandler<GetFinderRequestQuery, FinderRequestView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetFinderRequestQuery): Promise<FinderRequestView> {
    if (!isUuid(id)) throw FinderRequestErrors.notFound();
    const [row] = await this.em.execute<Row[]>(SELECT_VIEW, [id]);
    if (!row) throw FinderRequestErrors.notFound();
    return {
      id: row.id,
      postcode: row.postcode,
      condition: row.condition,
      urgency: row.urgency,
      status: row.status,
      created_at: new Date(row.created_at).toISOString(),
      matched_physiotherapist: row.physio_name
        ? {
            name: row.physio_name,
            specialties: row.specialties ?? [],
            bio: row.bio ?? '',
            experience_years: row.experience_years ?? 0,
            areas: row.areas ?? [],
            qualifications: row.qualifications ?? [],
            profile_url: row.profile_url,
            hcpc_number: row.hcpc_number ?? '',
            hcpc_checked_on: String(row.hcpc_checked_on),
          }
        : null,
      referral: row.status === 'matched' && row.physio_name ? referralOf(row) : null,
      confirmation: row.confirmation,
      match_source: row.match_source,
    };
  }
}

function referralOf(row: Row): FinderRequestReferral | null {
  if (row.offer_status !== 'open' && row.offer_status !== 'accepted') return null;
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    status: row.offer_status === 'open' ? 'offered' : 'accepted',
    reply_by: iso(row.reply_by)!,
    contact_by: iso(row.contact_by),
    first_call_at: iso(row.first_call_at),
    first_visit_on: row.first_visit_on,
  };
}
