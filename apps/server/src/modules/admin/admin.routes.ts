import {
  accountListRequest,
  adminListQuery,
  buyerList,
  deletedAnswer,
  idParams,
  reportedItemList,
  sellerList,
  verifiedAnswer,
  verifySellerRequest,
  errorResponses,
} from '@second-gear/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nextPageLink } from '../../lib/next-page-link.ts';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AdminService } from './admin.service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; authService: AuthService }> = async (
  app,
  { admin, authService },
) => {
  const caller = (request: FastifyRequest) => authService.bearerPrincipal(webHeaders(request));
  app.post(
    '/buyers',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Buyer accounts, 50 at a time, oldest first; Link rel="next" names the next page (administrators)',
        body: accountListRequest,
        querystring: adminListQuery,
        response: { 200: buyerList },
      },
    },
    async (request, reply) =>
      nextPageLink(
        request,
        reply,
        await admin.buyers(await caller(request), request.body.email, request.query),
      ),
  );

  app.post(
    '/sellers',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Seller accounts with their badges, 50 at a time; Link rel="next" names the next page (administrators)',
        body: accountListRequest,
        querystring: adminListQuery,
        response: { 200: sellerList },
      },
    },
    async (request, reply) =>
      nextPageLink(
        request,
        reply,
        await admin.sellers(await caller(request), request.body.email, request.query),
      ),
  );

  app.put(
    '/sellers/verifyStatus/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give a seller the verified badge; nothing else can be changed here (administrators)',
        params: idParams,
        body: verifySellerRequest,
        response: { 200: verifiedAnswer },
      },
    },
    async (request) => admin.verifySeller(await caller(request), request.params.id),
  );

  // The specification's buyer list deletes through the seller path, so both paths delete any account.
  for (const path of ['/sellers/:id', '/buyers/:id']) {
    app.delete(
      path,
      {
        schema: {
          tags: ['admin'],
          summary:
            "Delete a buyer's or seller's account with its sign-in, unsold cars and unpaid bookings (administrators)",
          params: idParams,
          response: { 200: deletedAnswer, ...errorResponses(409) },
        },
      },
      async (request) => ({
        deletedCount: await admin.deleteAccount(await caller(request), request.params.id),
      }),
    );
  }

  app.get(
    '/reportedItems',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Each reported car once, most reported first, 50 at a time; Link rel="next" (administrators)',
        querystring: adminListQuery,
        response: { 200: reportedItemList },
      },
    },
    async (request, reply) =>
      nextPageLink(request, reply, await admin.reportedItems(await caller(request), request.query)),
  );

  app.delete(
    '/reportedItems/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a reported listing with its reports (administrators)',
        params: idParams,
        response: { 200: deletedAnswer },
      },
    },
    async (request) => ({
      deletedCount: await admin.deleteReportedItem(await caller(request), request.params.id),
    }),
  );
};
