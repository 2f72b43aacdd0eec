import type { EntityManager } from '@mikro-orm/postgresql';
import { OPS_ROLES, type OpsRole, type OpsSignInRule as OpsSignInRuleView } from '@physio/api-contract';

/** The roles in the order the dashboard lists them (constants of the contract, written into the statement). */
const ROLES_ARRAY = `array[${OPS_ROLES.map((role) => `'${role}'`).join(', ')}]`;

/** Every statement of `ops_sign_in_rule` (see table-owners.ts), and the reads sign-in and the guard share. */

/**
 * Whether the account must add a passkey before anything else: its role requires passkeys and it has none. The
 * guard embeds it in its read of the account on every request, so a rule applies at once.
 */
export const PASSKEY_MISSING_SQL = `(exists (select 1 from ops_sign_in_rule r where r.role = ops_account.role and r.passkey_required)
  and not exists (select 1 from ops_passkey k where k.account_id = ops_account.id))`;

/** Whether the account must add a passkey before anything else (its role requires one and it has none). */
export async function passkeyMissing(em: EntityManager, accountId: number): Promise<boolean> {
  const [row] = await em.execute<{ missing: boolean }[]>(
    `select ${PASSKEY_MISSING_SQL} as missing from ops_account where id = ?`,
    [accountId],
  );
  return row?.missing ?? false;
}

export async function passkeyRequiredFor(em: EntityManager, role: OpsRole): Promise<boolean> {
  const [row] = await em.execute<{ passkey_required: boolean }[]>(
    'select passkey_required from ops_sign_in_rule where role = ?',
    [role],
  );
  return row?.passkey_required ?? false;
}

/** Every role's rule, with how many of its active accounts have no passkey yet (what requiring one would ask of). */
export async function listSignInRules(em: EntityManager): Promise<OpsSignInRuleView[]> {
  const rows = await em.execute<
    {
      role: OpsRole;
      passkey_required: boolean;
      active_accounts: number;
      accounts_without_passkey: number;
      updated_at: Date | null;
    }[]
  >(
    // Every role, with its row when there is one: a role without a row (a table emptied by hand) requires nothing.
    `select roles.role, coalesce(r.passkey_required, false) as passkey_required, r.updated_at,
       count(a.id)::int as active_accounts,
       count(a.id) filter (where not exists (select 1 from ops_passkey k where k.account_id = a.id))::int
         as accounts_without_passkey
     from unnest(${ROLES_ARRAY}::text[]) with ordinality as roles (role, position)
     left join ops_sign_in_rule r on r.role = roles.role
     left join ops_account a on a.role = roles.role and a.active
     group by roles.role, roles.position, r.passkey_required, r.updated_at
     order by roles.position`,
  );
  return rows.map((row) => ({
    id: row.role,
    passkey_required: row.passkey_required,
    active_accounts: row.active_accounts,
    accounts_without_passkey: row.accounts_without_passkey,
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  }));
}

/** Sets a role's rule; false when it already was so (nothing written). */
export async function setPasskeyRequired(
  em: EntityManager,
  role: OpsRole,
  required: boolean,
  actorId: number,
): Promise<boolean> {
  const rows = await em.execute<{ role: string }[]>(
    `insert into ops_sign_in_rule (role, passkey_required, updated_at, updated_by) values (?, ?, now(), ?)
     on conflict (role) do update set passkey_required = excluded.passkey_required, updated_at = now(),
       updated_by = excluded.updated_by
     where ops_sign_in_rule.passkey_required <> excluded.passkey_required
     returning role`,
    [role, required, actorId],
  );
  return rows.length === 1;
}
