import { Ajv2020 } from 'ajv/dist/2020.js';
import * as ajvFormats from 'ajv-formats';

// ajv-formats is CommonJS with a `default` export: typed as the module under nodenext, unwrapped by Jest's transform.
const formats = ajvFormats.default as unknown as typeof ajvFormats.default & { default?: typeof ajvFormats.default };
const addFormats = formats.default ?? formats;

/** An answer as the test clients return it. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  /** The body as text, when the client kept it (HTML pages, CSV). */
  text?: string;
  /** The JSON body that was sent, when the client kept it: a request that succeeded must match its schema too. */
  request?: unknown;
}

type Json = Record<string, any>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `GET /api/finder-requests/{id}`: an operation of the document. */
export type OperationKey = `${Uppercase<(typeof HTTP_METHODS)[number]>} /api/${string}`;

/**
 * Checks real answers against the OpenAPI document, as a generated client or a contract test would: the status must
 * be one the operation lists, the media type one it describes, the JSON body valid against its schema (ajv,
 * JSON Schema 2020-12 as OpenAPI 3.1 says), and every header it marks required present. Records which operations
 * and statuses were seen, so a test can require that every operation was tried.
 */
export class OpenApiDocument {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  readonly seen = new Map<OperationKey, Set<number>>();

  constructor(readonly doc: Json) {
    addFormats(this.ajv);
    this.ajv.addSchema(doc, 'openapi');
  }

  operations(): OperationKey[] {
    return Object.entries(this.doc.paths as Record<string, Json>).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}` as OperationKey),
    );
  }

  /** A JSON pointer into the document's paths (escaped as RFC 6901 says). */
  private pointer(path: string, method: string, ...rest: string[]): string {
    return ['paths', path, method.toLowerCase(), ...rest]
      .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('/');
  }

  /** What is wrong with this answer of the operation, by the document (nothing: []). */
  problems(operation: OperationKey, answer: Answer): string[] {
    const [method, path] = operation.split(' ');
    const op = (this.doc.paths[path] as Json | undefined)?.[method.toLowerCase()] as Json | undefined;
    if (!op) return [`${operation} is not in the document`];
    const statuses = this.seen.get(operation) ?? new Set<number>();
    statuses.add(answer.status);
    this.seen.set(operation, statuses);
    const where = `${operation} answered ${answer.status}`;
    const response = op.responses[String(answer.status)] as Json | undefined;
    if (!response) return [`${where}, a status the document does not list (${Object.keys(op.responses).join(', ')})`];
    const problems: string[] = [];
    const requestSchema = op.requestBody?.content?.['application/json']?.schema as Json | undefined;
    if (answer.status < 300 && requestSchema && answer.request !== null && typeof answer.request === 'object') {
      const validate = this.ajv.getSchema(
        `openapi#/${this.pointer(path, method, 'requestBody', 'content', 'application/json')}/schema`,
      );
      if (validate && !validate(answer.request)) {
        problems.push(
          `${where} to a body its request schema refuses: ${this.ajv.errorsText(validate.errors)}; body: ${JSON.stringify(answer.request).slice(0, 400)}`,
        );
      }
    }
    for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Json>)) {
      if (header.required && !answer.headers.has(name)) problems.push(`${where} without its ${name} header`);
    }
    const mediaType = answer.headers.get('content-type')?.split(';')[0].trim();
    const content = response.content as Record<string, Json> | undefined;
    const empty = answer.text !== undefined ? answer.text === '' : answer.body === undefined;
    if (!mediaType || empty) {
      if (content && mediaType) problems.push(`${where} with an empty ${mediaType} body`);
      return problems;
    }
    if (!content?.[mediaType]) {
      problems.push(`${where} with ${mediaType}, which the document does not describe for it`);
      return problems;
    }
    if (mediaType !== 'application/json') return problems;
    const pointer = this.pointer(path, method, 'responses', String(answer.status), 'content', mediaType);
    const validate = this.ajv.getSchema(`openapi#/${pointer}/schema`);
    if (!validate) return [...problems, `${where}: the document gives no schema for its JSON`];
    if (!validate(answer.body)) {
      problems.push(
        `${where} with a body its schema refuses: ${this.ajv.errorsText(validate.errors)}; body: ${JSON.stringify(answer.body).slice(0, 400)}`,
      );
    }
    return problems;
  }
}

/** The markers of the generated section of docs/api.md. */
export const OPERATIONS_TABLE_START = '<!-- operations: generated from the OpenAPI document, do not edit by hand -->';
export const OPERATIONS_TABLE_END = '<!-- operations: end -->';

/**
 * Every operation of the document as a Markdown table (what docs/api.md shows): its request body and headers, and
 * every status with the schema of its body and the headers it names. Generated, so the guide and the document say
 * the same thing.
 */
export function operationsTable(doc: Json): string {
  const name = (schema: Json | undefined): string => {
    if (!schema) return '';
    if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
    if (schema.type === 'array') return `${name(schema.items as Json)}[]`;
    return typeof schema.type === 'string' ? schema.type : 'object';
  };
  const rows = Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => {
      const op = item[method] as Json;
      const body = op.requestBody?.content as Record<string, Json> | undefined;
      const request = [
        ...Object.values(body ?? {})
          .slice(0, 1)
          .map((media) => `\`${name(media.schema as Json)}\``),
        ...((op.parameters ?? []) as Json[])
          .filter((parameter) => parameter.in === 'header')
          .map((parameter) => `${parameter.name} header`),
      ].join(', ');
      const answers = Object.entries(op.responses as Record<string, Json>)
        .map(([status, response]) => {
          const content = response.content as Record<string, Json> | undefined;
          const json = content?.['application/json'];
          const other = Object.keys(content ?? {}).filter((type) => type !== 'application/json');
          const schema = Number(status) < 400 && json ? ` \`${name(json.schema as Json)}\`` : '';
          const types = Number(status) < 400 && other.length ? ` (${json ? 'or ' : ''}${other.join(', ')})` : '';
          const headers = Object.keys((response.headers ?? {}) as Json);
          return `${status}${schema}${types}${headers.length ? ` + ${headers.join(', ')}` : ''}`;
        })
        .join('; ');
      return `| \`${method.toUpperCase()} ${path}\` | ${request} | ${answers} |`;
    }),
  );
  return [
    OPERATIONS_TABLE_START,
    '| operation | request | answers (every error body is `ApiError`) |',
    '| --- | --- | --- |',
    ...rows,
    OPERATIONS_TABLE_END,
  ].join('\n');
}
