import type { ApiFieldError } from '@physio/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUtf8 } from 'node:buffer';
import { RequestValidationError } from '../errors/validation.js';
import { FORBIDDEN_NAMES, readJsonBody } from './json-body.js';
import { RequestInputErrors } from './request-input.errors.js';
import { brokenTextRule, displayName, textError, textRuleError } from './text-rules.js';

/**
 * One gate for everything a request carries, before any controller, guard or validation pipe sees it:
 * JSON bodies are read by readJsonBody (limits, text rules, no repeated or forbidden names), and the
 * query string and path parameters get the same text rules. A DTO therefore never has to remember that
 * PostgreSQL refuses NUL, and a new endpoint is covered without doing anything.
 */
export function guardRequestInput(fastify: FastifyInstance, { formRoutes = [] }: RequestInputOptions = {}): void {
  const takesForms = new Set(formRoutes);
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseJsonBody(request.headers['content-type'], body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // Forms only where a route has to take one (a mail provider's one-click unsubscribe, RFC 8058): everywhere
  // else a form is refused as before, so a cross-site HTML form cannot post to a JSON endpoint.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (request, body, done) => {
      try {
        if (!takesForms.has(request.routeOptions.url ?? '')) throw RequestInputErrors.unsupportedMediaType();
        done(null, parseFormBody(body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  // A callback hook, not an async one: it runs on every request, and has nothing to wait for.
  fastify.addHook('preValidation', (request, _reply, done) => {
    try {
      checkQueryAndParams(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

export interface RequestInputOptions {
  /** Route paths (as declared, e.g. `/api/waitlist/unsubscribe`) that accept an application/x-www-form-urlencoded body. */
  formRoutes?: readonly string[];
}

/** A form carries a token and a flag or two: nothing near the JSON body limit. */
export const FORM_BODY_LIMIT_BYTES = 4096;

/** A form body as name → value, with the text rules of a JSON body; a repeated name is refused. */
export function parseFormBody(body: Buffer): Record<string, string> {
  if (!isUtf8(body)) throw RequestInputErrors.formNotUtf8();
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  const errors: ApiFieldError[] = [];
  for (const [name, value] of new URLSearchParams(body.toString('utf8'))) {
    const field = displayName(name);
    const nameRule = brokenTextRule(name);
    if (nameRule) errors.push(textRuleError(field, nameRule, `the name of ${field}`));
    else if (name in values || FORBIDDEN_NAMES.has(name)) {
      throw RequestInputErrors.formNameRefused(field);
    }
    const problem = textError(field, value);
    if (problem) errors.push(problem);
    values[name] = value;
  }
  if (errors.length > 0) throw new RequestValidationError(errors);
  return values;
}

export function parseJsonBody(contentType: string | undefined, body: Buffer): unknown {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw RequestInputErrors.unsupportedMediaType();
  }
  // Decoding would quietly turn invalid bytes (overlong forms, encoded surrogates) into U+FFFD.
  if (!isUtf8(body)) throw RequestInputErrors.malformedJson('it is not valid UTF-8');
  const reading = readJsonBody(body.toString('utf8'));
  if (reading.ok) return reading.value;
  switch (reading.problem) {
    case 'malformed':
      throw RequestInputErrors.malformedJson(reading.reason);
    case 'invalid':
      throw new RequestValidationError(reading.errors);
    case 'too-complex':
      throw RequestInputErrors.tooComplex(reading.limit, reading.max, reading.field);
  }
}

function checkQueryAndParams(request: FastifyRequest): void {
  const errors: ApiFieldError[] = [];
  for (const source of [request.query, request.params]) {
    if (!source || typeof source !== 'object') continue;
    for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
      const field = displayName(name);
      const nameRule = brokenTextRule(name);
      if (nameRule) errors.push(textRuleError(field, nameRule, `the name of ${field}`));
      for (const item of Array.isArray(value) ? value : [value]) {
        const problem = typeof item === 'string' ? textError(field, item) : undefined;
        if (problem) errors.push(problem);
      }
    }
  }
  if (errors.length > 0) throw new RequestValidationError(errors);
}
