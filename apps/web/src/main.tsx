import './index.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/app';
import { createAppRouter, firstPageLoaded } from './app/router';
import { LiveEvents } from './features/live/components/live-events';
import { createQueryClient } from './lib/query-client';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

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

if (rootElement.hasChildNodes()) {
  // The home page's document arrives with its first view, rendered at build time (prerender.tsx). The browser shows it
  // first; then the page's code loads and React takes the view over, rather than drawing it again.
  void afterNextPaint().then(async () => {
    const router = createAppRouter(queryClient);
    await firstPageLoaded(router);
    hydrateRoot(rootElement, app(router));
  });
} else {
  createRoot(rootElement).render(app(createAppRouter(queryClient)));
}
