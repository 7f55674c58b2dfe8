import {
  createdReservation,
  errorResponses,
  idParams,
  newReservation,
  reservation,
  reservationList,
  reservationTerms,
} from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ReservationsService } from './reservations.service.ts';

export const reservationsRoutes: FastifyPluginAsyncZod<{
  reservations: ReservationsService;
  authService: AuthService;
}> = async (app, { reservations, authService }) => {
  const caller = (request: Parameters<typeof webHeaders>[0]) =>
    authService.bearerPrincipal(webHeaders(request));

  app.post(
    '/reservations',
    {
      schema: {
        tags: ['reserving'],
        summary:
          'Reserve a car for a refundable deposit: a hold on the card (amount in whole dollars) to confirm with clientSecret as on the payment page',
        body: newReservation,
        response: { 200: createdReservation, ...errorResponses(404, 409) },
      },
    },
    async (request) => reservations.reserve(await caller(request), request.body.carId),
  );

  app.post(
    '/reservations/:id/confirm',
    {
      schema: {
        tags: ['reserving'],
        summary:
          'After the card is confirmed: the reservation holds the car (idempotent; the webhook does the same)',
        params: idParams,
        response: { 200: reservation, ...errorResponses(404, 409) },
      },
    },
    async (request) => reservations.confirm(await caller(request), request.params.id),
  );

  app.post(
    '/reservations/:id/cancel',
    {
      schema: {
        tags: ['reserving'],
        summary: "The buyer or the car's seller cancels a reservation: the deposit's hold is released",
        params: idParams,
        response: { 200: reservation, ...errorResponses(404, 409) },
      },
    },
    async (request) => reservations.cancel(await caller(request), request.params.id),
  );

  app.get(
    '/cars/:id/reservation-terms',
    {
      schema: {
        tags: ['reserving'],
        summary:
          'What reserving a car costs (the deposit, in whole dollars), for how long, and whether it can be reserved now',
        params: idParams,
        response: { 200: reservationTerms, ...errorResponses(404) },
      },
    },
    async (request) => reservations.terms(request.params.id),
  );

  app.get(
    '/reservations',
    {
      schema: {
        tags: ['reserving'],
        summary: 'My reservations as a buyer, and those of my cars as a seller (who reserved), newest first',
        response: { 200: reservationList },
      },
    },
    async (request) => reservations.mine(await caller(request)),
  );
};
