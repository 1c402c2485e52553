import { StrictMode, useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';

/**
 * The whole app around a router: the browser's router in main.tsx, a memory router when the build
 * prerenders a public page (src/web/prerender.tsx). One tree for both, so hydration matches.
 */
export function AppRoot({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <Providers>
        <HydratedMark />
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

/**
 * Tells public/theme.js that React now handles forms: until then it stops a prerendered form
 * from being submitted by the browser itself (which would put the fields in the address).
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
