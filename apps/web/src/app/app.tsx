import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './providers';

interface AppProps {
  /** The query client the route loaders fill too. */
  queryClient: QueryClient;
  /** The router: the browser's, or the build's static one that renders the home page's first view. */
  children: ReactNode;
}

/** The whole app, one tree for the browser and the prerender, so that React can take the prerendered view over. */
export function App({ queryClient, children }: AppProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    </StrictMode>
  );
}
