import { auditList, auditQuery } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nextPageLink } from '../../lib/next-page-link.ts';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AuditService } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService; authService: AuthService }> = async (
  app,
  { audit, authService },
) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary:
          'What administrators did and what flagged itself, newest first, 50 at a time, by actor, action and days; Link rel="next" (administrators)',
        querystring: auditQuery,
        response: { 200: auditList },
      },
    },
    async (request, reply) =>
      nextPageLink(
        request,
        reply,
        await audit.entries(await authService.bearerPrincipal(webHeaders(request)), request.query),
      ),
  );
};
