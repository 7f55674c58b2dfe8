import { dealList, errorResponses, idParams, leadList } from '@second-gear/contract';
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

  app.get(
    '/products/:id/leads',
    {
      schema: {
        tags: ['selling'],
        summary:
          "The people interested in the seller's car (messaged, offered, asked for a test drive, reserved, booked), each with their latest state",
        params: idParams,
        response: { 200: leadList, ...errorResponses(404) },
      },
    },
    async (request) =>
      deals.leadsOf(await authService.bearerPrincipal(webHeaders(request)), request.params.id),
  );
};
