import { defineTemplate } from '../../../infra/mail/templates/email-template.js';
import { AVAILABILITY_LINK_TEMPLATE } from '../physiotherapist.repository.js';

export interface AvailabilityLinkData {
  physioName: string;
  availabilityUrl: string;
}

/** The link a physiotherapist asked for by email. */
export const availabilityLink = defineTemplate<AvailabilityLinkData>({
  name: AVAILABILITY_LINK_TEMPLATE,
  footer: 'physio',
  subject: () => 'Your availability on Home Physio Finder',
  mjml: `
        <mj-text>Dear {{physioName}},</mj-text>
        <mj-text>Here is the link you asked for: pause new referrals while you are away, and change how many families you can take on each week and how far you travel. It works for 30 days.</mj-text>
        <mj-button href="{{availabilityUrl}}">Update my availability</mj-button>
        <mj-text>If you did not ask for it, you can ignore this email: nothing changes unless you use the link.</mj-text>`,
  text: `Dear {{physioName}},

Here is the link you asked for: pause new referrals while you are away, and change how many families you can take on each week and how far you travel. It works for 30 days.

Update my availability: {{availabilityUrl}}

If you did not ask for it, you can ignore this email: nothing changes unless you use the link.`,
  view: (d) => ({ physioName: d.physioName, availabilityUrl: d.availabilityUrl }),
});

export const availabilityEmailTemplates = [availabilityLink];
