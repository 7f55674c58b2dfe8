import { uploadedPhoto, errorResponses } from '@second-gear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.ts';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { uploadRules, type UploadsService } from './uploads.service.ts';

interface UploadsRoutesOptions {
  uploads: UploadsService;
  authService: AuthService;
  accounts: AccountsService;
}

export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (app, options) => {
  const { uploads, authService, accounts } = options;
  await app.register(fastifyMultipart, {
    limits: { fileSize: uploadRules.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    '/upload',
    {
      schema: {
        tags: ['selling'],
        summary: 'Upload a car photo (multipart field "image"; sellers)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadedPhoto, ...errorResponses(413, 415, 429) },
      },
    },
    async (request) => {
      const caller = await authService.bearerPrincipal(webHeaders(request));
      await accounts.requireSeller(caller);
      if (!request.isMultipart())
        throw new ValidationError('Send the photo as multipart/form-data in the field "image".');
      const part = await request.file();
      if (!part || part.fieldname !== 'image')
        throw new ValidationError('Send the photo in the field "image".');
      const tooLarge = () =>
        new PayloadTooLargeError(`Photos may be at most ${uploadRules.maxBytes / 1024 / 1024} MB.`);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      // toBuffer only notices the limit on a chunk that arrives after it; one that ends exactly at the limit
      // returns the photo cut short.
      if (part.file.truncated) throw tooLarge();
      const { id, url } = await uploads.accept(caller.userId, bytes);
      return { id, data: { url } };
    },
  );
};
