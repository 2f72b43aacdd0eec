import mjml2html from 'mjml';
import { mjmlLayout, textLayout } from './layout.js';
import { TEMPLATES, type MailContext, type TemplateName } from './catalogue.js';
import { compileTemplate, type CompiledTemplate } from './template-engine.js';

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
    const compiled = new Map<TemplateName, Compiled>();
    for (const template of Object.values(TEMPLATES)) {
      const { html, errors } = await mjml2html(mjmlLayout('{{__subject}}', template.mjml, template.footer), {
        validationLevel: 'strict',
        keepComments: false,
      });
      if (errors.length > 0) {
        throw new Error(`MJML template ${template.name}: ${errors.map((e) => e.formattedMessage).join('; ')}`);
      }
      compiled.set(template.name, {
        html: compileTemplate(html, 'html'),
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
    const subject = template.subject(data).replace(/[\r\n]+/g, ' ').slice(0, 200);
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
