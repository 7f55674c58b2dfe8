import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorBody, Language } from '@second-gear/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { addressHoldsNul } from '../lib/nul-characters.ts';
import { immutable } from './cache-control.ts';
import { loadFirstViews } from './first-views.ts';
import { inLanguage, pageLanguage, type ChosenLanguage } from './page-language.ts';

/**
 * The Content-Security-Policy sources of the scripts written inline in the built documents (every document starts from
 * index.html): their SHA-256, so that those scripts and no others run inline.
 */
export function inlineScriptSources(webDistDir: string | undefined): string[] {
  const index = webDistDir && path.join(webDistDir, 'index.html');
  if (!index || !existsSync(index)) return [];
  return [...readFileSync(index, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) => `'sha256-${createHash('sha256').update(source!).digest('base64')}'`,
  );
}

/**
 * The built web app: its files, and its index for every other GET (client routes of the single-page app), the search
 * and car pages drawn in with their data (first-views.ts). Unknown API calls, photos and build assets get a JSON 404
 * instead. Without a build (API-only tests) only the 404s remain.
 */
export const webApp = fastifyPlugin<{
  webDistDir?: string;
  publicUrl: string;
  chosenLanguage?: ChosenLanguage;
}>(
  async (app, options) => {
    const webDistDir =
      options.webDistDir && existsSync(path.join(options.webDistDir, 'index.html'))
        ? options.webDistDir
        : undefined;
    const built = (file: string) => (webDistDir ? path.join(webDistDir, file) : undefined);
    const read = (...files: string[]) => {
      const found = files.map(built).find((file) => file !== undefined && existsSync(file));
      return found ? readFileSync(found, 'utf8') : '';
    };
    // The app's shell, and the home page's first view rendered into a document of its own per language
    // (docs/decisions/0019 and 0080): the answer to / and /home.
    const shell = read('index.html');
    const homeDocuments: Record<Language, string> = {
      en: read('home.html', 'index.html'),
      es: read('home.es.html', 'home.html', 'index.html'),
    };
    const firstViews = webDistDir
      ? await loadFirstViews(app, webDistDir, new URL(options.publicUrl).origin)
      : undefined;
    if (webDistDir) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        // The home page is the visitor's language's, chosen below.
        index: false,
        wildcard: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
          reply.header('cache-control', hashed ? immutable : 'no-cache');
        },
      });
    }

    const notPages = ['/api', '/uploads', '/assets'];
    const underNotPages = notPages.map((prefix) => `${prefix}/`);
    /** A page of the app: a GET of anything but API calls, photos and build assets. */
    const isPageRequest = (request: FastifyRequest, url: string) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      !notPages.includes(url) &&
      !underNotPages.some((prefix) => url.startsWith(prefix));

    // No page reads an address holding NUL (and the API refuses it): the app's error page, drawn, under a 400,
    // before any route or file lookup sees it.
    // Every request, API calls included, passes here: those go on without a promise.
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url.split('?')[0] ?? '/';
      if (!webDistDir || !isPageRequest(request, url) || !addressHoldsNul(request)) return done();
      const sendErrorPage = async () => {
        const errorPage = await firstViews?.errorPage(request.log);
        reply.status(400).header('cache-control', 'no-cache');
        if (errorPage) return reply.type('text/html; charset=utf-8').send(errorPage);
        return reply.sendFile('index.html', webDistDir);
      };
      sendErrorPage().catch(done);
    });

    /** A page of the app: drawn by the server with its data, or the shell the browser draws it into. */
    async function sendPage(request: FastifyRequest, reply: FastifyReply, url: string) {
      reply.header('cache-control', 'no-cache');
      // A drawn page depends on who is signed in and their language: never one visitor's copy for another.
      const language = await pageLanguage(request, reply, options.chosenLanguage);
      const rendered =
        request.method === 'GET'
          ? await firstViews?.render(
              request.url,
              {
                cookie: request.headers.cookie,
                address: request.ip,
                userAgent: request.headers['user-agent'],
                language,
              },
              request.log,
            )
          : null;
      if (rendered?.status === 200) {
        if (rendered.signedIn) reply.header('cache-control', 'private, no-cache');
        return reply.type('text/html; charset=utf-8').send(rendered.document);
      }
      // Unknown pages and cars get the app's own page for them, under a 404 rather than a "soft" 200.
      const known = rendered?.status !== 404 && (firstViews?.isPage(url) ?? true);
      if (!known) reply.status(404);
      const document = url === '/' || url === '/home' ? homeDocuments[language] : shell;
      return reply.type('text/html; charset=utf-8').send(inLanguage(document, language));
    }

    // The home page, in the visitor's language (the static files have no index).
    if (webDistDir) app.get('/', async (request, reply) => sendPage(request, reply, '/'));

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      // API calls, photos and build assets never fall back to the app: a stale script must not receive HTML.
      if (webDistDir && isPageRequest(request, url)) return sendPage(request, reply, url);
      return reply.status(404).send({
        error: 'NOT_FOUND',
        message: `Nothing is served at ${request.method} ${url}.`,
      } satisfies ErrorBody);
    });
  },
  { name: 'web-app' },
);
