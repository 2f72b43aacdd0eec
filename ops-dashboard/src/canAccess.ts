import type { OpsResource, OpsRole } from '@physio/api-contract';

/**
 * What each role may do in the dashboard, by resource and action (react-admin asks with list, show, create, edit,
 * delete, export; the custom actions below use their own names). The API enforces the same roles; this only keeps
 * people from screens and buttons that would answer 403. Analysts see only the demand report and the coverage list
 * (counts and districts, no one's details): not the waitlist's people, nor Background work, whose failed jobs name
 * records by id and show error text from other systems.
 */
type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | CustomAction;
type CustomAction =
  | 'assign'
  | 'set-status'
  | 'add-note'
  | 'rematch'
  | 'take'
  | 'set-follow-up-date'
  | 'log-call'
  | 'end-sessions'
  | 'unlock'
  | 'enrolment-link'
  | 'search'
  | 'erase'
  | 'retry'
  | 'activate'
  | 'deactivate'
  | 'remove';

type Permissions = Partial<Record<OpsResource, readonly Action[]>>;

/** The demand and promises reports and their CSVs: figures only, open to every role. */
const DEMAND: Permissions = { demand: ['list', 'export'], promises: ['list', 'export'] };

const COORDINATOR: Permissions = {
  ...DEMAND,
  physiotherapists: ['list', 'show', 'create', 'edit', 'delete'],
  'finder-requests': [
    'list',
    'show',
    'assign',
    'set-status',
    'add-note',
    'rematch',
    'take',
    'set-follow-up-date',
    'log-call',
  ],
  // A request's offers (its timeline) and a physiotherapist's: read-only.
  'referral-offers': ['list'],
  'referral-offer-summaries': ['show'],
  enquiries: ['list', 'show', 'edit'],
  // Background work: the queues' health, retry and remove of failed jobs (delete = remove a failed job).
  'queue-health': ['list', 'retry', 'delete'],
  coverage: ['list'],
  waitlist: ['list', 'show', 'remove'],
};

const PERMISSIONS: Record<OpsRole, Permissions> = {
  coordinator: COORDINATOR,
  admin: {
    ...COORDINATOR,
    // No delete: an account is disabled, so the audit log keeps naming who did what.
    accounts: ['list', 'show', 'create', 'edit', 'end-sessions', 'unlock', 'enrolment-link'],
    // Whether a role must sign in with a passkey.
    'sign-in-rules': ['list', 'edit'],
    'audit-log': ['list', 'show'],
    // People's data requests (find, export, erase): admins only, as the API enforces.
    'data-rights': ['search', 'export', 'erase'],
    // Changing coverage emails everyone waiting there and decides where the business serves: admins only.
    coverage: ['list', 'activate', 'deactivate'],
  },
  // Counts and districts only; never the waitlist's people.
  analyst: { ...DEMAND, coverage: ['list'] },
};

export function canAccess(role: OpsRole | undefined, { action, resource }: { action: string; resource: string }) {
  if (!role) return false;
  const actions: readonly string[] | undefined = PERMISSIONS[role]?.[resource as OpsResource];
  return actions?.includes(action) ?? false;
}
