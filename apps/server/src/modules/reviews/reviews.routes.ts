import {
  errorResponses,
  newReview,
  okAnswer,
  review,
  reviewEdit,
  reviewParams,
  reviewReply,
  reviewReport,
  reviewableOrders,
} from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ReviewsService } from './reviews.service.ts';

const tags = ['reviews'];

export const reviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewsService;
  authService: AuthService;
}> = async (app, { reviews, authService }) => {
  const caller = (request: Parameters<typeof webHeaders>[0]) =>
    authService.bearerPrincipal(webHeaders(request));

  app.post(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'Review the seller of a car you paid for (once, within 60 days of paying)',
        body: newReview,
        response: { 200: review, ...errorResponses(404, 409) },
      },
    },
    async (request) => reviews.write(await caller(request), request.body),
  );

  app.patch(
    '/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Change your review, within 48 hours of writing it',
        params: reviewParams,
        body: reviewEdit,
        response: { 200: review, ...errorResponses(409) },
      },
    },
    async (request) => reviews.edit(await caller(request), request.params.id, request.body),
  );

  app.post(
    '/reviews/:id/reply',
    {
      schema: {
        tags,
        summary: 'Answer a review of you, publicly (once)',
        params: reviewParams,
        body: reviewReply,
        response: { 200: review, ...errorResponses(409) },
      },
    },
    async (request) => reviews.reply(await caller(request), request.params.id, request.body.text),
  );

  app.post(
    '/reviews/:id/report',
    {
      schema: {
        tags,
        summary:
          'Report a review of your sale to the moderators, with a reason and an optional note (again: no change)',
        params: reviewParams,
        body: reviewReport,
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      await reviews.report(await caller(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );

  app.get(
    '/reviews/mine',
    {
      schema: {
        tags,
        summary: 'My paid orders, each with its review and whether I may still write or change it',
        response: { 200: reviewableOrders },
      },
    },
    async (request) => reviews.ordersToReview(await caller(request)),
  );
};
