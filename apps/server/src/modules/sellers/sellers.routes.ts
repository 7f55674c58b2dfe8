import {
  listingPage,
  profilePageQuery,
  reviewPage,
  sellerParams,
  sellerProfile,
  sellerReplies,
} from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { SellersService } from './sellers.service.ts';

const tags = ['sellers'];

export const sellersRoutes: FastifyPluginAsyncZod<{
  sellers: SellersService;
  /** The caller, by access token (refused without a valid one). */
  caller: (headers: Headers) => Promise<Principal>;
  /** The signed-in reader's account id (by access token), if any: what they reported is marked for them. */
  reader: (headers: Headers) => Promise<string | undefined>;
}> = async (app, { sellers, caller, reader }) => {
  app.get(
    '/sellers/me/replies',
    {
      schema: {
        tags,
        summary:
          "The signed-in seller's usual reply time, as buyers see it, and the conversations waiting for their reply, longest waiting first",
        response: { 200: sellerReplies },
      },
    },
    async (request) => sellers.repliesOf(await caller(webHeaders(request))),
  );

  app.get(
    '/sellers/:id',
    {
      schema: {
        tags,
        summary:
          "A seller's public profile: rating, reply time, sales, first page of reviews and cars for sale",
        params: sellerParams,
        response: { 200: sellerProfile },
      },
    },
    async (request) => sellers.profile(request.params.id, await reader(webHeaders(request))),
  );

  app.get(
    '/sellers/:id/reviews',
    {
      schema: {
        tags,
        summary: "A page of a seller's reviews, newest first, with the seller's replies",
        params: sellerParams,
        querystring: profilePageQuery,
        response: { 200: reviewPage },
      },
    },
    async (request) =>
      sellers.reviews(request.params.id, request.query.page, await reader(webHeaders(request))),
  );

  app.get(
    '/sellers/:id/listings',
    {
      schema: {
        tags,
        summary: "A page of a seller's cars for sale, newest first",
        params: sellerParams,
        querystring: profilePageQuery,
        response: { 200: listingPage },
      },
    },
    async (request) => sellers.listings(request.params.id, request.query.page),
  );
};
