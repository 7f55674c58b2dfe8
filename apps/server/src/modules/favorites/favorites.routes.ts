import { deletedAnswer, favorite, favoriteList, favoriteParams, errorResponses } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { FavoritesService } from './favorites.service.ts';

export const favoritesRoutes: FastifyPluginAsyncZod<{
  favorites: FavoritesService;
  authService: AuthService;
}> = async (app, { favorites, authService }) => {
  const caller = (request: Parameters<typeof webHeaders>[0]) =>
    authService.bearerPrincipal(webHeaders(request));

  app.get(
    '/favorites',
    {
      schema: {
        tags: ['favourites'],
        summary: 'My saved cars, the latest saved first, with their price now and when saved',
        response: { 200: favoriteList },
      },
    },
    async (request) => favorites.list(await caller(request)),
  );

  app.put(
    '/favorites/:carId',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Save a car (again: no change)',
        params: favoriteParams,
        response: { 200: favorite, ...errorResponses(409) },
      },
    },
    async (request) => favorites.save(await caller(request), request.params.carId),
  );

  app.delete(
    '/favorites/:carId',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Forget a saved car',
        params: favoriteParams,
        response: { 200: deletedAnswer },
      },
    },
    async (request) => ({
      deletedCount: await favorites.remove(await caller(request), request.params.carId),
    }),
  );
};
