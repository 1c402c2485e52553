// Splits a big first render in two: what is around this component commits (and can paint) first,
// its children render in a later task, as a transition. Used for the shell's page on the first
// load and for the parts of a page below its first view.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  // Started from the commit's effects, so React renders the children in a task of their own.
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}
