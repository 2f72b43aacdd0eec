/**
 * Who owns each table, and the data-access files (`<table-or-aggregate>.repository.ts`, in the owner's folder) where
 * every statement that writes it lives. Another module that must change a table calls a function of one of these
 * files, passing its transaction's EntityManager when the change belongs to its transaction.
 *
 * `table-owners.spec.ts` (a unit test, so part of `npm test`) scans `backend/src/**\/*.ts` for statements that write
 * a table and fails naming the file, the table and its owner when the file is not listed here. Not scanned:
 * `*.spec.ts`, `migrations/` (the schema's history) and `seeders/` (the reference and demo data that
 * `prepare-database` loads into several owners' tables before anything else runs). Paths are relative to
 * `backend/src/`. Listed in docs/architecture.md ("Data ownership"), with the read models that join across owners.
 */
export interface TableOwner {
  /** The module (or infra folder) that owns the table. */
  owner: string;
  /** The only files whose statements may write the table. */
  repositories: readonly string[];
}

export const TABLE_OWNERS = {
  audit_log: { owner: 'modules/audit', repositories: ['modules/audit/audit-log.repository.ts'] },
  contact_enquiry: {
    owner: 'modules/enquiries',
    repositories: ['modules/enquiries/contact-enquiry.repository.ts'],
  },
  contact_enquiry_entry: {
    owner: 'modules/enquiries',
    repositories: ['modules/enquiries/contact-enquiry.repository.ts'],
  },
  coverage_change: { owner: 'modules/coverage', repositories: ['modules/coverage/coverage.repository.ts'] },
  postcode_district: { owner: 'modules/coverage', repositories: ['modules/coverage/coverage.repository.ts'] },
  demand_daily: { owner: 'modules/demand', repositories: ['modules/demand/demand.repository.ts'] },
  demand_district_monthly: { owner: 'modules/demand', repositories: ['modules/demand/demand.repository.ts'] },
  demand_district_condition_monthly: {
    owner: 'modules/demand',
    repositories: ['modules/demand/demand.repository.ts'],
  },
  demand_frozen_period: { owner: 'modules/demand', repositories: ['modules/demand/demand.repository.ts'] },
  demand_frozen_cell: { owner: 'modules/demand', repositories: ['modules/demand/demand.repository.ts'] },
  demand_event_applied: { owner: 'modules/demand', repositories: ['modules/demand/demand.repository.ts'] },
  demand_person: { owner: 'modules/demand', repositories: ['modules/demand/demand.repository.ts'] },
  expansion_event: { owner: 'modules/demand', repositories: ['modules/demand/demand.repository.ts'] },
  email_log: { owner: 'infra/mail', repositories: ['infra/mail/email-log.repository.ts'] },
  finder_request: {
    owner: 'modules/finder-requests',
    repositories: ['modules/finder-requests/finder-request.repository.ts'],
  },
  finder_request_note: {
    owner: 'modules/finder-requests',
    repositories: ['modules/finder-requests/finder-request.repository.ts'],
  },
  ops_account: { owner: 'modules/auth', repositories: ['modules/auth/ops-account.repository.ts'] },
  ops_passkey: { owner: 'modules/auth', repositories: ['modules/auth/passkeys/ops-passkey.repository.ts'] },
  ops_sign_in_rule: {
    owner: 'modules/auth',
    repositories: ['modules/auth/sign-in-rules/ops-sign-in-rule.repository.ts'],
  },
  // The outbox's two statements predate the naming: the insert fragment every writer embeds, and the relay's claim.
  outbox_message: {
    owner: 'infra/outbox',
    repositories: ['infra/outbox/outbox-insert.ts', 'infra/outbox/outbox-relay.ts'],
  },
  page_view_daily: { owner: 'modules/analytics', repositories: ['modules/analytics/page-view.repository.ts'] },
  physiotherapist: {
    owner: 'modules/physiotherapists',
    repositories: ['modules/physiotherapists/physiotherapist.repository.ts'],
  },
  physiotherapist_weekly_load: {
    owner: 'modules/physiotherapists',
    repositories: [
      'modules/physiotherapists/physiotherapist.repository.ts',
      'modules/physiotherapists/physiotherapist-weekly-load.repository.ts',
    ],
  },
  queue_health_incident: {
    owner: 'modules/queue-health',
    repositories: ['modules/queue-health/queue-health.repository.ts'],
  },
  queue_health_state: {
    owner: 'modules/queue-health',
    repositories: ['modules/queue-health/queue-health.repository.ts'],
  },
  promise_change: {
    owner: 'modules/referrals',
    repositories: ['modules/referrals/promise-change.repository.ts'],
  },
  referral_offer: {
    owner: 'modules/referrals',
    repositories: ['modules/referrals/referral-offer.repository.ts'],
  },
  waitlist_entry: { owner: 'modules/waitlist', repositories: ['modules/waitlist/waitlist-entry.repository.ts'] },
} as const satisfies Record<string, TableOwner>;

export type OwnedTable = keyof typeof TABLE_OWNERS;

/** A write outside the owner's repositories that is known and accepted for now; each says why and until when. */
export interface WriteException {
  file: string;
  /** The table written, or `(dynamic)` for a statement whose table name is built at run time. */
  table: OwnedTable | '(dynamic)';
  why: string;
}

export const WRITE_EXCEPTIONS: readonly WriteException[] = [
  // infra/outbox and infra/mail are being changed elsewhere; their erasure and retention deletes move into
  // outbox/email-log functions once those land.
  {
    file: 'modules/data-rights/personal-data.ts',
    table: 'outbox_message',
    why: "an erasure drops the person's queued events (belongs in infra/outbox)",
  },
  {
    file: 'modules/data-rights/personal-data.ts',
    table: 'email_log',
    why: "an erasure deletes the person's email-log rows (belongs in EmailLogRepository)",
  },
  {
    file: 'modules/retention/retention-deletes.ts',
    table: 'email_log',
    why: 'retention deletes email-log rows older than 3 years (belongs in EmailLogRepository)',
  },
];
