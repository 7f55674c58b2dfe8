import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { createQueryClient } from '../lib/query-client';

const maxVisibleToasts = 20;

/** Dismisses the oldest toasts beyond the limit. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(maxVisibleToasts)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return null;
}

interface AppProvidersProps {
  /** The query client the route loaders fill too; a new one when left out. */
  queryClient?: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient: given, children }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster
        position="top-center"
        toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 }, blank: { duration: 4000 } }}
      />
      <ToastLimit />
    </QueryClientProvider>
  );
}
