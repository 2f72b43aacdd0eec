import type { EntityManager } from '@mikro-orm/postgresql';
import { OpsAccount } from '../ops-account.entity.js';

/**
 * Marks the time step used, only if it is later than the last one used: the database decides, so two
 * requests racing with the same code cannot both pass. With `enrolSecret`, also switches the account to
 * that secret (first code of an enrolment). False when the step was already used.
 */
export async function acceptTimeStep(
  em: EntityManager,
  accountId: number,
  timeStep: number,
  enrolSecret?: string,
): Promise<boolean> {
  const changed = await em.nativeUpdate(
    OpsAccount,
    enrolSecret
      ? { id: accountId }
      : { id: accountId, $or: [{ totpLastTimeStep: null }, { totpLastTimeStep: { $lt: String(timeStep) } }] },
    {
      totpLastTimeStep: String(timeStep),
      ...(enrolSecret ? { totpSecret: enrolSecret, totpEnabled: true } : {}),
    },
  );
  return changed === 1;
}
