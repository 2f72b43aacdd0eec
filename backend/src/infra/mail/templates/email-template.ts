import type { FooterKind } from './layout.js';

export interface MailContext {
  /** PUBLIC_BASE_URL, e.g. https://homephysiofinder.co.uk */
  baseUrl: string;
  /** Where the dashboard is (dashboardBaseUrl): OPS_ORIGIN when it has a host of its own, else baseUrl. */
  dashboardUrl: string;
}

/**
 * One email, defined by the feature that sends it and registered with MailModule.forFeature(). The name is
 * part of each email's idempotency key: never rename one.
 */
export interface EmailTemplate<T> {
  name: string;
  footer: FooterKind;
  subject: (data: T) => string;
  /** MJML placed inside the shared layout; slots as in template-engine.ts. */
  mjml: string;
  text: string;
  /** Turns the loaded data into the values of the slots (strings; fragments already escaped). */
  view: (data: T, ctx: MailContext) => Record<string, string>;
}

export function defineTemplate<T>(template: EmailTemplate<T>): EmailTemplate<T> {
  return template;
}
