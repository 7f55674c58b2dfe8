import './index.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/app';
import { firstViewDataId, type FirstViewData } from './app/first-view-data';
import { createAppRouter, firstPageLoaded } from './app/router';
import { LiveEvents } from './entities/live/components/live-events';
import { renewTokensFor, sessionQueryKey } from './features/auth/api/get-session';
import type { AuthUser } from './entities/session/auth-context';
import { documentLanguage, loadCatalogues, setPageLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

// The language the server chose for this page (docs/decisions/0080): every text and number is drawn in it.
const language = documentLanguage(document);
setPageLanguage(language);

// One query client for the route loaders and the components, so a page shows what its loader fetched.
const queryClient = createQueryClient();

function app(router: ReturnType<typeof createAppRouter>) {
  return (
    <App queryClient={queryClient}>
      <LiveEvents />
      <RouterProvider router={router} />
    </App>
  );
}

/** Resolves once the browser has painted the next frame. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** The answer a server-rendered page was drawn from, put where the page reads it, so React draws the same. */
async function seedFromDocument(): Promise<void> {
  const block = document.getElementById(firstViewDataId);
  if (!block?.textContent) return;
  // Its own chunk: the contract's parsers stay off Home, which carries no data.
  const { seedFirstView } = await import('./app/seed-first-view');
  seedFirstView(queryClient, JSON.parse(block.textContent) as FirstViewData);
  // The session the page was drawn for renews its access tokens, as a session read in the browser does.
  const user = queryClient.getQueryData<AuthUser | null>(sessionQueryKey);
  if (user !== undefined) renewTokensFor(user);
}

registerServiceWorker();

if (rootElement.hasChildNodes()) {
  // The document arrives with its first view: Home's rendered at build time, the search's and a car page's by the
  // server with their data (prerender.tsx). The browser shows it first; then the page's code loads and React takes the
  // view over, rather than drawing it again.
  void afterNextPaint().then(async () => {
    await seedFromDocument();
    const router = createAppRouter(queryClient);
    await firstPageLoaded(router);
    // The page's texts in its language, so React draws the words the server drew.
    await loadCatalogues(language);
    // As a transition React takes the view over in slices, yielding to the browser between them, rather than in one
    // long task that would hold up a tap on a slow phone.
    startTransition(() => {
      hydrateRoot(rootElement, app(router));
    });
  });
} else {
  void loadCatalogues(language).then(() => {
    createRoot(rootElement).render(app(createAppRouter(queryClient)));
  });
}
