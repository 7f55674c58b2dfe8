import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { StripeSandbox } from './stripe-sandbox.ts';

/** The same-origin path the payment page reaches the sandbox under, as it would reach api.stripe.com. */
export const sandboxBrowserPath = '/stripe-sandbox';

/**
 * Serves the sandbox's publishable-key calls (confirming a card with a client secret) and its Connect onboarding pages
 * on this origin. The request goes to the sandbox untouched: our API never reads the card or the seller's details.
 */
export const sandboxBrowserMount: FastifyPluginAsync<{ sandbox: StripeSandbox }> = async (
  app,
  { sandbox },
) => {
  app.removeAllContentTypeParsers();
  // Leave the body in the request stream for the sandbox to read.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    request.raw.url = request.raw.url!.slice(sandboxBrowserPath.length);
    await sandbox.handle(request.raw, reply.raw, true);
  };
  app.route({
    method: ['GET', 'POST'],
    url: `${sandboxBrowserPath}/v1/*`,
    handler: forward,
  });
  app.route({
    method: ['GET', 'POST'],
    url: `${sandboxBrowserPath}/connect/onboarding/:token`,
    handler: forward,
  });
};
