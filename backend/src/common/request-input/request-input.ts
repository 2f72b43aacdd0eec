import { ERROR_CODES, type ApiFieldError } from '@physio/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUtf8 } from 'node:buffer';
import { DomainError } from '../errors/domain-error.js';
import { RequestValidationError } from '../errors/validation.js';
import { FORBIDDEN_NAMES, readJsonBody } from './json-body.js';
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
        if (!takesForms.has(request.routeOptions.url ?? '')) throw unsupportedMediaType();
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

function unsupportedMediaType(): DomainError {
  return new DomainError(
    ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    'Send the request body as JSON in UTF-8 (Content-Type: application/json)',
    415,
  );
}

/** A form body as name → value, with the text rules of a JSON body; a repeated name is refused. */
export function parseFormBody(body: Buffer): Record<string, string> {
  if (!isUtf8(body)) throw new DomainError(ERROR_CODES.MALFORMED_JSON, 'The form is not valid UTF-8', 400);
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  const errors: ApiFieldError[] = [];
  for (const [name, value] of new URLSearchParams(body.toString('utf8'))) {
    const field = displayName(name);
    const nameRule = brokenTextRule(name);
    if (nameRule) errors.push(textRuleError(field, nameRule, `the name of ${field}`));
    else if (name in values || FORBIDDEN_NAMES.has(name)) {
      throw new DomainError(ERROR_CODES.MALFORMED_JSON, `The form may not name ${field} (twice, or at all)`, 400);
    }
    const problem = textError(field, value);
    if (problem) errors.push(problem);
    values[name] = value;
  }
  if (errors.length > 0) throw new RequestValidationError(errors);
  return values;
}

function malformed(detail: string): DomainError {
  return new DomainError(
    ERROR_CODES.MALFORMED_JSON,
    detail ? `The request body is not valid JSON: ${detail}` : 'The request body is not valid JSON',
    400,
  );
}

export function parseJsonBody(contentType: string | undefined, body: Buffer): unknown {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') throw unsupportedMediaType();
  // Decoding would quietly turn invalid bytes (overlong forms, encoded surrogates) into U+FFFD.
  if (!isUtf8(body)) throw malformed('it is not valid UTF-8');
  const reading = readJsonBody(body.toString('utf8'));
  if (reading.ok) return reading.value;
  switch (reading.problem) {
    case 'malformed':
      throw malformed(reading.reason);
    case 'invalid':
      throw new RequestValidationError(reading.errors);
    case 'too-complex':
      throw new DomainError(
        ERROR_CODES.BODY_TOO_COMPLEX,
        reading.limit === 'maxDepth'
          ? `The request body nests objects and arrays more than ${reading.max} deep (limit maxDepth: ${reading.max})`
          : `The request body has more than ${reading.max} property names and array items (limit maxMembers: ${reading.max})`,
        400,
        reading.field,
        reading.limit,
      );
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
