import fastifyStatic from '@fastify/static';
import fastifyPlugin from 'fastify-plugin';
import { immutable } from './cache-control.ts';

/** The stored photos under /uploads/. */
export const photoFiles = fastifyPlugin<{ uploadsDir: string }>(
  async (app, { uploadsDir }) => {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Stored photos get fresh server-made names whenever they change, so they never need revalidation.
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', immutable),
    });
  },
  { name: 'photo-files' },
);
