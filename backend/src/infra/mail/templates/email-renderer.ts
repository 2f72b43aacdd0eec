import type { EmailTemplate, MailContext } from './email-template.js';
import { mjmlLayout, textLayout } from './layout.js';
import { compileTemplate, type CompiledTemplate } from './template-engine.js';

/** What MJML needs of a template: plain strings, so it can be handed to the compile thread as workerData. */
export type MjmlSource = Pick<EmailTemplate<unknown>, 'name' | 'mjml' | 'footer'>;

/**
 * MJML's output is indented for people: a quarter of the bytes are leading spaces. Dropping the indentation
 * and blank lines changes nothing a mail client shows (HTML collapses the whitespace anyway) and makes every
 * email smaller to encode and send. Done once per template, at start-up.
 */
export function minifyHtml(html: string): string {
  return html.replace(/^[ \t]+/gm, '').replace(/\n{2,}/g, '\n');
}

/** Runs MJML over each template (with its layout); returns the HTML, slots still in it, by template name. */
export async function compileMjmlTemplates(templates: readonly MjmlSource[]): Promise<Record<string, string>> {
  // Loaded here, not at the top: a process that renders from precompiled HTML never loads MJML.
  const { default: mjml2html } = await import('mjml');
  const out: Record<string, string> = {};
  for (const template of templates) {
    const { html, errors } = await mjml2html(mjmlLayout('{{__subject}}', template.mjml, template.footer), {
      validationLevel: 'strict',
      keepComments: false,
    });
    if (errors.length > 0) {
      throw new Error(`MJML template ${template.name}: ${errors.map((e) => e.formattedMessage).join('; ')}`);
    }
    out[template.name] = html;
  }
  return out;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface Compiled {
  template: EmailTemplate<any>;
  html: CompiledTemplate;
  text: CompiledTemplate;
}

/**
 * Runs MJML once per template (at start-up) and keeps the resulting HTML as a slot template,
 * so sending an email costs a string join, not an MJML run.
 */
export class EmailRenderer {
  private constructor(
    private readonly compiled: Map<string, Compiled>,
    private readonly ctx: MailContext,
  ) {}

  /** Compiles in this process (tests); the worker compiles in a thread (compile-templates.thread.ts). */
  static async create(templates: readonly EmailTemplate<any>[], ctx: MailContext): Promise<EmailRenderer> {
    return EmailRenderer.fromMjmlOutput(templates, await compileMjmlTemplates(templates), ctx);
  }

  /** From the HTML MJML produced for each template (see compileMjmlTemplates), e.g. in a worker thread. */
  static fromMjmlOutput(
    templates: readonly EmailTemplate<any>[],
    htmlByTemplate: Record<string, string>,
    ctx: MailContext,
  ): EmailRenderer {
    const compiled = new Map<string, Compiled>();
    for (const template of templates) {
      const html = htmlByTemplate[template.name];
      if (html === undefined) throw new Error(`MJML template ${template.name} was not compiled`);
      compiled.set(template.name, {
        template,
        html: compileTemplate(minifyHtml(html), 'html'),
        text: compileTemplate(textLayout(template.text, template.footer), 'text'),
      });
    }
    return new EmailRenderer(compiled, ctx);
  }

  render<T>(name: string, data: T, extra: Record<string, string> = {}): RenderedEmail {
    const compiled = this.compiled.get(name);
    if (!compiled) throw new Error(`Unknown email template ${name}`);
    const { template } = compiled;
    // Header injection is impossible through nodemailer, but a subject is one line by definition.
    const subject = template
      .subject(data)
      .replace(/[\r\n]+/g, ' ')
      .slice(0, 200);
    const values = {
      baseUrl: this.ctx.baseUrl,
      unsubscribeUrl: '',
      ...extra,
      ...template.view(data, this.ctx),
      __subject: subject,
    };
    return { subject, html: compiled.html.render(values), text: compiled.text.render(values) };
  }
}
