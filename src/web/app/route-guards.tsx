import { useDeferredValue, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { cleanReferralCode } from '../features/auth/sign-up.ts';
import { sendReferralVisit } from '../features/referrals/record-visit.ts';
import { useAppContext } from '../lib/app-context.ts';
import { DEFAULT_SIGNED_IN_PATH, safeNextPath } from '../lib/safe-path.ts';
import { FullScreenSpinner } from './full-screen-spinner.tsx';

/** Protected routes: a spinner while the session loads, /login?next=... when signed out. */
export function RequireAuth() {
  const { user, loading, signedOutByUser } = useAppContext();
  const location = useLocation();
  // Mounting the shell and the page is the biggest render of a visit. Deferred, React renders it
  // in slices between which the browser stays responsive, and shows the spinner until it is done.
  const shownUser = useDeferredValue(user);
  if (loading) return <FullScreenSpinner label="Checking your session" />;
  // Log Out goes to /login itself; an ended session comes back to the page after signing in.
  if (!user && signedOutByUser) return <Navigate to="/login" replace />;
  if (!user) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(wanted)}`} replace />;
  }
  if (!shownUser) return <FullScreenSpinner label="Checking your session" />;
  return <Outlet />;
}

/**
 * /login and /signup: a signed-in visitor goes on to where they were heading, or the dashboard.
 * While the session check runs the form is shown: these pages are prerendered signed out, and
 * the first render in the browser must be that same HTML (see docs/decisions/017).
 */
export function RedirectIfSignedIn() {
  const { user } = useAppContext();
  const [params] = useSearchParams();
  if (user) {
    return <Navigate to={safeNextPath(params.get('next')) ?? DEFAULT_SIGNED_IN_PATH} replace />;
  }
  return <Outlet />;
}

/**
 * /profile → /signup, keeping the query string. For an invite link (/profile?ref=CODE) the visit
 * is counted first, fire and forget: a failure is only logged and never holds the visitor up.
 */
export function ProfileRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const code = cleanReferralCode(new URLSearchParams(location.search).get('ref'));
    if (code) sendReferralVisit(code);
    void navigate({ pathname: '/signup', search: location.search }, { replace: true });
  }, [location.search, navigate]);

  return <FullScreenSpinner />;
}
