import { EmailRenderer } from '../../infra/mail/templates/email-renderer.js';
import { waitlistEmailTemplates } from './waitlist.email-templates.js';

const ctx = { baseUrl: 'https://homephysiofinder.test', dashboardUrl: 'https://ops.homephysiofinder.test' };

describe('waitlist emails', () => {
  let renderer: EmailRenderer;
  beforeAll(async () => {
    renderer = await EmailRenderer.create(waitlistEmailTemplates, ctx);
  }, 30000);

  it('waitlist confirmation: district, condition, one-click unsubscribe, escaped name', () => {
    const url = 'https://homephysiofinder.test/api/waitlist/unsubscribe?token=abc.def';
    const mail = renderer.render(
      'waitlist-joined',
      { name: '<script>x</script> Sarah', district: 'CB1', conditionLabel: 'Falls Prevention', unsubscribeUrl: url },
      { unsubscribeUrl: url },
    );
    expect(mail.subject).toBe("You're on the Home Physio Finder waitlist for CB1");
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt; Sarah');
    expect(mail.html).not.toContain('<script>x</script>');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain('Dear <script>x</script> Sarah,');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('Falls Prevention');
    expect(mail.text).toContain('call 999');
    expect(mail.html).toContain('Home Physio Finder');
  });

  const areaCovered = (physiotherapists: number) =>
    renderer.render(
      'waitlist-area-covered',
      {
        name: 'Sarah',
        district: 'NR2',
        county: 'Norfolk',
        postcode: 'NR2 1AB',
        physiotherapists,
        unsubscribeUrl: 'https://u.test/x',
      },
      { unsubscribeUrl: 'https://u.test/x' },
    );

  it('area covered: the district, and the finder link carrying their postcode', () => {
    const mail = areaCovered(1);
    expect(mail.subject).toContain('now covers NR2');
    expect(mail.text).toContain('NR2 (Norfolk)');
    expect(mail.html).toContain('href="https://homephysiofinder.test/finder?postcode=NR2%201AB"');
    expect(mail.text).toContain('https://homephysiofinder.test/finder?postcode=NR2%201AB');
    expect(mail.text).toContain('within 24 hours');
  });

  it('area covered: "a physiotherapist" when there is one, the number when more', () => {
    expect(areaCovered(1).text).toContain('now has a qualified, HCPC-registered physiotherapist visiting homes in NR2');
    expect(areaCovered(1).text).not.toContain('physiotherapists visiting');
    expect(areaCovered(3).text).toContain(
      'now has 3 qualified, HCPC-registered physiotherapists visiting homes in NR2',
    );
  });

  it('already on the list: names the district, asks nothing, offers the leave link', () => {
    const url = 'https://homephysiofinder.test/api/waitlist/unsubscribe?token=abc.def';
    const mail = renderer.render(
      'waitlist-already-joined',
      { name: 'Sarah', district: 'CB1', unsubscribeUrl: url },
      { unsubscribeUrl: url },
    );
    expect(mail.subject).toBe('You are already on the Home Physio Finder waitlist for CB1');
    expect(mail.text).toContain('You are already on the list for CB1');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
  });
});
