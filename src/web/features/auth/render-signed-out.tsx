// For the auth pages' tests: a page rendered as a signed-out visitor sees it, in a memory router
// with a fresh query cache, and the app context whose refreshSession the tests watch; and a
// server that refuses every request with one error answer.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../lib/app-context.ts';

export function renderSignedOut(url: string, routes: RouteObject[]) {
  const app = {
    user: null,
    loading: false,
    refreshSession: vi.fn(async () => {}),
  } as unknown as AppContextValue;
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppContext value={app}>
        <RouterProvider router={router} />
      </AppContext>
    </QueryClientProvider>,
  );
  return { app, router };
}

/** Every request answered with `status` and the API's error body `{ error }`. */
export function refuseEveryRequest(
  status: number,
  error: { code: string; message: string; fields?: { path: string; message: string }[] },
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ error }, { status })),
  );
}
