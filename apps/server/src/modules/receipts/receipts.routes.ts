import { errorResponses, idParams, receiptFile } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ReceiptsService } from './receipts.service.ts';

export const receiptsRoutes: FastifyPluginAsyncZod<{
  receipts: ReceiptsService;
  authService: AuthService;
}> = async (app, { receipts, authService }) => {
  app.get(
    '/bookings/:id/receipt.pdf',
    {
      schema: {
        tags: ['buying'],
        summary:
          "A paid or refunded booking's receipt as a PDF download; a signed-in browser session is enough, so a plain link can fetch it (the buyer and administrators; anyone else: 404; never paid: 409)",
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: receiptFile, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const receipt = await receipts.receipt(
        await authService.principal(webHeaders(request)),
        request.params.id,
      );
      // Fastify sends a Buffer as it is, past the serializer: the schema's binary string only describes the file.
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(receipt.body as unknown as string);
    },
  );
};
