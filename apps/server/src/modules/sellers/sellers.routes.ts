import {
  listingPage,
  profilePageQuery,
  reviewPage,
  sellerParams,
  sellerProfile,
} from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { SellersService } from './sellers.service.ts';

const tags = ['sellers'];

export const sellersRoutes: FastifyPluginAsyncZod<{
  sellers: SellersService;
  /** The signed-in reader's account id (by access token), if any: what they reported is marked for them. */
  reader: (headers: Headers) => Promise<string | undefined>;
}> = async (app, { sellers, reader }) => {
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
