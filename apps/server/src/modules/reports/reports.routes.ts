import { acknowledged, newReport, errorResponses } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ReportsService } from './reports.service.ts';

export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  authService: AuthService;
}> = async (app, { reports, authService }) => {
  app.post(
    '/reportedItems',
    {
      schema: {
        tags: ['buying'],
        summary: 'Report a car (buyers; once per buyer and car)',
        body: newReport,
        response: { 200: acknowledged, ...errorResponses(404) },
      },
    },
    async (request) =>
      reports.reportCar(await authService.bearerPrincipal(webHeaders(request)), request.body.carId),
  );
};
