import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/**
 * react-admin's English messages, with British spelling and this service's words where they differ. Resource names
 * are here too (singular |||| plural, chosen by smart_count), so titles, menus and buttons all say "Request", not
 * "Finder-request".
 */
const MESSAGES: Record<string, string> = {
  'ra.auth.logout': 'Sign out',
  'ra.auth.auth_check_error': 'Please sign in to continue',
  'ra.notification.logged_out': 'Your session has ended. Please sign in again.',
  'ra.notification.not_authorized': 'You are not authorised to do that.',
  'ra.message.invalid_form': 'Some fields need attention: see the messages beside them.',
  'ra.action.customize': 'Customise',
  'resources.physiotherapists.name': 'Physiotherapist |||| Physiotherapists',
  'resources.finder-requests.name': 'Request |||| Requests',
  'resources.enquiries.name': 'Enquiry |||| Enquiries',
  'resources.accounts.name': 'Account |||| Accounts',
  'resources.audit-log.name': 'Audit entry |||| Audit log',
  'resources.demand.name': 'Demand |||| Demand',
  'resources.promises.name': 'Promises |||| Promises',
  'resources.coverage.name': 'District |||| Coverage',
  'resources.waitlist.name': 'Waitlist entry |||| Waitlist',
  'resources.referral-offers.name': 'Offer |||| Offers',
  'resources.referral-offer-summaries.name': 'Offer figures |||| Offer figures',
};

/**
 * react-admin names a sort button "Sort by %{field_lower_first} …" with the label's first letter lower-cased, which
 * turns "HCPC checked" into "hCPC checked": a label starting with an acronym keeps its capitals.
 */
function withSortField(key: string, options?: Record<string, unknown>): Record<string, unknown> | undefined {
  if (key !== 'ra.sort.sort_by' || typeof options?.field !== 'string') return options;
  const field = options.field;
  const lowerFirst = /^[A-Z]{2}/.test(field) ? field : field.charAt(0).toLowerCase() + field.slice(1);
  return { ...options, field_lower_first: lowerFirst };
}

function interpolate(message: string, options: Record<string, unknown> = {}): string {
  const forms = message.split(' |||| ');
  const count = typeof options.smart_count === 'number' ? options.smart_count : 1;
  const chosen = forms.length > 1 && count !== 1 ? forms[1] : forms[0];
  return chosen.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole));
}

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) =>
    key in MESSAGES
      ? interpolate(MESSAGES[key], withSortField(key, options))
      : defaultI18nProvider.translate(key, withSortField(key, options)),
  getLocale: () => 'en-GB',
};
