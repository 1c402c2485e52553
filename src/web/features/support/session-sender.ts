// Who is writing, for the contact form's prefill: GET /api/session (200 `{ user: null }` when
// signed out, so an anonymous visit logs no failed request). Read after mount only: the page is
// public and rendered ahead of time without a session.
import { useContext, useEffect, useState } from 'react';
import { api, readJson } from '../../lib/api-client.ts';
import { AppContext } from '../../lib/app-context.ts';

export interface SessionSender {
  name: string;
  email: string;
}

export async function fetchSessionSender(): Promise<SessionSender | null> {
  const { user } = await readJson<{ user: { name: string; email: string } | null }>(
    api.session.$get(),
  );
  return user ? { name: user.name, email: user.email } : null;
}

/**
 * The signed-in sender once known (null until then, and for visitors). Uses the app's session when
 * the page runs inside the app's providers; otherwise asks the server once, after mount.
 */
export function useSessionSender(): SessionSender | null {
  const app = useContext(AppContext);
  const [fetched, setFetched] = useState<SessionSender | null>(null);
  const hasApp = app !== null;
  useEffect(() => {
    if (hasApp) return;
    let live = true;
    fetchSessionSender()
      .then((sender) => {
        if (live) setFetched(sender);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [hasApp]);
  if (app) return app.user ? { name: app.user.name, email: app.user.email } : null;
  return fetched;
}
