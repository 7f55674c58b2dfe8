import {
  errorResponses,
  moderationActionAnswer,
  moderationActionRequest,
  moderationItemParams,
  moderationList,
  moderationQuery,
} from '@second-gear/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nextPageLink } from '../../lib/next-page-link.ts';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ModerationService } from './moderation.service.ts';

export const moderationRoutes: FastifyPluginAsyncZod<{
  moderation: ModerationService;
  authService: AuthService;
}> = async (app, { moderation, authService }) => {
  const caller = (request: FastifyRequest) => authService.bearerPrincipal(webHeaders(request));

  app.get(
    '/moderation',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The moderation queue: open items, oldest first, 50 at a time, with their reasons and targets; Link rel="next" (administrators)',
        querystring: moderationQuery,
        response: { 200: moderationList },
      },
    },
    async (request, reply) =>
      nextPageLink(request, reply, await moderation.queue(await caller(request), request.query.after)),
  );

  app.post(
    '/moderation/:id/actions',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Decide on an item with a reason: dismiss, hide, warn, suspend, unsuspend, unverify or delete (administrators)',
        params: moderationItemParams,
        body: moderationActionRequest,
        response: { 200: moderationActionAnswer, ...errorResponses(409) },
      },
    },
    async (request) => moderation.act(await caller(request), request.params.id, request.body),
  );
};
