import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { seedMe, type Me } from '../features/account/get-me.ts';
import { ApiError } from '../lib/api-client.ts';
import { AppProvider } from './app-provider.tsx';
import { seedPageAnswers } from '../first-load/page-answer-seeds.ts';

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

/** What a server-rendered signed-in page was rendered with (main.tsx reads it from the page). */
export interface RenderedWith {
  /** The signed-in profile. Without it the app asks /api/session. */
  me: Me;
  /** The page's API answers by path (decision 021) and when they were read (ms since the epoch). */
  answers: Record<string, unknown>;
  answeredAt: number;
}

export function Providers({
  children,
  rendered,
}: {
  children: ReactNode;
  rendered?: RenderedWith | undefined;
}) {
  const [client] = useState(() => {
    const created = createQueryClient();
    if (rendered) {
      seedMe(created, rendered.me);
      seedPageAnswers(created, rendered.answers, rendered.answeredAt);
    }
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <AppProvider>{children}</AppProvider>
    </QueryClientProvider>
  );
}
