import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Here the first evaluation gives the main thread back: React's modules in one task, the app's in
// the next (first-load/next-task.ts). Keep it between the two.
import { nextTask } from './first-load/next-task.ts';
import { AppRoot } from './app/app-root.tsx';
import { resolveLazyRoutes } from './app/router.tsx';
import { readPageAnswers, readRenderedProfile } from './first-load/rendered-page.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The server sends a public page prerendered at build time (data-prerendered names its path) only
// for that exact path with no query: then React takes over the HTML that is already painted.
const prerendered =
  container.dataset.prerendered === window.location.pathname &&
  window.location.search === '' &&
  container.firstElementChild !== null;

// A signed-in page the server rendered (src/server/lib/first-load/spa.ts) names its path and query
// in data-signed-in and carries the profile and the API answers it was rendered with (decision 021):
// the first render here uses them too, the answers as read when the page was asked for.
const signedInMe =
  container.dataset.signedIn === window.location.pathname + window.location.search &&
  container.firstElementChild !== null
    ? readRenderedProfile()
    : null;

if (prerendered || signedInMe) {
  // Matching the path and loading its page in a task of their own, after the modules'.
  await nextTask();
  await resolveLazyRoutes(window.location.pathname);
  // In a transition, React hydrates in slices and gives the main thread back between them (a
  // plain hydration is one long task); the page is already painted meanwhile.
  // From here React takes presses on the page itself (first-load/theme.js stops keeping them).
  document.documentElement.dataset.hydrating = '';
  startTransition(() => {
    hydrateRoot(
      container,
      <AppRoot
        rendered={
          signedInMe
            ? { me: signedInMe, answers: readPageAnswers(), answeredAt: performance.timeOrigin }
            : undefined
        }
      />,
    );
  });
} else {
  // Also in a transition: the first render is done in slices (the loading screen stays painted).
  const root = createRoot(container);
  startTransition(() => {
    root.render(<AppRoot />);
  });
}
