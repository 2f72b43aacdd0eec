import { Test } from '@nestjs/testing';
import { MailModule } from './mail.module.js';
import { MailProcessor } from './mail.processor.js';
import { mailCatalogueOf, MailRegistry, type MailFeature } from './mail-registry.js';
import type { MailSource } from './mail-source.js';
import { MailTransport } from './mail-transport.js';
import { EmailRenderer } from './templates/email-renderer.js';
import { defineTemplate, type EmailTemplate } from './templates/email-template.js';

const template = (name: string): EmailTemplate<unknown> =>
  defineTemplate({ name, footer: 'internal', subject: () => name, mjml: '', text: '', view: () => ({}) });
const source = (name: string): MailSource => ({ template: name, load: () => Promise.resolve({ skip: 'test' }) });
const feature = (...names: string[]): MailFeature => ({ templates: names.map(template), sources: names.map(source) });

/**
 * What the worker's mail module gathers at start-up from every feature's MailModule.forFeature(). The sending
 * machinery (processor, SMTP, MJML), which needs Redis and PostgreSQL, is left out.
 */
async function registryOf(...features: MailFeature[]): Promise<MailRegistry> {
  const app = await Test.createTestingModule({ imports: features.map((f) => MailModule.forFeature(f)) })
    .overrideProvider(MailProcessor)
    .useValue({})
    .overrideProvider(MailTransport)
    .useValue({})
    .overrideProvider(EmailRenderer)
    .useValue({})
    .compile();
  return app.get(MailRegistry);
}

describe('emails registered by features', () => {
  it('gathers every feature’s templates and sources', async () => {
    const waitlist = feature('waitlist-joined', 'waitlist-area-covered');
    const contact = feature('contact-received');
    const registry = await registryOf(waitlist, contact);
    expect(registry.templates.map((t) => t.name).sort()).toEqual([
      'contact-received',
      'waitlist-area-covered',
      'waitlist-joined',
    ]);
    expect(registry.source('contact-received')).toBe(contact.sources[0]);
    expect(registry.source('waitlist-joined')).toBe(waitlist.sources[0]);
    expect(registry.source('no-such-template')).toBeUndefined();
  });

  it('refuses to start when two features use the same template name', async () => {
    await expect(registryOf(feature('shared-name'), feature('shared-name'))).rejects.toThrow(
      'Email template "shared-name" is registered twice',
    );
  });

  it('refuses a source for a template nobody registered, and a template nobody can load', () => {
    expect(() => mailCatalogueOf([{ templates: [], sources: [source('orphan')] }])).toThrow(
      'Mail source for "orphan" has no registered email template',
    );
    expect(() => mailCatalogueOf([{ templates: [template('unsendable')], sources: [] }])).toThrow(
      'Email template "unsendable" has no mail source',
    );
  });

  it('counts the same feature registered twice (from two modules) once', () => {
    const waitlist = feature('waitlist-joined');
    expect([...mailCatalogueOf([waitlist, waitlist]).templates.keys()]).toEqual(['waitlist-joined']);
  });
});
