import { EmailRenderer } from '../../infra/mail/templates/email-renderer.js';
import { contactEmailTemplates } from './contact.email-templates.js';

const ctx = { baseUrl: 'https://homephysiofinder.test', dashboardUrl: 'https://ops.homephysiofinder.test' };

describe('contact emails', () => {
  let renderer: EmailRenderer;
  beforeAll(async () => {
    renderer = await EmailRenderer.create(contactEmailTemplates, ctx);
  }, 30000);

  it('contact: the team gets the message; the sender gets an acknowledgement without it', () => {
    const team = renderer.render('contact-received', {
      enquiryId: 'e-1',
      name: 'Ann',
      email: 'ann@example.test',
      phone: null,
      subjectLabel: 'Pricing',
      message: 'How much <b>is</b> it?',
      isConsultation: false,
      receivedAt: new Date('2026-11-22T10:00:00Z'),
    });
    expect(team.subject).toBe('New message: Pricing from Ann');
    expect(team.text).toContain('Phone: not given');
    expect(team.html).toContain('How much &lt;b&gt;is&lt;/b&gt; it?');
    const ack = renderer.render('contact-acknowledgement', {
      name: 'Ann',
      subjectLabel: 'Pricing',
      isConsultation: false,
    });
    expect(ack.text).toContain('within 24 hours');
    expect(ack.text).not.toContain('How much');
  });

  it('keeps subjects to one line', () => {
    const mail = renderer.render('contact-received', {
      enquiryId: 'e',
      name: 'Evil\r\nBcc: x@y.test',
      email: 'a@b.test',
      phone: null,
      subjectLabel: 'Other',
      message: 'm',
      isConsultation: false,
      receivedAt: new Date(),
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
