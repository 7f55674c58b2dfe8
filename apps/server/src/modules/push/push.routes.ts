import {
  deletedAnswer,
  errorResponses,
  pushPublicKey,
  pushSubscription,
  pushSubscriptionList,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
} from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PushService } from './push.service.ts';

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService; authService: AuthService }> = async (
  app,
  { push, authService },
) => {
  const caller = (request: Parameters<typeof webHeaders>[0]) =>
    authService.bearerPrincipal(webHeaders(request));

  app.get(
    '/push/public-key',
    {
      schema: {
        tags: ['notifications'],
        summary: "The server's VAPID public key, the application server key a browser subscribes with",
        response: { 200: pushPublicKey },
      },
    },
    async () => push.publicKey(),
  );

  app.get(
    '/push/subscriptions',
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in person's devices that receive notifications, and the topics of each",
        response: { 200: pushSubscriptionList },
      },
    },
    async (request) => push.list(await caller(request)),
  );

  app.post(
    '/push/subscriptions',
    {
      schema: {
        tags: ['notifications'],
        summary:
          "Turn notifications on for this device (a browser's push subscription) or change its topics: messages, deals (offers and test drives), alerts (saved searches), price-drops (saved cars)",
        body: pushSubscriptionRequest,
        response: { 200: pushSubscription, ...errorResponses(409) },
      },
    },
    async (request) => push.subscribe(await caller(request), request.body),
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Turn notifications off for this device',
        body: pushUnsubscribeRequest,
        response: { 200: deletedAnswer },
      },
    },
    async (request) => ({
      deletedCount: await push.unsubscribe(await caller(request), request.body.endpoint),
    }),
  );
};
