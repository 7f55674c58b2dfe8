import { accountDeletion, dataExport, deletionConfirmation, errorResponses } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PrivacyService } from './privacy.service.ts';

export const privacyRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService;
  authService: AuthService;
}> = async (app, { privacy, authService }) => {
  const caller = (request: Parameters<typeof webHeaders>[0]) =>
    authService.bearerPrincipal(webHeaders(request));

  app.get(
    '/me/export',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Everything the marketplace holds about me, as one JSON file to download',
        response: { 200: dataExport, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const data = await privacy.exportData(await caller(request));
      reply
        .header(
          'content-disposition',
          `attachment; filename="second-gear-${data.exportedAt.slice(0, 10)}.json"`,
        )
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.get(
    '/me/deletion',
    {
      schema: {
        tags: ['privacy'],
        summary: "Whether my account's deletion is asked for or scheduled, and when it happens",
        response: { 200: accountDeletion, ...errorResponses(404) },
      },
    },
    async (request) => privacy.deletionStatus(await caller(request)),
  );

  app.post(
    '/me/deletion',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Ask to delete my account: e-mails the link that confirms it',
        response: { 200: accountDeletion, ...errorResponses(404, 409, 429) },
      },
    },
    async (request) => privacy.requestDeletion(await caller(request)),
  );

  app.post(
    '/me/deletion/confirm',
    {
      schema: {
        tags: ['privacy'],
        summary:
          'Confirm my account deletion with the e-mailed link: it happens 7 days later unless cancelled',
        body: deletionConfirmation,
        response: { 200: accountDeletion, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => privacy.confirmDeletion(await caller(request), request.body.token),
  );

  app.delete(
    '/me/deletion',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Cancel my account deletion: the account stays as it was',
        response: { 200: accountDeletion, ...errorResponses(404) },
      },
    },
    async (request) => privacy.cancelDeletion(await caller(request)),
  );
};
