import {
  adminPaymentList,
  adminPaymentsQuery,
  adminRefundRequest,
  completedBooking,
  refundAnswer,
  sellerRefundRequest,
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
import { nextPageLink } from '../../lib/next-page-link.ts';
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

  const bookingParams = z.object({ bookingId: z.uuid({ error: 'bookingId must be the id of a booking' }) });

  app.post(
    '/admin/payments/:bookingId/refund',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Refund a paid sale in full, with a reason; the car goes back on sale or stays sold (administrators)',
        description:
          "The seller's share is cancelled if not yet sent, or reversed from their account if it was. Both people " +
          'are e-mailed the reason. The card refund is sent at once and retried until the gateway confirms it.',
        params: bookingParams,
        body: adminRefundRequest,
        response: { 200: refundAnswer, ...errorResponses(404, 409, 502) },
      },
    },
    async (request) => payments.refundByAdmin(await caller(request), request.params.bookingId, request.body),
  );

  app.post(
    '/payments/:bookingId/refund',
    {
      schema: {
        tags: ['selling'],
        summary: "The car's seller refunds its sale, with a reason, before their share is sent to them",
        description:
          'Refused with 409 once the seller has been paid their share: an administrator refunds it then. The car ' +
          'goes back on sale unless relist is false.',
        params: bookingParams,
        body: sellerRefundRequest,
        response: { 200: refundAnswer, ...errorResponses(404, 409) },
      },
    },
    async (request) => payments.refundBySeller(await caller(request), request.params.bookingId, request.body),
  );

  app.get(
    '/admin/payments',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Sales paid by card: paid, refunded or disputed, newest first, 50 at a time; Link rel="next" (administrators)',
        querystring: adminPaymentsQuery,
        response: { 200: adminPaymentList },
      },
    },
    async (request, reply) => {
      return nextPageLink(request, reply, await payments.adminPayments(await caller(request), request.query));
    },
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
