import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Condition, FinderRequestView, FinderRequestStatus, Urgency } from '@physio/api-contract';
import { NotFoundError } from '../../../../common/errors/domain-error.js';
import { GetFinderRequestQuery } from './get-finder-request.query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
}

// Only the physiotherapist's public profile: never their email, never the family's contact details.
const SELECT_VIEW = `
select r.id, r.postcode, r.condition, r.urgency, r.status, r.created_at,
       p.name as physio_name, p.specialties, p.bio, p.experience_years, p.areas, p.qualifications,
       p.profile_url, p.hcpc_number, to_char(p.hcpc_checked_on, 'YYYY-MM-DD') as hcpc_checked_on
from finder_request r
-- An unconfirmed request shows whom we recommend (nothing is held for them until the family confirms).
left join physiotherapist p on p.id = case r.status when 'matched' then r.matched_physiotherapist_id
                                                    when 'unconfirmed' then r.recommended_physiotherapist_id end
where r.id = ?`;

@QueryHandler(GetFinderRequestQuery)
export class GetFinderRequestHandler implements IQueryHandler<GetFinderRequestQuery, FinderRequestView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetFinderRequestQuery): Promise<FinderRequestView> {
    if (!UUID.test(id)) throw new NotFoundError('Finder request');
    const [row] = await this.em.execute<Row[]>(SELECT_VIEW, [id]);
    if (!row) throw new NotFoundError('Finder request');
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
    };
  }
}
