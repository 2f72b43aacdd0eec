import { contactMailSources } from '../../modules/enquiries/contact.mail.js';
import { finderMailSources } from '../../modules/finder-notifications/finder.mail.js';
import { waitlistMailSources } from '../../modules/waitlist/waitlist.mail.js';
import type { MailSource } from './mail-source.js';

/** Every template's source, gathered from the features that own them. */
export const ALL_MAIL_SOURCES: MailSource[] = [...waitlistMailSources, ...contactMailSources, ...finderMailSources];
