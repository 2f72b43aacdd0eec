import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiQuery } from '@nestjs/swagger';
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

/** OpenAPI for a list endpoint, written from the resource's own spec so the page cannot drift from the code. */
export function ApiListQuery<F extends object>(spec: ListSpec<F>, examples: { filter?: string } = {}): MethodDecorator {
  const { field, order } = spec.defaultSort;
  return applyDecorators(
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
      example: examples.filter ?? '{}',
      description: `A JSON object; filters: ${Object.keys(spec.filters).join(', ')}`,
    }),
    ApiBadRequestResponse({ description: 'OPS.INVALID_LIST_QUERY naming range, sort or filter.<name>' }),
  );
}
