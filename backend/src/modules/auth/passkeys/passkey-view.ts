import type { OpsPasskey as OpsPasskeyRow } from '@physio/api-contract';
import type { OpsPasskey } from './ops-passkey.entity.js';

/** A passkey as My account lists it: never its key or credential id. */
export function passkeyRow(passkey: OpsPasskey): OpsPasskeyRow {
  return {
    id: passkey.id,
    name: passkey.name,
    created_at: passkey.createdAt.toISOString(),
    last_used_at: passkey.lastUsedAt ? passkey.lastUsedAt.toISOString() : null,
  };
}
