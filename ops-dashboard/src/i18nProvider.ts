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
};

function interpolate(message: string, options: Record<string, unknown> = {}): string {
  const forms = message.split(' |||| ');
  const count = typeof options.smart_count === 'number' ? options.smart_count : 1;
  const chosen = forms.length > 1 && count !== 1 ? forms[1] : forms[0];
  return chosen.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole));
}

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) =>
    key in MESSAGES ? interpolate(MESSAGES[key], options) : defaultI18nProvider.translate(key, options),
  getLocale: () => 'en-GB',
};
