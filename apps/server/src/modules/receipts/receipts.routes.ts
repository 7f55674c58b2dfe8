import { errorResponses, idParams, receiptFile } from '@second-gear/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ReceiptsService } from './receipts.service.ts';

/** A PDF download. Fastify sends a Buffer as it is, past the serializer: the schema's binary string only describes it. */
const sendPdf = (reply: FastifyReply, pdf: { filename: string; body: Buffer }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf.body as unknown as string);

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
    async (request, reply) =>
      sendPdf(
        reply,
        await receipts.receipt(await authService.principal(webHeaders(request)), request.params.id),
      ),
  );

  app.get(
    '/payouts/:id/statement.pdf',
    {
      schema: {
        tags: ['selling'],
        summary:
          "A payout's statement as a PDF download: the sale's gross, the marketplace's fee and the amount transferred; a signed-in browser session is enough (the seller paid, and administrators; anyone else: 404)",
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: receiptFile, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await receipts.statement(await authService.principal(webHeaders(request)), request.params.id),
      ),
  );
};
