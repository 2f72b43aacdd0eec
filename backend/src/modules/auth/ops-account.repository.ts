import type { EntityManager } from '@mikro-orm/postgresql';
import { OpsAccount } from './ops-account.entity.js';

/** Every write of `ops_account` (see table-owners.ts), each through the caller's EntityManager (its transaction). */

/** Inserts a new account or writes an account's changed fields; the account gets its id once flushed. */
export async function saveOpsAccount(em: EntityManager, account: OpsAccount): Promise<void> {
  em.persist(account);
  await em.flush();
}

export async function setOpsAccountPassword(em: EntityManager, accountId: number, passwordHash: string): Promise<void> {
  // The person chose it themself (the current one checked first), so it is no longer a one-time password.
  await em.nativeUpdate(
    OpsAccount,
    { id: accountId },
    { passwordHash, passwordChangedAt: new Date(), passwordMustChange: false },
  );
}

/** Replaces the account's recovery codes (their digests). */
export async function setRecoveryCodes(em: EntityManager, accountId: number, digests: string[]): Promise<void> {
  // As JSON: a bound JS array would be spread into a list of parameters.
  await em.execute(
    'update ops_account set recovery_codes = array(select jsonb_array_elements_text(?::jsonb)) where id = ?',
    [JSON.stringify(digests), accountId],
  );
}

/** Uses one recovery code up: false when it is not (or no longer) one of the account's. Atomic, so it works once. */
export async function useRecoveryCode(em: EntityManager, accountId: number, digest: string): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>(
    'update ops_account set recovery_codes = array_remove(recovery_codes, ?) where id = ? and ? = any(recovery_codes) returning id',
    [digest, accountId, digest],
  );
  return rows.length === 1;
}

export async function markOpsAccountSignedIn(em: EntityManager, accountId: number): Promise<void> {
  await em.nativeUpdate(OpsAccount, { id: accountId }, { lastSignInAt: new Date() });
}

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

/** Makes `digest` the account's one live enrolment link: any earlier link of the account stops working. */
export async function setEnrolmentLink(
  em: EntityManager,
  accountId: number,
  digest: string,
  expiresAt: Date,
): Promise<void> {
  await em.nativeUpdate(
    OpsAccount,
    { id: accountId },
    { enrolmentLinkHash: digest, enrolmentLinkExpiresAt: expiresAt },
  );
}

/**
 * Uses the enrolment link up, only while it is still the account's live, unexpired link: the database decides, so
 * of two requests racing with one link only one gets true.
 */
export async function useEnrolmentLink(em: EntityManager, accountId: number, digest: string): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>(
    'update ops_account set enrolment_link_hash = null, enrolment_link_expires_at = null where id = ? and enrolment_link_hash = ? and enrolment_link_expires_at > now() and active returning id',
    [accountId, digest],
  );
  return rows.length === 1;
}
