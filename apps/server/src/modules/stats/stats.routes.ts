import { idParams, listingHeadlines, listingStats, statsQuery } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { StatsService } from './stats.service.ts';

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService; authService: AuthService }> = async (
  app,
  { stats, authService },
) => {
  app.get(
    '/products/stats',
    {
      schema: {
        tags: ['selling'],
        summary:
          "Headline numbers of each of the seller's own cars since listed: impressions, views, saves, messages",
        response: { 200: listingHeadlines },
      },
    },
    async (request) => stats.headlines(await authService.bearerPrincipal(webHeaders(request))),
  );

  app.get(
    '/products/:id/stats',
    {
      schema: {
        tags: ['selling'],
        summary:
          "An own car's impressions, unique daily visitors, saves, messages, offers, test drives and bookings over the last `days` (1–90) UTC days, per day and in total, with days on market and its price's place among similar cars",
        params: idParams,
        querystring: statsQuery,
        response: { 200: listingStats },
      },
    },
    async (request) =>
      stats.listingStats(
        await authService.bearerPrincipal(webHeaders(request)),
        request.params.id,
        request.query.days,
      ),
  );
};
