import path from 'node:path';
import fastifyPlugin from 'fastify-plugin';
import { isPhotoKey, type PhotoStorage } from '../modules/uploads/photo-storage.ts';
import { immutable } from './cache-control.ts';
import { loadableFromOtherSites } from './security-headers.ts';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * The stored photos under /uploads/, streamed from whichever storage keeps them: the URLs, cache and security
 * headers are the same for a folder and a bucket, and any instance serves a photo any other stored.
 */
export const photoFiles = fastifyPlugin<{ storage: PhotoStorage }>(
  async (app, { storage }) => {
    app.get('/uploads/*', async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // An inventory file's photos as sent (with their metadata) wait there for the import's job: never served.
      const served = isPhotoKey(key) && !key.startsWith('dealer-imports/');
      const photo = served ? await storage.get(key) : undefined;
      if (!photo) {
        return reply.code(404).send({ error: 'NOT_FOUND', message: 'There is no photo at this address.' });
      }
      // Stored photos get fresh server-made names whenever they change, so they never need revalidation. E-mails show
      // them too.
      loadableFromOtherSites(reply)
        .header('cache-control', immutable)
        .header('etag', photo.etag)
        .header('last-modified', photo.lastModified.toUTCString())
        .type(contentTypes[path.extname(key)] ?? 'application/octet-stream');
      if (request.headers['if-none-match'] === photo.etag) {
        photo.body.destroy();
        return reply.code(304).send();
      }
      reply.header('content-length', photo.size);
      return reply.send(photo.body);
    });
  },
  { name: 'photo-files' },
);
