import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app';
import { createRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';

/** A page's first view as HTML: what goes into the document's head, and into its #root. */
export interface FirstView {
  head: string;
  root: string;
}

/** React writes the elements it hoists into the head (the page's title, preloads of its images) first. */
const hoistedElements = /^(?:<link [^>]*\/>|<title>[^<]*<\/title>)*/;

/**
 * The app at `path` as the browser's first render draws it (nothing fetched yet, the session unknown), for the page's
 * document to show before its scripts have run. Run at build time (prerender-home.plugin.ts).
 */
export async function renderFirstView(path: string): Promise<FirstView> {
  const queryClient = createQueryClient();
  const { query, dataRoutes } = createStaticHandler(createRoutes(queryClient));
  const context = await query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response || context.errors) throw new Error(`${path} cannot be rendered ahead.`);
  const router = createStaticRouter(dataRoutes, context);
  // No hydration data: the first view loads none, and our Content-Security-Policy refuses inline scripts.
  const html = renderToString(
    <App queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
  const head = hoistedElements.exec(html)?.[0] ?? '';
  return { head, root: html.slice(head.length) };
}
