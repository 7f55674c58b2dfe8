import {
  bookingChanged,
  bookingDecline,
  bookingPayment,
  errorResponses,
  idParams,
  insertedAnswer,
  newBooking,
  orderList,
  ordersParams,
  ordersRequest,
} from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { BookingsService } from './bookings.service.ts';

export const bookingsRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsService;
  authService: AuthService;
}> = async (app, { bookings, authService }) => {
  app.post(
    '/bookings',
    {
      schema: {
        tags: ['buying'],
        summary: 'Book an available car (buyers; product fields come from the car)',
        body: newBooking,
        response: { 200: insertedAnswer, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({
      acknowledged: true as const,
      insertedId: await bookings.bookCar(
        await authService.bearerPrincipal(webHeaders(request)),
        request.body,
      ),
    }),
  );

  app.post(
    '/bookings/:email',
    {
      schema: {
        tags: ['buying'],
        summary: "The caller's own bookings (My orders)",
        params: ordersParams,
        body: ordersRequest,
        response: { 200: orderList },
      },
    },
    async (request) =>
      bookings.orders(await authService.bearerPrincipal(webHeaders(request)), [
        request.params.email,
        request.body.email,
      ]),
  );

  app.get(
    '/bookingPayment/:id',
    {
      schema: {
        tags: ['buying'],
        summary: 'A booking of the caller, to pay for (anyone else: 404)',
        params: idParams,
        response: { 200: bookingPayment },
      },
    },
    async (request) =>
      bookings.bookingForPayment(await authService.bearerPrincipal(webHeaders(request)), request.params.id),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        tags: ['buying'],
        summary:
          'The buyer cancels their unpaid booking (a paid one cannot be cancelled here); the seller is told',
        params: idParams,
        response: { 200: bookingChanged, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) =>
      bookings.cancelBooking(await authService.bearerPrincipal(webHeaders(request)), request.params.id),
  );

  app.post(
    '/bookings/:id/decline',
    {
      schema: {
        tags: ['selling'],
        summary: "The car's seller declines an unpaid booking with a reason; the buyer is told",
        params: idParams,
        body: bookingDecline,
        response: { 200: bookingChanged, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      bookings.declineBooking(
        await authService.bearerPrincipal(webHeaders(request)),
        request.params.id,
        request.body.reason,
      ),
  );
};
