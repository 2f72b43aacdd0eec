import type { FastifyReply } from 'fastify';
import type { ListQuery } from './list-query.js';

/** A page of a list and the number of rows that match the filter in all. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/**
 * The Content-Range header react-admin reads the total from: `physiotherapists 0-24/319`, or
 * `physiotherapists *\/319` for a page past the end (RFC 9110's form for an unsatisfied range).
 */
export function contentRange(resource: string, offset: number, rowCount: number, total: number): string {
  return rowCount > 0 ? `${resource} ${offset}-${offset + rowCount - 1}/${total}` : `${resource} */${total}`;
}

/** Answers a list the one way every ops resource does: the rows as a JSON array, the total in Content-Range. */
export function sendListPage<T>(
  reply: FastifyReply,
  resource: string,
  query: Pick<ListQuery<object>, 'offset'>,
  page: ListPage<T>,
): T[] {
  void reply.header('content-range', contentRange(resource, query.offset, page.rows.length, page.total));
  return page.rows;
}
