import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors.ts';
import { robotsTxt } from './robots.ts';
import type { SitemapService } from './sitemap.service.ts';

/** Crawlers read these every few hours at most: an hour's copy is fresh enough, and spares the database. */
const sitemapCaching = 'public, max-age=3600';
const robotsCaching = 'public, max-age=86400';
const xml = 'application/xml; charset=utf-8';

/** For search engines, at the site's root rather than under /api: /sitemap.xml, its parts, and /robots.txt. */
export const sitemapRoutes: FastifyPluginAsyncZod<{ sitemap: SitemapService; origin: string }> = async (
  app,
  { sitemap, origin },
) => {
  const robots = robotsTxt(origin);

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', robotsCaching).type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const document = await sitemap.document();
    reply.header('cache-control', sitemapCaching).type(xml);
    return reply.send(document.form === 'index' ? document.body : Readable.from(document.body));
  });

  app.get(
    '/sitemaps/:file',
    { schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const name = /^(.+)\.xml$/.exec(request.params.file)?.[1];
      const part = name === undefined ? null : sitemap.part(name);
      if (!part) throw new NotFoundError(`There is no sitemap part ${request.params.file}.`);
      return reply.header('cache-control', sitemapCaching).type(xml).send(Readable.from(part));
    },
  );
};
