import {
  advertisedProductList,
  appealRequest,
  okAnswer,
  carEdit,
  carPage,
  comparablesAnswer,
  sellerCar,
  sellerCarList,
  carModelList,
  deletedAnswer,
  idParams,
  insertedAnswer,
  modelCarList,
  modelCarsPageSize,
  modelCarsParams,
  modelCarsQuery,
  modifiedAnswer,
  newCar,
  sellerProductsRequest,
  errorResponses,
} from '@second-gear/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CarsService } from './cars.service.ts';
import { sendJson } from './json-answer.ts';

export const carsRoutes: FastifyPluginAsyncZod<{ cars: CarsService; authService: AuthService }> = async (
  app,
  { cars, authService },
) => {
  const caller = (request: FastifyRequest) => authService.bearerPrincipal(webHeaders(request));

  app.get(
    '/carModels',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Car models for the "Browse Our Models" grid',
        response: { 200: carModelList },
      },
    },
    async (_request, reply) => sendJson(reply, await cars.carModelsJson()),
  );

  app.get(
    '/products/advertise',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Advertised cars still for sale, newest first ("Latest Collections")',
        response: { 200: advertisedProductList },
      },
    },
    async (_request, reply) => sendJson(reply, await cars.advertisedCarsJson()),
  );

  app.get(
    '/carModels/:model',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The cars of one model, newest first, a page at a time (next page in the Link header; signed in)',
        params: modelCarsParams,
        querystring: modelCarsQuery,
        response: { 200: modelCarList },
      },
    },
    async (request, reply) => {
      const { model } = request.params;
      // The page is looked up while the token is checked; a caller without a valid token still gets only the 401.
      const looking = cars.modelCarsPage(model, request.query);
      looking.catch(() => undefined);
      const who = await caller(request);
      const page = await looking;
      if (page.next) {
        const query = new URLSearchParams({ after: page.next });
        if (request.query.limit !== modelCarsPageSize) query.set('limit', String(request.query.limit));
        reply.header('link', `</api/carModels/${encodeURIComponent(model)}?${query}>; rel="next"`);
      }
      return sendJson(reply, await cars.modelCarsJson(who, page));
    },
  );

  app.get(
    '/cars/:id',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "A car's public page: every field, price history, similar cars; the seller's contact only when signed in",
        params: idParams,
        response: { 200: carPage },
      },
    },
    async (request) => {
      // Anyone may read the page: an expired or invalid token reads it as a visitor (`signedIn` false tells the web
      // app to renew its token and ask again).
      const who = request.headers.authorization ? await caller(request).catch(() => undefined) : undefined;
      return cars.carPage(who, request.params.id, {
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
    },
  );

  app.get(
    '/cars/:id/comparables',
    {
      schema: {
        tags: ['catalog'],
        summary: "The cars a car's deal rating comes from, each with its price moved to the car's mileage",
        params: idParams,
        response: { 200: comparablesAnswer },
      },
    },
    async (request) => cars.comparables(request.params.id),
  );

  app.post(
    '/allCar',
    {
      schema: {
        tags: ['selling'],
        summary: 'List a car for sale (sellers; the photo must be an upload of theirs)',
        body: newCar,
        response: { 200: insertedAnswer, ...errorResponses(409) },
      },
    },
    async (request) => ({
      acknowledged: true as const,
      insertedId: await cars.addCar(await caller(request), request.body),
    }),
  );

  app.post(
    '/products',
    {
      schema: {
        tags: ['selling'],
        summary: "The signed-in seller's own cars",
        body: sellerProductsRequest,
        response: { 200: sellerCarList },
      },
    },
    async (request) => cars.sellerCars(await caller(request), request.body.email),
  );

  app.put(
    '/products/advertise/:id',
    {
      schema: {
        tags: ['selling'],
        summary: 'Advertise an own car that is for sale',
        params: idParams,
        response: { 200: modifiedAnswer, ...errorResponses(409) },
      },
    },
    async (request) => ({ modifiedCount: await cars.advertise(await caller(request), request.params.id) }),
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        tags: ['selling'],
        summary:
          'Change an own car for sale: price (kept in its history), mileage, description, location, ZIP',
        params: idParams,
        body: carEdit,
        response: { 200: sellerCar, ...errorResponses(409) },
      },
    },
    async (request) => cars.editCar(await caller(request), request.params.id, request.body),
  );

  app.put(
    '/products/sold/:id',
    {
      schema: {
        tags: ['selling'],
        summary: 'Mark an own car sold elsewhere: off sale, its unpaid bookings cancelled',
        params: idParams,
        response: { 200: modifiedAnswer, ...errorResponses(409) },
      },
    },
    async (request) => ({
      modifiedCount: await cars.markSoldElsewhere(await caller(request), request.params.id),
    }),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags: ['selling'],
        summary: 'Delete a listing (its seller or an administrator)',
        params: idParams,
        response: { 200: deletedAnswer, ...errorResponses(409) },
      },
    },
    async (request) => ({ deletedCount: await cars.deleteCar(await caller(request), request.params.id) }),
  );

  app.post(
    '/products/:id/appeal',
    {
      schema: {
        tags: ['selling'],
        summary: 'Ask, once, for a listing a moderator hid to be looked at again, saying why (its seller)',
        params: idParams,
        body: appealRequest,
        response: { 200: okAnswer, ...errorResponses(409) },
      },
    },
    async (request) => cars.appeal(await caller(request), request.params.id, request.body.reason),
  );
};
