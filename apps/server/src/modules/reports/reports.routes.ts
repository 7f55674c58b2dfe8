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
        summary:
          'Report a car with a reason and an optional note (buyers; once per buyer and car: again, no change)',
        body: newReport,
        response: { 200: acknowledged, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { carId, reason, note } = request.body;
      await reports.reportCar(await authService.bearerPrincipal(webHeaders(request)), carId, {
        reason,
        note,
      });
      return { acknowledged: true as const };
    },
  );
};
