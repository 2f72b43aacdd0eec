import { mjmlLayout, textLayout } from './layout.js';
import { TEMPLATES, type MailContext, type TemplateName } from './catalogue.js';
import { compileTemplate, type CompiledTemplate } from './template-engine.js';

/**
 * MJML's output is indented for people: a quarter of the bytes are leading spaces. Dropping the indentation
 * and blank lines changes nothing a mail client shows (HTML collapses the whitespace anyway) and makes every
 * email smaller to encode and send. Done once per template, at start-up.
 */
export function minifyHtml(html: string): string {
  return html.replace(/^[ \t]+/gm, '').replace(/\n{2,}/g, '\n');
}

/** Runs MJML over every template (with its layout); returns the HTML, slots still in it, by template name. */
export async function compileMjmlTemplates(): Promise<Record<string, string>> {
  // Loaded here, not at the top: a process that renders from precompiled HTML never loads MJML.
  const { default: mjml2html } = await import('mjml');
  const out: Record<string, string> = {};
  for (const template of Object.values(TEMPLATES)) {
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
  html: CompiledTemplate;
  text: CompiledTemplate;
}

/**
 * Runs MJML once per template (at start-up, ~50 ms each) and keeps the resulting HTML as a slot template,
 * so sending an email costs a string join, not an MJML run: that is what makes hundreds a second possible.
 */
export class EmailRenderer {
  private constructor(
    private readonly compiled: Map<TemplateName, Compiled>,
    private readonly ctx: MailContext,
  ) {}

  static async create(ctx: MailContext): Promise<EmailRenderer> {
    return EmailRenderer.fromMjmlOutput(await compileMjmlTemplates(), ctx);
  }

  /** From the HTML MJML produced for each template (see compileMjmlTemplates), e.g. in a worker thread. */
  static fromMjmlOutput(htmlByTemplate: Record<string, string>, ctx: MailContext): EmailRenderer {
    const compiled = new Map<TemplateName, Compiled>();
    for (const template of Object.values(TEMPLATES)) {
      const html = htmlByTemplate[template.name];
      if (html === undefined) throw new Error(`MJML template ${template.name} was not compiled`);
      compiled.set(template.name, {
        html: compileTemplate(minifyHtml(html), 'html'),
        text: compileTemplate(textLayout(template.text, template.footer), 'text'),
      });
    }
    return new EmailRenderer(compiled, ctx);
  }

  render<T>(name: TemplateName, data: T, extra: Record<string, string> = {}): RenderedEmail {
    const template = TEMPLATES[name];
    const compiled = this.compiled.get(name);
    if (!compiled) throw new Error(`Unknown email template ${name}`);
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
