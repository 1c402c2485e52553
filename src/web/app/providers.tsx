import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { seedMe, type Me } from '../features/account/get-me.ts';
import { ApiError } from '../lib/api-client.ts';
import { AppProvider } from './app-provider.tsx';

function createQueryClient() {
  // A 401 from any query or mutation signs the user out silently: see AppProvider.
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        // A 4xx answer (refused, not found, limit reached) will not change on a retry.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 3,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * `me`: the signed-in profile a server-rendered page was rendered for (main.tsx reads it from the
 * page; the server passes it when rendering). Without it the app asks /api/session.
 */
export function Providers({ children, me }: { children: ReactNode; me?: Me | undefined }) {
  const [client] = useState(() => {
    const created = createQueryClient();
    if (me) seedMe(created, me);
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <AppProvider>{children}</AppProvider>
    </QueryClientProvider>
  );
}
