import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppBrowserRouter } from './browser-router.tsx';
import { replayEarlyInput } from '../first-load/early-input.ts';
import { Providers, type RenderedWith } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/** A memory router at `url`: the build's prerender and the server's signed-in render use it. */
export function routerAt(url: string) {
  return function RouterAtUrl({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };
}

/**
 * The whole app inside a `Router`: the browser's (the default, main.tsx; see browser-router.tsx), a memory router at the
 * page's URL when the build prerenders a public page (first-load/prerender.tsx) or the server
 * renders a signed-in one (first-load/render-signed-in.tsx, with what it was `rendered` with).
 * One tree for all, so hydration matches.
 */
export function AppRoot({
  Router = AppBrowserRouter,
  rendered,
}: {
  Router?: ComponentType<{ children: ReactNode }>;
  rendered?: RenderedWith | undefined;
}) {
  return (
    <StrictMode>
      <Providers rendered={rendered}>
        <Router>
          <AppRoutes />
        </Router>
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
