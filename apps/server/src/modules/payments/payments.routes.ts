import {
  completedBooking,
  idParams,
  insertedAnswer,
  newPayment,
  paymentIntentAnswer,
  paymentIntentRequest,
  paymentProvider,
  errorResponses,
} from '@second-gear/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PaymentsService } from './payments.service.ts';

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  authService: AuthService;
}> = async (app, { payments, authService }) => {
  const caller = (request: FastifyRequest) => authService.bearerPrincipal(webHeaders(request));

  app.get(
    '/paymentProvider',
    {
      schema: {
        tags: ['paying'],
        summary:
          'The card gateway the payment page confirms cards with (Stripe, or the sandbox standing in for it)',
        response: { 200: paymentProvider },
      },
    },
    async () => payments.provider(),
  );

  app.post(
    '/create-payment-intent',
    {
      schema: {
        tags: ['paying'],
        summary:
          "A payment intent for the caller's booking, for the booking's price (a client price is ignored)",
        body: paymentIntentRequest,
        response: { 200: paymentIntentAnswer, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      payments.createIntent(await caller(request), request.body.bookingId, request.body.price),
  );

  app.post(
    '/payments',
    {
      schema: {
        tags: ['paying'],
        summary: 'Record a payment the gateway confirms succeeded (only transactionId counts)',
        body: newPayment,
        response: { 200: insertedAnswer, ...errorResponses(404, 409) },
      },
    },
    async (request) => payments.recordPayment(await caller(request), request.body.transactionId),
  );

  app.patch(
    '/bookingPayment/:id',
    {
      schema: {
        tags: ['paying'],
        summary: 'Complete the booking from its recorded payment: booking paid, car sold',
        params: idParams,
        response: { 200: completedBooking, ...errorResponses(409) },
      },
    },
    async (request) => payments.completeBooking(await caller(request), request.params.id),
  );

  // The gateway signs the exact bytes it sends: this route keeps the body raw.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post(
      '/webhooks/stripe',
      {
        schema: {
          tags: ['paying'],
          summary: 'Signed gateway events (Stripe-Signature); payment_intent.succeeded completes the sale',
          response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400) },
        },
      },
      async (request) =>
        payments.handleEvent(
          request.body as Buffer,
          request.headers['stripe-signature'] as string | undefined,
        ),
    );
  });
};
