import { errorResponses, payoutOnboarding, payoutSummary } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PayoutsService } from './payouts.service.ts';

export const payoutsRoutes: FastifyPluginAsyncZod<{
  payouts: PayoutsService;
  authService: AuthService;
}> = async (app, { payouts, authService }) => {
  const caller = (request: Parameters<typeof webHeaders>[0]) =>
    authService.bearerPrincipal(webHeaders(request));

  app.get(
    '/payouts',
    {
      schema: {
        tags: ['selling'],
        summary: "The seller's payout account state, what Stripe still needs, and money pending or sent",
        description:
          'The state is read from the gateway first while the account is not enabled. `pendingCents` is 0 and ' +
          '`transfers` is empty until transfers to sellers are made.',
        response: { 200: payoutSummary },
      },
    },
    async (request) => payouts.summary(await caller(request)),
  );

  app.post(
    '/payouts/onboarding',
    {
      schema: {
        tags: ['selling'],
        summary: "A fresh link to Stripe's onboarding for the seller's payout account (made on first use)",
        description:
          'Sellers whose e-mail address is verified, as for listing a car. Stripe sends the seller back to ' +
          '/dashboard/payouts?onboarding=done, or ?onboarding=expired when the link is no longer valid.',
        response: { 200: payoutOnboarding, ...errorResponses(502) },
      },
    },
    async (request) => payouts.startOnboarding(await caller(request)),
  );
};
