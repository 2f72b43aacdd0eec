import type { EntityManager } from '@mikro-orm/postgresql';
import { OpsPasskey } from './ops-passkey.entity.js';

/** Every write of `ops_passkey` (see table-owners.ts), each through the caller's EntityManager (its transaction). */

export interface NewPasskey {
  accountId: number;
  credentialId: string;
  publicKey: Buffer;
  signCount: number;
  transports: string[];
  name: string;
}

export async function addOpsPasskey(em: EntityManager, passkey: NewPasskey): Promise<OpsPasskey> {
  const row = Object.assign(new OpsPasskey(), { ...passkey, signCount: String(passkey.signCount) });
  em.persist(row);
  await em.flush();
  return row;
}

/** Removes one of the account's passkeys; null when it has none with that id (another account's included). */
export async function removeOpsPasskey(em: EntityManager, accountId: number, id: number): Promise<OpsPasskey | null> {
  const row = await em.findOne(OpsPasskey, { id, accountId });
  if (!row) return null;
  const removed = await em.nativeDelete(OpsPasskey, { id, accountId });
  return removed === 1 ? row : null;
}

/**
 * Records a sign-in with the passkey and its new signature counter. An authenticator that counts must show a higher
 * count each time (a lower one suggests a cloned key): the database decides, so two racing sign-ins cannot both pass.
 */
export async function recordPasskeyUse(em: EntityManager, id: number, signCount: number): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>(
    'update ops_passkey set sign_count = ?, last_used_at = now() where id = ? and (? = 0 or sign_count < ?) returning id',
    [signCount, id, signCount, signCount],
  );
  return rows.length === 1;
}
