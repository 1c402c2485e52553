// Splits a big first render in parts: what is around this component commits (and can paint) first,
// its children render in a later task, as a transition. Used for the shell's page on the first
// load and for the parts of a page below its first view.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * `step` orders the parts of one page: each step's children commit after the step before (a
 * render and commit of their own, so their layout is apart too). Step 1 commits right after the
 * commit this component first appears in.
 */
export function AfterFirstPaint({ children, step = 1 }: { children: ReactNode; step?: number }) {
  const [reached, setReached] = useState(0);
  // Started from the commit's effects, so React renders the next step in a task of its own.
  useEffect(() => {
    if (reached < step) startTransition(() => setReached(reached + 1));
  }, [reached, step]);
  return reached >= step ? children : null;
}
