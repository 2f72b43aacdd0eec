import type { OpsAccountUpdateBody, OpsRole } from '@physio/api-contract';

export interface AccountChangeDecision {
  /** The fields that really change (what the audit row names; never their values). */
  fields: string[];
  action: 'update' | 'disable' | 'enable';
  roleChange?: { from: OpsRole; to: OpsRole };
  /** Disabling or a new password ends the account's sessions. */
  endSessions: boolean;
  refusal?: string;
  refusalField?: string;
}

/**
 * What an update does to an account, decided without I/O. An admin cannot disable their own account or take
 * away their own admin role: that is how a service ends up with no administrator, and another admin can do it.
 */
export function accountChanges(
  current: { id: number; displayName: string; role: OpsRole; active: boolean },
  changes: OpsAccountUpdateBody,
  actorId: number | null,
): AccountChangeDecision {
  const fields: string[] = [];
  if (changes.display_name !== undefined && changes.display_name !== current.displayName) fields.push('display_name');
  const roleChanges = changes.role !== undefined && changes.role !== current.role;
  if (roleChanges) fields.push('role');
  const activeChanges = changes.active !== undefined && changes.active !== current.active;
  if (activeChanges) fields.push('active');
  if (changes.password !== undefined) fields.push('password');

  const self = actorId === current.id;
  if (self && activeChanges && changes.active === false) {
    return refused(fields, 'You cannot disable your own account; another administrator can', 'active');
  }
  if (self && changes.password !== undefined) {
    // A reset here needs no current password: one's own goes through My account, which asks for it.
    return refused(fields, 'Change your own password from My account: it asks for your current one', 'password');
  }
  if (self && roleChanges && current.role === 'admin') {
    return refused(fields, 'You cannot remove your own administrator role; another administrator can', 'role');
  }
  return {
    fields,
    action: activeChanges ? (changes.active ? 'enable' : 'disable') : 'update',
    ...(roleChanges ? { roleChange: { from: current.role, to: changes.role! } } : {}),
    endSessions: (activeChanges && changes.active === false) || changes.password !== undefined,
  };
}

function refused(fields: string[], refusal: string, refusalField: string): AccountChangeDecision {
  return { fields, action: 'update', endSessions: false, refusal, refusalField };
}
