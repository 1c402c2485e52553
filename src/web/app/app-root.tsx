import { StrictMode, useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { replayEarlyInput } from '../first-load/early-input.ts';
import { Providers, type RenderedWith } from './providers.tsx';

/**
 * The whole app around a router: the browser's router in main.tsx, a memory router when the build
 * prerenders a public page (first-load/prerender.tsx) or the server renders a signed-in one
 * (first-load/render-signed-in.tsx, with what it was `rendered` with). One tree for all, so
 * hydration matches.
 */
export function AppRoot({
  router,
  rendered,
}: {
  router: DataRouter;
  rendered?: RenderedWith | undefined;
}) {
  return (
    <StrictMode>
      <Providers rendered={rendered}>
        <RouterProvider router={router} />
        {/* Last, so its effect runs after the page's own (a form registering its fields). */}
        <HydratedMark />
      </Providers>
    </StrictMode>
  );
}

/**
 * Tells first-load/theme.js that React now handles the page (until then it holds back a prerendered
 * form's submit), then replays what the visitor typed and submitted before that.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    replayEarlyInput();
  }, []);
  return null;
}
