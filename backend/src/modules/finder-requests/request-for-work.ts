import type { EntityManager } from '@mikro-orm/postgresql';
import type { FinderRequestFollowUp } from './finder-request-follow-up.js';
import { IN_OPS_QUEUE_SQL } from './finder-request-queue.read-model.js';
import { isUuid } from '../../common/validation/uuid.js';

export interface RequestForWork {
  follow_up: FinderRequestFollowUp | null;
  owner_account_id: number | null;
  owner_name: string | null;
  has_phone: boolean;
}

/**
 * Locks a request in the coordinators' queue for an action on it, in the caller's transaction; undefined when there
 * is none (an email still to be confirmed is nobody's work yet: IN_OPS_QUEUE_SQL).
 */
export async function lockRequestForWork(em: EntityManager, id: string): Promise<RequestForWork | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await em.execute<RequestForWork[]>(
    `select r.follow_up, r.owner_account_id, r.owner_name, r.contact_phone is not null as has_phone
     from finder_request r where r.id = ? and ${IN_OPS_QUEUE_SQL} for update`,
    [id],
  );
  return row;
}
