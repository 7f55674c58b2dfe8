import {
  languageFromHeader,
  mailPreferenceChange,
  mailPreferences,
  unsubscribed,
  unsubscribeQuery,
} from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../../lib/errors.ts';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MailService } from './mail.service.ts';

/** The page's language, which the web app sends: the labels' language. */
const languageOf = (request: FastifyRequest) => languageFromHeader(request.headers['accept-language']);

export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService; authService: AuthService }> = async (
  app,
  { mail, authService },
) => {
  // Mail programs send a one-click unsubscribe as a form (RFC 8058: "List-Unsubscribe=One-Click"); its content
  // does not matter, the token in the address does.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/mail/preferences',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The optional e-mails and whether the signed-in user receives them',
        response: { 200: mailPreferences },
      },
    },
    async (request) =>
      mail.preferences((await authService.bearerPrincipal(webHeaders(request))).email, languageOf(request)),
  );

  app.put(
    '/mail/preferences',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Turns one optional e-mail on or off for the signed-in user',
        body: mailPreferenceChange,
        response: { 200: mailPreferences },
      },
    },
    async (request) => {
      const { email } = await authService.bearerPrincipal(webHeaders(request));
      await mail.setPreference(email, request.body.kind, request.body.enabled);
      return mail.preferences(email, languageOf(request));
    },
  );

  app.post(
    '/mail/unsubscribe',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "One-click unsubscribe from an optional e-mail or a saved search's alerts (the List-Unsubscribe header's address)",
        querystring: unsubscribeQuery,
        response: { 200: unsubscribed },
      },
    },
    async (request) => {
      const done = await mail.unsubscribe(request.query.token, languageOf(request));
      if (!done)
        throw new NotFoundError('This unsubscribe link is not valid: open the one in your latest e-mail.');
      return { unsubscribed: true as const, ...done };
    },
  );
};
