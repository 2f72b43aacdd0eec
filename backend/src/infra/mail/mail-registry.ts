import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { MailSource } from './mail-source.js';
import type { EmailTemplate } from './templates/email-template.js';

/** What a feature registers with MailModule.forFeature(): its email templates and the sources that load them. */
export interface MailFeature {
  templates: readonly EmailTemplate<any>[];
  sources: readonly MailSource<any>[];
}

/** The token under which each MailModule.forFeature() provides its MailFeature, in its own module. */
export const FEATURE_MAIL = Symbol('FEATURE_MAIL');

export interface MailCatalogue {
  templates: ReadonlyMap<string, EmailTemplate<any>>;
  sources: ReadonlyMap<string, MailSource>;
}

/**
 * Every template and source the features registered, checked as a whole: a template name used twice, a source
 * for a template nobody registered, or a template without a source is a wiring mistake, so the worker refuses
 * to start rather than fail one email at a time. The same object registered twice (from two modules) counts
 * once.
 */
export function mailCatalogueOf(features: Iterable<MailFeature>): MailCatalogue {
  const templates = new Map<string, EmailTemplate<any>>();
  const sources = new Map<string, MailSource>();
  const registered = [...features];
  for (const template of registered.flatMap((f) => f.templates)) {
    const existing = templates.get(template.name);
    if (existing && existing !== template) throw new Error(`Email template "${template.name}" is registered twice`);
    templates.set(template.name, template);
  }
  for (const source of registered.flatMap((f) => f.sources)) {
    if (!templates.has(source.template)) {
      throw new Error(`Mail source for "${source.template}" has no registered email template`);
    }
    const existing = sources.get(source.template);
    if (existing && existing !== source) throw new Error(`Email template "${source.template}" has two mail sources`);
    sources.set(source.template, source);
  }
  for (const name of templates.keys()) {
    if (!sources.has(name)) throw new Error(`Email template "${name}" has no mail source`);
  }
  return { templates, sources };
}

/** The worker's catalogue of emails, gathered from every module's MailModule.forFeature() at start-up. */
@Injectable()
export class MailRegistry {
  private readonly catalogue: MailCatalogue;

  constructor(discovery: DiscoveryService) {
    this.catalogue = mailCatalogueOf(
      discovery
        .getProviders()
        .filter((wrapper) => wrapper.token === FEATURE_MAIL)
        .map((wrapper) => wrapper.instance as MailFeature),
    );
  }

  get templates(): EmailTemplate<any>[] {
    return [...this.catalogue.templates.values()];
  }

  /** The source of a template's emails; undefined for a name no feature registered (e.g. a job from an old release). */
  source(template: string): MailSource | undefined {
    return this.catalogue.sources.get(template);
  }
}
