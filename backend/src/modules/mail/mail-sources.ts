import { contactMailSources } from '../enquiries/contact.mail.js';
import { finderMailSources } from '../finder-notifications/finder.mail.js';
import { waitlistMailSources } from '../waitlist/waitlist.mail.js';
import type { MailSource } from './mail-source.js';

/** Every template's source, gathered from the features that own them. */
export const ALL_MAIL_SOURCES: MailSource[] = [...waitlistMailSources, ...contactMailSources, ...finderMailSources];
