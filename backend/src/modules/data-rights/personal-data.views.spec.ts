import { contactEmailTemplates } from '../enquiries/contact.email-templates.js';
import { finderEmailTemplates } from '../finder-notifications/finder.email-templates.js';
import { availabilityEmailTemplates } from '../physiotherapists/availability/availability.email-templates.js';
import { queueHealthEmailTemplates } from '../queue-health/queue-health.email-templates.js';
import { referralEmailTemplates } from '../referrals/referral.email-templates.js';
import { waitlistEmailTemplates } from '../waitlist/waitlist.email-templates.js';
import { EMAIL_LABELS } from './personal-data.views.js';

describe('the emails a data request lists', () => {
  const templates = [
    ...contactEmailTemplates,
    ...finderEmailTemplates,
    ...availabilityEmailTemplates,
    ...queueHealthEmailTemplates,
    ...referralEmailTemplates,
    ...waitlistEmailTemplates,
  ].map((t) => t.name);

  it.each(templates)('names %s in words, never by its key', (name) => {
    expect(EMAIL_LABELS[name]).toEqual(expect.any(String));
    expect(EMAIL_LABELS[name]).not.toContain(name);
  });

  it('does not call the coordinators’ alert one without contact details: the family may have given them', () => {
    expect(EMAIL_LABELS['finder-unmatched-coordinators']).not.toMatch(/\(no contact details\)/);
  });
});
