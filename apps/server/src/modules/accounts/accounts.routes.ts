import {
  acknowledged,
  accountParams,
  emailParams,
  isAdminAnswer,
  isBuyerAnswer,
  isSellerAnswer,
  languageChoice,
  languageFromHeader,
  myAccount,
  newAccount,
  okAnswer,
  reportDetails,
  errorResponses,
} from '@second-gear/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AccountsService } from './accounts.service.ts';

export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  authService: AuthService;
}> = async (app, { accounts, authService }) => {
  app.post(
    '/allAccounts',
    {
      schema: {
        tags: ['accounts'],
        summary: "Create the signed-in user's buyer or seller account (once)",
        body: newAccount,
        response: { 200: acknowledged, ...errorResponses(403) },
      },
    },
    // The page's language (the web app sends it as Accept-Language) becomes the new account's.
    async (request) => {
      const pageLanguage = request.headers['accept-language'];
      return accounts.createAccount(
        await authService.principal(webHeaders(request)),
        request.body,
        pageLanguage ? languageFromHeader(pageLanguage) : null,
      );
    },
  );

  app.get(
    '/accounts/me',
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's own account (name, phone, location, type)",
        response: { 200: myAccount, ...errorResponses(404) },
      },
    },
    async (request) => accounts.myAccount(await authService.bearerPrincipal(webHeaders(request))),
  );

  app.put(
    '/accounts/me/language',
    {
      schema: {
        tags: ['accounts'],
        summary: "Keep the signed-in person's language (their pages on every device, and their e-mails)",
        body: languageChoice,
        response: { 200: languageChoice, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      accounts.chooseLanguage(await authService.bearerPrincipal(webHeaders(request)), request.body.language),
  );

  app.post(
    '/users/:id/report',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Report a person to the moderators, with a reason and an optional note (once per person: again, no change; never yourself)',
        params: accountParams,
        body: reportDetails,
        response: { 200: okAnswer, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const caller = await authService.bearerPrincipal(webHeaders(request));
      await accounts.reportUser(caller, request.params.id, request.body);
      return { ok: true as const };
    },
  );

  const roleSchema = (
    summary: string,
    answer: typeof isAdminAnswer | typeof isBuyerAnswer | typeof isSellerAnswer,
  ) => ({
    schema: { tags: ['accounts'], summary, params: emailParams, response: { 200: answer } },
  });
  /** The caller by access token or sign-in session: the web app looks its roles up as soon as it knows who signed in. */
  const lookUp = async (request: FastifyRequest, email: string, role: 'admin' | 'buyer' | 'seller') =>
    accounts.lookUpRole(await authService.principal(webHeaders(request)), email, role);

  app.get(
    '/admin/:email',
    roleSchema(
      'Whether this e-mail is an administrator (your own, or anyone for an administrator)',
      isAdminAnswer,
    ),
    async (request) => ({ isAdmin: await lookUp(request, request.params.email, 'admin') }),
  );
  app.get(
    '/buyer/:email',
    roleSchema(
      'Whether this e-mail has a buyer account (your own, or anyone for an administrator)',
      isBuyerAnswer,
    ),
    async (request) => ({ isBuyer: await lookUp(request, request.params.email, 'buyer') }),
  );
  app.get(
    '/seller/:email',
    roleSchema(
      'Whether this e-mail has a seller account (your own, or anyone for an administrator)',
      isSellerAnswer,
    ),
    async (request) => ({ isSeller: await lookUp(request, request.params.email, 'seller') }),
  );
};
