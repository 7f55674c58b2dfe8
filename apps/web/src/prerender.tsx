import type { Language } from '@second-gear/contract';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { App } from './app/app';
import type { FirstViewData } from './app/first-view-data';
import { createRoutes } from './app/router';
import { seedFirstView } from './app/seed-first-view';
import { createQueryClient } from './lib/query-client';
import { loadCatalogues, setPageLanguage } from './lib/i18n';
import { PageOriginContext } from './lib/page-origin';

export type { FirstViewData } from './app/first-view-data';

/** A page's first view as HTML: what goes into the document's head, and into its #root. */
export interface FirstView {
  head: string;
  root: string;
}

export interface FirstViewOptions {
  /** The answer the page's first call would get: rendered with it, as the browser will once it has it. */
  data?: FirstViewData;
  /** The site's origin, for the page's absolute links. */
  origin?: string;
  /** The language the page is drawn in (English unless given). */
  language?: Language;
}

/** React writes the elements it hoists into the head (the page's title, meta tags, preloads of its images) first. */
const hoistedElements = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)*/;

/**
 * The app at `path` (with its query string) as the browser's first render draws it: nothing fetched and the session
 * unknown, or only `options.data` (a page's answer and the session the server saw). Run at build time for the home page (prerender-home.plugin.ts), and by the server
 * for the search and car pages with their answer (docs/decisions/0038).
 */
export async function renderFirstView(path: string, options: FirstViewOptions = {}): Promise<FirstView> {
  const queryClient = createQueryClient();
  if (options.data) seedFirstView(queryClient, options.data);
  const { query, dataRoutes } = createStaticHandler(createRoutes(queryClient));
  const context = await query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response || context.errors) throw new Error(`${path} cannot be rendered ahead.`);
  const router = createStaticRouter(dataRoutes, context);
  const language = options.language ?? 'en';
  await loadCatalogues(language);
  // Set right before the render, which runs to its end without yielding: a render for another visitor in another
  // language cannot come between.
  setPageLanguage(language);
  // No hydration data: the routes' loaders only start fetches, and our Content-Security-Policy refuses inline scripts.
  const html = renderToString(
    <PageOriginContext value={options.origin ?? null}>
      <App queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </PageOriginContext>,
  );
  const head = hoistedElements.exec(html)?.[0] ?? '';
  return { head, root: html.slice(head.length) };
}

let pageRoutes: RouteObject[] | undefined;

/** Whether the app's router has a page at `pathname` (rather than only its catch-all error page). */
export function isPage(pathname: string): boolean {
  pageRoutes ??= createRoutes(createQueryClient());
  const matches = matchRoutes(pageRoutes, pathname);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}

/** An address no page has: the app draws its error page there. */
export const nowherePath = '/not-a-page';
