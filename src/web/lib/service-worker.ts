// Registers Odo's service worker (public/sw.js: web push, notification clicks and the offline app
// shell) and tells it which files this page loaded before it took control (the route's lazy
// chunks), so a reload without a connection finds them too. Browser-only: call from effects.

export const SERVICE_WORKER_URL = '/sw.js';

function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, window.location.origin);
      return url.origin === window.location.origin && url.pathname.startsWith('/assets/');
    });
}

/** Registers the worker once per page; failures are harmless (no offline copy, no push). */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL)
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      registration.active?.postMessage({ type: 'cache-urls', urls: loadedFiles() });
    })
    .catch(() => undefined);
}
