import {
  deletedAnswer,
  newSavedSearch,
  savedSearch,
  savedSearchEdit,
  savedSearchList,
  savedSearchParams,
  savedSearchVisit,
  errorResponses,
} from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

export const savedSearchesRoutes: FastifyPluginAsyncZod<{
  savedSearches: SavedSearchesService;
  authService: AuthService;
}> = async (app, { savedSearches, authService }) => {
  const caller = (request: Parameters<typeof webHeaders>[0]) =>
    authService.bearerPrincipal(webHeaders(request));
  const tags = ['saved searches'];

  app.get(
    '/saved-searches',
    { schema: { tags, summary: 'My saved searches, the latest first', response: { 200: savedSearchList } } },
    async (request) => savedSearches.list(await caller(request)),
  );

  app.post(
    '/saved-searches',
    {
      schema: {
        tags,
        summary: 'Save a search (its /cars query string) with a name and how often to be alerted',
        body: newSavedSearch,
        response: { 200: savedSearch, ...errorResponses(409) },
      },
    },
    async (request) => savedSearches.save(await caller(request), request.body),
  );

  app.patch(
    '/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Rename a saved search or change how often it alerts',
        params: savedSearchParams,
        body: savedSearchEdit,
        response: { 200: savedSearch },
      },
    },
    async (request) => savedSearches.edit(await caller(request), request.params.id, request.body),
  );

  app.post(
    '/saved-searches/:id/visit',
    {
      schema: {
        tags,
        summary:
          'Open a saved search: answers since when its cars are new, and starts counting again from now',
        params: savedSearchParams,
        response: { 200: savedSearchVisit },
      },
    },
    async (request) => savedSearches.visit(await caller(request), request.params.id),
  );

  app.delete(
    '/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved search',
        params: savedSearchParams,
        response: { 200: deletedAnswer },
      },
    },
    async (request) => ({
      deletedCount: await savedSearches.remove(await caller(request), request.params.id),
    }),
  );
};
