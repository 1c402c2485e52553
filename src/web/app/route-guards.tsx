import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useAppContext } from '../lib/app-context.ts';
import { DEFAULT_SIGNED_IN_PATH, safeNextPath } from '../lib/safe-path.ts';
import { FullScreenSpinner } from './full-screen-spinner.tsx';

/** Protected routes: a spinner while the session loads, /login?next=... when signed out. */
export function RequireAuth() {
  const { user, loading, signedOutByUser } = useAppContext();
  const location = useLocation();
  if (loading) return <FullScreenSpinner label="Checking your session" />;
  // Log Out goes to /login itself; an ended session comes back to the page after signing in.
  if (!user && signedOutByUser) return <Navigate to="/login" replace />;
  if (!user) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(wanted)}`} replace />;
  }
  return <Outlet />;
}

/** /login and /signup: a signed-in visitor goes on to where they were heading, or the dashboard. */
export function RedirectIfSignedIn() {
  const { user, loading } = useAppContext();
  const [params] = useSearchParams();
  if (loading) return <FullScreenSpinner />;
  if (user) {
    return <Navigate to={safeNextPath(params.get('next')) ?? DEFAULT_SIGNED_IN_PATH} replace />;
  }
  return <Outlet />;
}

/** /profile → /signup, keeping the query string (referral links: /profile?ref=CODE). */
export function ProfileRedirect() {
  const location = useLocation();
  return <Navigate to={{ pathname: '/signup', search: location.search }} replace />;
}
