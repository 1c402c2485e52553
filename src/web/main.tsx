import { startTransition, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { createRouter, resolveLazyRoutes } from './app/router.tsx';
import './styles.css';

function App() {
  const [router] = useState(createRouter);
  return <AppRoot router={router} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The server sends a public page prerendered at build time (data-prerendered names its path) only
// for that exact path with no query: then React takes over the HTML that is already painted.
const prerendered =
  container.dataset.prerendered === window.location.pathname &&
  window.location.search === '' &&
  container.firstElementChild !== null;

if (prerendered) {
  await resolveLazyRoutes(window.location.pathname);
  // In a transition, React hydrates in slices and gives the main thread back between them (a
  // plain hydration is one long task); the page is already painted meanwhile.
  startTransition(() => {
    hydrateRoot(container, <App />);
  });
} else {
  // Also in a transition: the first render is done in slices (the loading screen stays painted).
  const root = createRoot(container);
  startTransition(() => {
    root.render(<App />);
  });
}
