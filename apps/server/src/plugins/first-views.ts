import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSearchQuery, searchQueryString, type Language } from '@second-gear/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { inLanguage } from './page-language.ts';

/** The web build's server-side renderer (apps/web/src/prerender.tsx, built into `server/prerender.js`). */
interface FirstViewRenderer {
  renderFirstView(
    path: string,
    options: { data?: FirstViewData; origin: string; language?: Language },
  ): Promise<{ head: string; root: string }>;
  /** Whether the app's router has a page at `pathname`. */
  isPage(pathname: string): boolean;
  /** An address no page has: the app draws its error page there. */
  nowherePath: string;
}

/** The shape of apps/web/src/app/first-view-data.ts: the page, the API's answer to its first call, and the session. */
type PageOf = { page: 'search'; search: string } | { page: 'car' | 'seller'; id: string };
type FirstViewData = PageOf & { answer: unknown; session: unknown };

/** Its id in the document, as the web app reads it. */
const dataBlockId = 'first-view-data';
/** Pages of one thing, by the address of the API call they are drawn from. */
const thingPages = [
  { page: 'car', path: /^\/cars\/([^/]+)$/, call: '/api/cars/' },
  { page: 'seller', path: /^\/sellers\/([^/]+)$/, call: '/api/sellers/' },
] as const;

/**
 * The page at `pathname` that is rendered with its data, and the API call whose answer it is drawn from: the very call
 * the page makes (the search read from the address as the page reads it, without a cursor).
 */
function pageCall(pathname: string, search: string): { call: string; data: PageOf } | null {
  if (pathname === '/cars') {
    const parsed = parseSearchQuery(new URLSearchParams(search));
    // An address the contract refuses is the page's to explain.
    if (!('query' in parsed)) return null;
    const call = searchQueryString({ ...parsed.query, after: undefined }, { withCursor: true });
    return { call: `/api/search?${call}`, data: { page: 'search', search } };
  }
  for (const thing of thingPages) {
    const id = thing.path.exec(pathname)?.[1];
    if (id === undefined) continue;
    try {
      return { call: `${thing.call}${id}`, data: { page: thing.page, id: decodeURIComponent(id) } };
    } catch {
      return null;
    }
  }
  return null;
}

function replaceOnce(document: string, part: string | RegExp, replacement: string): string {
  const replaced = document.replace(part, () => replacement);
  if (replaced === document) throw new Error(`index.html has no ${String(part)} to fill in.`);
  return replaced;
}

/** A page drawn by the server, or one whose call found nothing (the browser explains it, under a 404). */
export type FirstView = { status: 200; document: string; signedIn: boolean } | { status: 404 };

export interface FirstViews {
  /**
   * The document of `url` with its first view drawn in for the visitor whose cookies are `cookie`, or null when the
   * page is left to the browser. The page's call is made as the visitor's (their address and browser), so the
   * listing's stats count it as theirs.
   */
  render(
    url: string,
    visitor: {
      cookie: string | undefined;
      address: string;
      userAgent: string | undefined;
      language: Language;
    },
    log: FastifyBaseLogger,
  ): Promise<FirstView | null>;
  /** Whether the app has a page at `pathname` (asked of the app's own router). */
  isPage(pathname: string): boolean;
  /** The app's error page drawn without its scripts (its links work as plain links), or null if it cannot be. */
  errorPage(log: FastifyBaseLogger): Promise<string | null>;
}

/** The session as GET /api/auth/get-session answers it for `cookie`: null for a visitor who is not signed in. */
async function sessionOf(app: FastifyInstance, cookie: string | undefined): Promise<unknown> {
  // Without Better Auth's session cookie nobody is signed in: no call needed.
  if (!cookie?.includes('session_token')) return null;
  const answer = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  return answer.statusCode === 200 ? answer.json<unknown>() : null;
}

function fillShell(shell: string, view: { head: string; root: string }, after = ''): string {
  let document = view.head.includes('<title>')
    ? replaceOnce(shell, /<title>[^<]*<\/title>/, view.head)
    : replaceOnce(shell, '</head>', `${view.head}</head>`);
  // A page's own description (a car's) replaces the site's.
  if (view.head.includes('<meta name="description"'))
    document = replaceOnce(document, /<meta name="description"[^>]*>\s*/, '');
  return replaceOnce(document, '<div id="root"></div>', `<div id="root">${view.root}</div>${after}`);
}

/**
 * The search page and car pages rendered on each request with the answer of the call they make first, so that their
 * cars and photos are in the document (docs/decisions/0040). The answer comes from the API itself (an in-process
 * request, as a visitor's), travels in the page as a JSON data block (never run, so our Content-Security-Policy is
 * content), and the browser puts it into its cache before React takes the view over. A page whose call is refused, or
 * that fails to render, is left to the browser as before: it shows the refusal or the error itself.
 */
export async function loadFirstViews(
  app: FastifyInstance,
  webDistDir: string,
  origin: string,
): Promise<FirstViews | undefined> {
  const rendererFile = path.join(webDistDir, 'server', 'prerender.js');
  // The build's shell for drawn documents (index.html without its module preloads, docs/decisions/0042).
  const drawnShell = path.join(webDistDir, 'first-view.html');
  const shell = await readFile(
    existsSync(drawnShell) ? drawnShell : path.join(webDistDir, 'index.html'),
    'utf8',
  );
  // A build without it (an older one, or a test's) leaves every page to the browser.
  if (!existsSync(rendererFile)) return undefined;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as FirstViewRenderer;
  return {
    async render(url, { cookie, address, userAgent, language }, log) {
      const { pathname, search } = new URL(url, 'http://localhost');
      const page = pageCall(pathname, search);
      if (!page) return null;
      const answer = await app.inject({
        method: 'GET',
        url: page.call,
        remoteAddress: address,
        headers: { 'user-agent': userAgent ?? '' },
      });
      if (answer.statusCode === 404 && page.data.page !== 'search') return { status: 404 };
      if (answer.statusCode !== 200) return null;
      // Drawn for who is signed in, so the controls that depend on it are right from the first paint.
      const session = await sessionOf(app, cookie);
      const data: FirstViewData = { ...page.data, answer: answer.json<unknown>(), session };
      let view: { head: string; root: string };
      try {
        view = await renderer.renderFirstView(url, { data, origin, language });
      } catch (error) {
        log.error(
          { err: error, page: page.data.page },
          'the first view could not be rendered; the browser draws it',
        );
        return null;
      }
      // `<` escaped: the answer's text cannot end the block.
      const dataBlock = `<script type="application/json" id="${dataBlockId}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
      return {
        status: 200,
        document: fillShell(inLanguage(shell, language), view, dataBlock),
        signedIn: session !== null,
      };
    },
    isPage: (pathname) => renderer.isPage(pathname),
    async errorPage(log) {
      try {
        const view = await renderer.renderFirstView(renderer.nowherePath, { origin });
        return fillShell(shell, view).replace(/<script type="module"[^>]*><\/script>\s*/g, '');
      } catch (error) {
        log.error({ err: error }, 'the error page could not be rendered');
        return null;
      }
    },
  };
}
