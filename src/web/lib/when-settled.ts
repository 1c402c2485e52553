// Work the first view does not need (the live notification stream, the service worker, analytics)
// waits until the page has loaded and the browser is idle, so it does not take connections and
// main-thread time from the page's own code and data.
import { useEffect, useState } from 'react';

/** Runs `run` once the document has loaded and the main thread is idle; returns a cancel. */
export function whenSettled(run: () => void): () => void {
  let cancelIdle = () => undefined as void;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 0);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

/** False until the page has loaded and the browser has been idle once (see whenSettled). */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled;
}
