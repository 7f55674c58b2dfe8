import { searchAnswer, searchKeywords, searchSuggestions } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendReadyJson } from '../cars/json-answer.ts';
import type { SearchService } from './search.service.ts';

/** The query string as sent: repeated keys are the repeatable filters, so it is read raw, not as an object. */
const rawQuery = (url: string) => new URLSearchParams(url.slice(url.indexOf('?') + 1 || url.length));

export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  onShown?: (carIds: readonly string[], userAgent: string | undefined) => void;
}> = async (app, { search, onShown }) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Cars for sale by keywords, filters, distance and sort, with counts beside every filter value (public)',
        response: { 200: searchAnswer },
      },
    },
    async (request, reply) => {
      const { ready, carIds } = await search.search(rawQuery(request.url));
      onShown?.(carIds, request.headers['user-agent']);
      return sendReadyJson(request, reply, ready);
    },
  );

  app.get(
    '/search/suggest',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Makes and models for the search box, best first',
        querystring: z.object({ q: searchKeywords.default('') }),
        response: { 200: searchSuggestions },
      },
    },
    async (request) => search.suggest(request.query.q),
  );
};
