import type { FastifyReply } from 'fastify';
import type { Page } from '../modules/accounts/accounts.service.ts';

/**
 * A page's rows as the answer's array; the next page, if any, in a `Link` header (RFC 8288) that keeps the request's
 * other query parameters (its filters) and replaces `after`.
 */
export function nextPageLink<Row>(
  request: { url: string; query: Record<string, string | undefined> },
  reply: FastifyReply,
  page: Page<Row>,
): Row[] {
  if (page.next) {
    const kept = Object.entries(request.query).filter(
      (entry): entry is [string, string] => entry[0] !== 'after' && Boolean(entry[1]),
    );
    const query = new URLSearchParams([['after', page.next], ...kept]);
    reply.header('link', `<${request.url.split('?')[0]}?${query}>; rel="next"`);
  }
  return page.records;
}
