export * from './auth.js';
export * from './accounts.js';
export * from './physiotherapists.js';
export * from './finder-requests.js';
export * from './enquiries.js';
export * from './home.js';
export * from './data-rights.js';
export * from './queue-health.js';
export * from './demand.js';
export * from './coverage.js';
export * from './waitlist.js';
export * from './referral-offers.js';

/** Most rows one list request may ask for (range=[0,499]). */
export const OPS_MAX_PAGE_SIZE = 500;

/** Resources of /api/ops/<resource>, as the dashboard names them. */
export const OPS_RESOURCES = [
  'physiotherapists',
  'finder-requests',
  'enquiries',
  'accounts',
  'sign-in-rules',
  'audit-log',
  'data-rights',
  'queue-health',
  'demand',
  'promises',
  'coverage',
  'coverage-changes',
  'waitlist',
  'referral-offers',
  'referral-offer-summaries',
] as const;
export type OpsResource = (typeof OPS_RESOURCES)[number];
