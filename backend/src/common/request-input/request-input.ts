import { ERROR_CODES, type ApiFieldError } from '@physio/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUtf8 } from 'node:buffer';
import { DomainError } from '../errors/domain-error.js';
import { RequestValidationError } from '../errors/validation.js';
import { readJsonBody } from './json-body.js';
import { brokenTextRule, displayName, textError, textRuleError } from './text-rules.js';

/**
 * One gate for everything a request carries, before any controller, guard or validation pipe sees it:
 * JSON bodies are read by readJsonBody (limits, text rules, no repeated or forbidden names), and the
 * query string and path parameters get the same text rules. A DTO therefore never has to remember that
 * PostgreSQL refuses NUL, and a new endpoint is covered without doing anything.
 */
export function guardRequestInput(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseJsonBody(request.headers['content-type'], body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
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

function malformed(detail: string): DomainError {
  return new DomainError(
    ERROR_CODES.MALFORMED_JSON,
    detail ? `The request body is not valid JSON: ${detail}` : 'The request body is not valid JSON',
    400,
  );
}

export function parseJsonBody(contentType: string | undefined, body: Buffer): unknown {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new DomainError(
      ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
      'Send the request body as JSON in UTF-8 (Content-Type: application/json)',
      415,
    );
  }
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
