import type { OpenAPIObject } from '@nestjs/swagger';
import { ApiErrorSchema } from '@physio/api-contract/schemas';
import { plain } from './answers.decorator.js';

type Json = Record<string, unknown>;
interface Operation extends Json {
  responses: Record<string, Json>;
  security?: Record<string, unknown>[];
  requestBody?: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const READS_A_BODY = new Set(['put', 'post', 'delete', 'patch']);
const RETRY_AFTER = { description: 'Seconds to wait before trying again', required: true, schema: { type: 'string' } };
const RETRY_AFTER_UNAVAILABLE = {
  description: 'Seconds to wait before trying again (sent with SERVICE_UNAVAILABLE)',
  required: false,
  schema: { type: 'string' },
};

/** Statuses every operation of a kind answers, so that no controller has to repeat them. */
const FOR_EVERY_OPERATION: Record<string, string> = {
  400: 'VALIDATION_FAILED naming each field and rule in errors[] (the body, the query string or a path parameter: text with control characters, a repeated or forbidden name); BAD_REQUEST for a malformed %-escape',
};
const FOR_A_BODY: Record<string, string> = {
  400: 'VALIDATION_FAILED naming each field and rule in errors[]; MALFORMED_JSON; BODY_TOO_COMPLEX (more than 8 deep or 1,000 members)',
  413: 'PAYLOAD_TOO_LARGE: a body over 100 kB',
  415: 'UNSUPPORTED_MEDIA_TYPE: not JSON, or JSON in a charset other than UTF-8',
};
const BEHIND_A_SESSION: Record<string, string> = {
  401: 'AUTH.UNAUTHENTICATED: no session, or it ended or expired',
  403: 'AUTH.FORBIDDEN: the account’s role may not do this; AUTH.CSRF_TOKEN_MISSING / AUTH.CSRF_TOKEN_INVALID: a state-changing request without the session’s x-csrf-token',
};
/** Every /api/ops/ operation: sessions and sign-in throttling live in Redis (the public forms work without it). */
const FOR_THE_DASHBOARD: Record<string, string> = {
  503: 'SERVICE_UNAVAILABLE: the sessions’ store (Redis) cannot be reached; try again after Retry-After',
};

/**
 * Finishes the document Nest's scanner wrote from the controllers' decorators, so that it describes every answer:
 * - OpenAPI 3.1, whose schemas are JSON Schema 2020-12 as the contract's are;
 * - the statuses every operation of a kind answers (FOR_EVERY_OPERATION or FOR_A_BODY; BEHIND_A_SESSION for operations
 *   whose security names the ops session; FOR_THE_DASHBOARD under /api/ops/), and Retry-After on 429 (always) and
 *   on the dashboard's 503;
 * - every error status's body: the ApiError schema (`{ status, code, message, errors?, more_errors? }`);
 * - each contract schema with a title becomes a named component (`#/components/schemas/<title>`), referenced.
 * test/integration/openapi.int-spec.ts checks the result against real answers, and that every operation describes a
 * successful answer with its schema.
 */
export function completeOpenApiDocument(document: OpenAPIObject, sessionScheme: string): OpenAPIObject {
  const doc = document as unknown as Json & { paths: Record<string, Record<string, Operation>>; components: Json };
  doc.openapi = '3.1.0';
  const components = ((doc.components.schemas as Json | undefined) ??= {});
  components.ApiError = plain(ApiErrorSchema);
  hoistTitledSchemas(components, components);
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const responses = operation.responses;
      const add = (statuses: Record<string, string>) => {
        for (const [status, description] of Object.entries(statuses)) {
          const response = (responses[status] ??= { description });
          if (!response.description) response.description = description;
        }
      };
      add(READS_A_BODY.has(method) ? FOR_A_BODY : FOR_EVERY_OPERATION);
      if (operation.security?.some((requirement) => sessionScheme in requirement)) add(BEHIND_A_SESSION);
      const dashboard = path.startsWith('/api/ops/');
      if (dashboard) add(FOR_THE_DASHBOARD);
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400 && !response.content) response.content = errorContent;
        const retryAfter =
          status === '429' ? RETRY_AFTER : status === '503' && dashboard ? RETRY_AFTER_UNAVAILABLE : null;
        if (retryAfter) response.headers = { 'Retry-After': retryAfter, ...(response.headers as Json | undefined) };
      }
      hoistTitledSchemas(operation, components);
    }
  }
  nullableToTypeArrays(doc);
  return document;
}

/** Replaces each schema with a title by a reference to a component of that name (added once). */
function hoistTitledSchemas(node: unknown, components: Json, path = ''): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Json)) {
    if (!value || typeof value !== 'object') continue;
    hoistTitledSchemas(value, components, `${path}/${key}`);
    const title = (value as Json).title;
    if (node === components || typeof title !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(title)) continue;
    const existing = components[title];
    if (existing && JSON.stringify(existing) !== JSON.stringify(value)) {
      throw new Error(`Two different contract schemas are titled ${title} (at ${path}/${key})`);
    }
    components[title] ??= value;
    (node as Json)[key] = { $ref: `#/components/schemas/${title}` };
  }
}

/** OpenAPI 3.1 has no `nullable`: the DTOs' `nullable: true` becomes `type: [type, 'null']`. */
function nullableToTypeArrays(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true) {
    delete schema.nullable;
    if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
    else if (!schema.type) {
      const { ...rest } = schema;
      for (const key of Object.keys(schema)) delete schema[key];
      schema.anyOf = [rest, { type: 'null' }];
    }
  }
  for (const value of Object.values(schema)) nullableToTypeArrays(value);
}
