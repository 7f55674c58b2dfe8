import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createRoutes } from '../app/router';
import { AuthProvider } from '../features/auth/components/auth-provider';

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The app's providers (query client, auth state, toasts) around `children`; toasts render outside the container. */
export function TestProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      {createPortal(<Toaster />, document.body)}
    </QueryClientProvider>
  );
}

interface RenderOptions {
  /** The initial URL (path, search and hash). */
  path?: string;
  /** The initial history entry's state, as a guard would leave it (`{ from: location }`). */
  state?: unknown;
  /** Further routes beside `ui` (which answers every other path), to see where a page navigates. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/** Renders `ui` at `path` inside a memory router, a fresh query client that never retries, auth state and toasts. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', state, routes = [], queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], {
    initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state }],
  });
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, queryClient, router };
}

/** The whole app's routes at `path`, with the given query client (a fresh test client by default). */
export function renderApp(path: string, queryClient: QueryClient = createTestQueryClient()) {
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
