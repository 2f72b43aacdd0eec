import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { TSchema } from '@physio/api-contract/schemas';
import { plain } from '../openapi/answers.decorator.js';
import type { FastifyReply } from 'fastify';
import { parseListQuery, type ListQuery, type ListSpec } from './list-query.js';
import { sendListPage, type ListPage } from './list-response.js';

/**
 * The whole of a list endpoint: parse react-admin's parameters against the resource's spec, load the page,
 * answer the rows with Content-Range. Controllers pass only what differs: the spec and how to load.
 */
export async function answerList<F extends object, T>(
  query: Record<string, unknown>,
  reply: FastifyReply,
  spec: ListSpec<F>,
  load: (list: ListQuery<F>) => Promise<ListPage<T>>,
): Promise<T[]> {
  const list = parseListQuery(query, spec);
  return sendListPage(reply, spec.resource, list, await load(list));
}

/**
 * OpenAPI for a list endpoint, written from the resource's own spec so the page cannot drift from the code: its
 * parameters, its 400, and (given `rows`, the contract's schema of one row) its 200, a JSON array with Content-Range.
 */
export function ApiListQuery<F extends object>(
  spec: ListSpec<F>,
  options: { filter?: string; rows?: TSchema } = {},
): MethodDecorator {
  const { field, order } = spec.defaultSort;
  return applyDecorators(
    ...(options.rows
      ? [
          ApiResponse({
            status: 200,
            description: `One page of ${spec.resource}`,
            content: { 'application/json': { schema: { type: 'array', items: plain(options.rows) } } },
            headers: {
              'Content-Range': {
                description: `${spec.resource} <first>-<last>/<total>, e.g. "${spec.resource} 0-24/319" (react-admin reads the total)`,
                required: true,
                schema: { type: 'string' },
              },
            },
          }),
        ]
      : []),
    ApiQuery({
      name: 'sort',
      required: false,
      example: JSON.stringify([field, order]),
      description: `[field, "ASC" | "DESC"]; fields: ${spec.sortable.join(', ')}`,
    }),
    ApiQuery({ name: 'range', required: false, example: '[0,24]', description: 'First and last row, from 0' }),
    ApiQuery({
      name: 'filter',
      required: false,
      example: options.filter ?? '{}',
      description: `A JSON object; filters: ${Object.keys(spec.filters).join(', ')}`,
    }),
    ApiBadRequestResponse({ description: 'OPS.INVALID_LIST_QUERY naming range, sort or filter.<name>' }),
  );
}
