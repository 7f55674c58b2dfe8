import { errorResponses, financeQuery, financeReport } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { LedgerService } from './ledger.service.ts';

export const ledgerRoutes: FastifyPluginAsyncZod<{
  ledger: LedgerService;
  authService: AuthService;
}> = async (app, { ledger, authService }) => {
  app.get(
    '/admin/finance',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The books by day or month, from and to (YYYY-MM-DD, both included, UTC): gross, fees, refunds, transferred and pending, in cents (administrators)',
        querystring: financeQuery,
        response: { 200: financeReport, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ledger.report(await authService.bearerPrincipal(webHeaders(request)), request.query),
  );

  app.get(
    '/admin/finance.csv',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The same rows as a CSV download; a signed-in browser session is enough, so a plain link can fetch it (administrators)',
        querystring: financeQuery,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV: a header line, then one line per period, amounts in cents'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const csv = await ledger.reportCsv(await authService.principal(webHeaders(request)), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .header('cache-control', 'no-store')
        .send(csv.body);
    },
  );
};
