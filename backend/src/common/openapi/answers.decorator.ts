import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { isSchema, type TSchema } from '@physio/api-contract/schemas';

/** A response header the document names (Content-Range, Retry-After, …). */
export interface AnswerHeader {
  description: string;
  /** Sent on every answer of this status (e.g. a list's Content-Range). */
  required?: boolean;
}

/**
 * One status of an operation: its JSON schema (from `@physio/api-contract/schemas`), or only what it means (an error:
 * its body is then the ApiError schema, filled in by completeOpenApiDocument), with the headers that matter.
 */
export type Answer =
  | TSchema
  | string
  | {
      schema?: TSchema;
      description?: string;
      headers?: Record<string, AnswerHeader>;
      /** Also answered as an HTML page when the client asks for text/html (the links in emails). */
      html?: boolean;
      /** Another media type than JSON (e.g. 'text/csv'), with a string body. */
      mediaType?: string;
    };

/** The statuses an operation answers besides those added for everyone (see completeOpenApiDocument). */
export type Answers = Partial<Record<number, Answer>>;

/**
 * What an operation answers, in the OpenAPI document: `@Answers({ 200: CoverageCheckResponseSchema, 404: 'NOT_FOUND: …' })`.
 * Error statuses need only a description: every error body is the ApiError schema. The statuses that every
 * operation of a kind can answer are added by completeOpenApiDocument (400 everywhere; 413 and 415 where a body is
 * read; 401, 403 and 503 under @OpsAuth; 429 with Retry-After under @RateLimit; 409 and 422 with @Idempotent).
 */
export function Answers(answers: Answers): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...Object.entries(answers).map(([status, answer]) =>
      ApiResponse({ status: Number(status), ...responseOf(answer!) }),
    ),
  );
}

function responseOf(answer: Answer): {
  description: string;
  content?: Record<string, { schema: object }>;
  headers?: Record<string, { description: string; required?: boolean; schema: object }>;
} {
  if (typeof answer === 'string') return { description: answer };
  const spec = isSchema(answer) ? { schema: answer } : answer;
  const content: Record<string, { schema: object }> = {};
  if (spec.schema) content[spec.mediaType ?? 'application/json'] = { schema: plain(spec.schema) };
  else if (spec.mediaType) content[spec.mediaType] = { schema: { type: 'string' } };
  if (spec.html) content['text/html'] = { schema: { type: 'string' } };
  const description = spec.description ?? spec.schema?.description ?? spec.schema?.title ?? '';
  return {
    description,
    ...(Object.keys(content).length > 0 ? { content } : {}),
    ...(spec.headers
      ? {
          headers: Object.fromEntries(
            Object.entries(spec.headers).map(([name, header]) => [name, { ...header, schema: { type: 'string' } }]),
          ),
        }
      : {}),
  };
}

/** The schema as JSON: TypeBox marks its schemas with symbols, which the document must not carry. */
export function plain(schema: TSchema): object {
  return JSON.parse(JSON.stringify(schema)) as object;
}
