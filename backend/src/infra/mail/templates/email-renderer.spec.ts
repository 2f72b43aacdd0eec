import { defineTemplate } from './email-template.js';
import { EmailRenderer } from './email-renderer.js';

const ctx = { baseUrl: 'https://homephysiofinder.test', dashboardUrl: 'https://ops.homephysiofinder.test' };

/** A template of no feature: the renderer only knows the templates it is given. */
const reminder = defineTemplate<{ name: string; when: string }>({
  name: 'test-reminder',
  footer: 'family',
  subject: (d) => `Reminder for\r\n${d.name}`,
  mjml: `<mj-text>Dear {{name}}, see you {{when}}.</mj-text>`,
  text: `Dear {{name}}, see you {{when}}.`,
  view: (d) => ({ name: d.name, when: d.when }),
});

describe('EmailRenderer', () => {
  let renderer: EmailRenderer;
  beforeAll(async () => {
    renderer = await EmailRenderer.create([reminder], ctx);
  }, 30000);

  it('renders a template it was given inside the shared layout, values escaped in the HTML', () => {
    const mail = renderer.render('test-reminder', { name: '<b>Ann</b>', when: 'on Monday' });
    expect(mail.html).toContain('Dear &lt;b&gt;Ann&lt;/b&gt;, see you on Monday.');
    expect(mail.html).toContain('Home Physio Finder');
    expect(mail.text).toContain('Dear <b>Ann</b>, see you on Monday.');
    expect(mail.text).toContain('call 999');
    expect(mail.text).toContain('https://homephysiofinder.test/privacy');
  });

  it('keeps subjects to one line', () => {
    expect(renderer.render('test-reminder', { name: 'Ann', when: 'soon' }).subject).toBe('Reminder for Ann');
  });

  it('refuses a template it was not given', () => {
    expect(() => renderer.render('waitlist-joined', {})).toThrow('Unknown email template waitlist-joined');
  });

  it('refuses to start from compiled HTML that lacks one of its templates', () => {
    expect(() => EmailRenderer.fromMjmlOutput([reminder], {}, ctx)).toThrow(
      'MJML template test-reminder was not compiled',
    );
  });
});
