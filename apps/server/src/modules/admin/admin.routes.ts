import {
  accountListRequest,
  buyerList,
  deletedAnswer,
  idParams,
  reportedItemList,
  sellerList,
  verifiedAnswer,
  verifySellerRequest,
} from '@second-gear/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
        summary: 'Every buyer account (administrators)',
        body: accountListRequest,
        response: { 200: buyerList },
      },
    },
    async (request) => admin.buyers(await caller(request), request.body.email),
  );

  app.post(
    '/sellers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every seller account, with its badge (administrators)',
        body: accountListRequest,
        response: { 200: sellerList },
      },
    },
    async (request) => admin.sellers(await caller(request), request.body.email),
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
          response: { 200: deletedAnswer },
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
        summary: 'Each reported car once, most reported first (administrators)',
        response: { 200: reportedItemList },
      },
    },
    async (request) => admin.reportedItems(await caller(request)),
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
