import { dealList } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { DealsService } from './deals.service.ts';

export const dealsRoutes: FastifyPluginAsyncZod<{ deals: DealsService; authService: AuthService }> = async (
  app,
  { deals, authService },
) => {
  app.get(
    '/deals',
    {
      schema: {
        tags: ['selling'],
        summary: "The seller's cars with their bookings, offers, reservations and test drives, newest first",
        response: { 200: dealList },
      },
    },
    async (request) => deals.dealsOf(await authService.bearerPrincipal(webHeaders(request))),
  );
};
