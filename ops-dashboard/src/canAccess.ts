import type { OpsResource, OpsRole } from '@physio/api-contract';

/**
 * What each role may do in the dashboard, by resource and action (react-admin asks with list, show, create, edit,
 * delete, export; the custom actions below use their own names). The API enforces the same roles; this only keeps
 * people from screens and buttons that would answer 403. Analysts see none of these resources: their reports come
 * later.
 */
type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | CustomAction;
type CustomAction = 'assign' | 'set-status' | 'add-note' | 'rematch' | 'end-sessions';

type Permissions = Partial<Record<OpsResource, readonly Action[]>>;

const COORDINATOR: Permissions = {
  physiotherapists: ['list', 'show', 'create', 'edit', 'delete'],
  'finder-requests': ['list', 'show', 'assign', 'set-status', 'add-note', 'rematch'],
  enquiries: ['list', 'show', 'edit'],
};

const PERMISSIONS: Record<OpsRole, Permissions> = {
  coordinator: COORDINATOR,
  admin: {
    ...COORDINATOR,
    // No delete: an account is disabled, so the audit log keeps naming who did what.
    accounts: ['list', 'show', 'create', 'edit', 'end-sessions'],
    'audit-log': ['list', 'show'],
  },
  analyst: {},
};

export function canAccess(role: OpsRole | undefined, { action, resource }: { action: string; resource: string }) {
  if (!role) return false;
  const actions: readonly string[] | undefined = PERMISSIONS[role]?.[resource as OpsResource];
  return actions?.includes(action) ?? false;
}
