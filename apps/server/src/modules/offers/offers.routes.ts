import {
  conversationParams,
  errorResponses,
  newOffer,
  offer,
  offerAmountBody,
  offerList,
  offerParams,
} from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { OffersService } from './offers.service.ts';

export const offersRoutes: FastifyPluginAsyncZod<{
  offers: OffersService;
  authService: AuthService;
}> = async (app, { offers, authService }) => {
  const caller = (request: Parameters<typeof webHeaders>[0]) =>
    authService.bearerPrincipal(webHeaders(request));

  app.post(
    '/offers',
    {
      schema: {
        tags: ['offers'],
        summary:
          "Offer an amount for a car, in the caller's conversation about it (started when there is none)",
        body: newOffer,
        response: { 200: offer, ...errorResponses(404, 409, 429) },
      },
    },
    async (request) => offers.makeOffer(await caller(request), request.body.carId, request.body.amount),
  );

  app.get(
    '/offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'The offers of the caller as a buyer, newest first',
        response: { 200: offerList },
      },
    },
    async (request) => offers.myOffers(await caller(request)),
  );

  app.get(
    '/conversations/:id/offers',
    {
      schema: {
        tags: ['offers'],
        summary: "A conversation's offers, oldest first, with what the caller may do with each",
        params: conversationParams,
        response: { 200: offerList },
      },
    },
    async (request) => offers.offersOf(await caller(request), request.params.id),
  );

  app.post(
    '/conversations/:id/offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'Offer an amount in a conversation (one open offer at a time; it expires after 48 hours)',
        params: conversationParams,
        body: offerAmountBody,
        response: { 200: offer, ...errorResponses(409) },
      },
    },
    async (request) => offers.offerIn(await caller(request), request.params.id, request.body.amount),
  );

  const answers = [
    ['accept', 'Accept an offer made to the caller: the car is booked for its buyer at the amount'],
    ['decline', 'Decline an offer made to the caller'],
    ['withdraw', 'Withdraw an open offer the caller made'],
  ] as const;
  for (const [action, summary] of answers) {
    app.post(
      `/offers/:id/${action}`,
      {
        schema: {
          tags: ['offers'],
          summary,
          params: offerParams,
          response: { 200: offer, ...errorResponses(409) },
        },
      },
      async (request) => offers.act(await caller(request), request.params.id, action),
    );
  }

  app.post(
    '/offers/:id/counter',
    {
      schema: {
        tags: ['offers'],
        summary: 'Counter an offer made to the caller with an amount of their own (a new open offer)',
        params: offerParams,
        body: offerAmountBody,
        response: { 200: offer, ...errorResponses(409) },
      },
    },
    async (request) => offers.act(await caller(request), request.params.id, 'counter', request.body.amount),
  );
};
