import { EmailRenderer } from '../../infra/mail/templates/email-renderer.js';
import { finderEmailTemplates } from './finder.email-templates.js';

const ctx = { baseUrl: 'https://homephysiofinder.test', dashboardUrl: 'https://ops.homephysiofinder.test' };
const physio = {
  name: 'Dr <Amelia> Hart',
  specialtyLabels: ['Stroke Recovery', 'Falls Prevention'],
  bio: 'Ten years in NHS stroke units.\nNow visits families at home.',
  experienceYears: 12,
  areas: ['Southend', 'Leigh-on-Sea'],
  qualifications: ['BSc (Hons) Physiotherapy', 'MCSP'],
  profileUrl: 'https://profiles.test/amelia?x=1&y=2',
  hcpcNumber: 'PH123456',
};

describe('finder emails', () => {
  let renderer: EmailRenderer;
  beforeAll(async () => {
    renderer = await EmailRenderer.create(finderEmailTemplates, ctx);
  }, 30000);

  it('match for the family: public profile, next steps, 24 hours, 999, no physio email', () => {
    const mail = renderer.render('finder-matched-family', {
      requestId: 'r-1',
      contactName: 'Tom',
      conditionLabel: 'Stroke Recovery',
      urgencyLabel: 'Urgent',
      physio,
    });
    expect(mail.subject).toBe("We've matched your parent with Dr <Amelia> Hart");
    expect(mail.html).toContain('Dr &lt;Amelia&gt; Hart');
    expect(mail.html).toContain('href="https://profiles.test/amelia?x=1&amp;y=2"');
    expect(mail.text).toContain('PH123456');
    expect(mail.text).toContain('  - MCSP');
    expect(mail.text).toContain('within 24 hours');
    expect(mail.text).toContain('call 999');
    expect(mail.text).toContain('https://homephysiofinder.test/results/r-1');
    expect(mail.text).toContain('Ten years in NHS stroke units.\nNow visits');
    expect(mail.html).toContain('Ten years in NHS stroke units.<br />Now visits');
  });

  it('no match: the family hears about the 24-hour promise; coordinators get the request id', () => {
    const family = renderer.render('finder-unmatched-family', {
      requestId: 'r-2',
      contactName: null,
      conditionLabel: 'Respiratory',
      urgencyLabel: 'Soon',
      district: 'SS9',
    });
    expect(family.text).toContain('Hello,');
    expect(family.text).toContain('we will contact you within 24 hours');
    const alert = renderer.render('finder-unmatched-coordinators', {
      requests: [
        {
          requestId: 'r-2',
          district: 'SS9',
          conditionLabel: 'Respiratory',
          urgency: 'soon',
          urgencyLabel: 'Soon',
          submittedAt: new Date('2026-11-22T10:00:00Z'),
          hasContactDetails: true,
        },
      ],
    });
    expect(alert.subject).toBe('Unmatched request r-2 (soon, SS9): contact the family within 24 hours');
    expect(alert.text).toContain('Finder request r-2 could not be matched automatically.');
    expect(alert.text).toContain('District: SS9');
    expect(alert.text).toContain('Submitted: 22 November 2026 at 10:00');
    expect(alert.html).toContain('https://ops.homephysiofinder.test/ops/#/finder-requests/r-2/show');
  });

  it('no match, in a burst: one coordinators alert names every request, with a link to each', () => {
    const request = (id: string, urgency: 'urgent' | 'flexible') => ({
      requestId: id,
      district: 'HP5',
      conditionLabel: 'Respiratory',
      urgency,
      urgencyLabel: urgency === 'urgent' ? 'Urgent' : 'Flexible',
      submittedAt: new Date('2026-11-22T10:00:00Z'),
      hasContactDetails: id !== 'r-5',
    });
    const alert = renderer.render('finder-unmatched-coordinators', {
      requests: [request('r-3', 'urgent'), request('r-4', 'flexible'), request('r-5', 'flexible')],
    });
    expect(alert.subject).toBe('3 unmatched requests (1 urgent): contact the families within 24 hours');
    expect(alert.text).toContain('3 finder requests could not be matched automatically.');
    for (const id of ['r-3', 'r-4', 'r-5']) {
      expect(alert.text).toContain(`Request ${id}\n`);
      expect(alert.text).toContain(`Open: https://ops.homephysiofinder.test/ops/#/finder-requests/${id}/show`);
      expect(alert.html).toContain(`href="https://ops.homephysiofinder.test/ops/#/finder-requests/${id}/show"`);
    }
    expect(alert.text).toContain('Contact details given: no (the family cannot be contacted; review only)');
    expect(alert.text).toContain('Urgency: Urgent');
  });
});
