import fastifyMultipart from '@fastify/multipart';
import {
  dealerIdParams,
  dealerImport,
  dealerImportList,
  errorResponses,
  importIdParams,
} from '@second-gear/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.ts';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { DealerImportsService, InventoryUpload } from './dealer-imports.service.ts';

/** An inventory file, and its photo archive, at most. */
const maxCsvBytes = 20 * 1024 * 1024;
const maxArchiveBytes = 512 * 1024 * 1024;

const flag = (value: string, name: string) => {
  if (value !== 'true' && value !== 'false') throw new ValidationError(`${name} must be true or false.`);
  return value === 'true';
};

/** The multipart body: `file` (the CSV), `photos` (the ZIP), `dryRun` and `fullFeed` (true or false). */
async function readUpload(request: FastifyRequest): Promise<InventoryUpload> {
  if (!request.isMultipart())
    throw new ValidationError(
      'Send the inventory as multipart/form-data: the CSV in "file", its photos in "photos".',
    );
  const upload: Partial<InventoryUpload> = { dryRun: false, fullFeed: false };
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'dryRun') upload.dryRun = flag(String(part.value), 'dryRun');
      else if (part.fieldname === 'fullFeed') upload.fullFeed = flag(String(part.value), 'fullFeed');
      continue;
    }
    const limit = part.fieldname === 'file' ? maxCsvBytes : maxArchiveBytes;
    const what = part.fieldname === 'file' ? 'The inventory file' : 'The photo archive';
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new PayloadTooLargeError(`${what} may be at most ${limit / 1024 / 1024} MB.`);
      throw error;
    }
    if (part.file.truncated || bytes.length > limit)
      throw new PayloadTooLargeError(`${what} may be at most ${limit / 1024 / 1024} MB.`);
    if (part.fieldname === 'file') {
      upload.csv = bytes;
      upload.fileName = part.filename || 'inventory.csv';
    } else if (part.fieldname === 'photos') upload.photos = bytes;
    else throw new ValidationError(`Unexpected file field "${part.fieldname}": send "file" and "photos".`);
  }
  if (!upload.csv) throw new ValidationError('Send the inventory file (CSV) in the field "file".');
  return upload as InventoryUpload;
}

export const dealerImportsRoutes: FastifyPluginAsyncZod<{
  imports: DealerImportsService;
  authService: AuthService;
}> = async (app, { imports, authService }) => {
  const caller = (request: FastifyRequest) => authService.bearerPrincipal(webHeaders(request));
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxArchiveBytes, files: 2, fields: 4, fieldSize: 16, parts: 6 },
  });

  app.post(
    '/dealers/:id/imports',
    {
      schema: {
        tags: ['dealers'],
        summary:
          "Check (dryRun) or import a dealership's inventory file: a CSV and a ZIP of its photos (owners, managers)",
        consumes: ['multipart/form-data'],
        params: dealerIdParams,
        response: { 200: dealerImport, ...errorResponses(409, 413, 415) },
      },
    },
    async (request) => {
      const who = await caller(request);
      return imports.startImport(who, request.params.id, await readUpload(request));
    },
  );

  app.get(
    '/dealers/:id/imports',
    {
      schema: {
        tags: ['dealers'],
        summary:
          "The dealership's latest inventory imports, newest first, without their rows (owners, managers)",
        params: dealerIdParams,
        response: { 200: dealerImportList },
      },
    },
    async (request) => imports.latestImports(await caller(request), request.params.id),
  );

  app.get(
    '/imports/:id',
    {
      schema: {
        tags: ['dealers'],
        summary: "An inventory import's state, progress and rows (the dealership's owners and managers)",
        params: importIdParams,
        response: { 200: dealerImport },
      },
    },
    async (request) => imports.importOf(await caller(request), request.params.id),
  );
};
