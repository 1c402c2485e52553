import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Outlet, useLocation } from 'react-router';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { Logo } from '../../components/logo.tsx';
import { Toaster, useToast } from '../../components/ui/toast.tsx';
import { VerifyEmailBanner } from '../../features/account/verify-email-banner.tsx';
import { useAnalytics } from '../../lib/analytics.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { useThemeSync } from '../../lib/settings/use-theme-sync.ts';
import { registerServiceWorker } from '../../lib/service-worker.ts';
import { useNotificationStream } from '../../features/notifications/use-notification-stream.ts';
import { BottomTabs } from './bottom-tabs.tsx';
import { TopBar } from './top-bar.tsx';
import { useSwipeNavigation } from './use-swipe-navigation.ts';
import { useSettled } from '../../lib/when-settled.ts';

// The side menu, the drawer and the feedback dialog load when first needed: the permanent menu
// only on a wide screen (on a phone it is not shown), the drawer on its first open, the dialog
// on its first open. None of them is part of a phone's first view.
const SideMenu = lazy(async () => ({ default: (await import('./side-menu.tsx')).SideMenu }));
const SideDrawer = lazy(async () => ({ default: (await import('./side-drawer.tsx')).SideDrawer }));
const FeedbackDialog = lazy(async () => ({
  default: (await import('../../features/feedback/feedback-dialog.tsx')).FeedbackDialog,
}));

/** Tailwind's `lg` breakpoint: the side menu is permanent from there on. */
const WIDE = '(min-width: 64rem)';
function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
function useWideScreen() {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

/** Whether `open` has ever been true: a lazy part, once loaded, stays mounted. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Side menu, top bar and bottom tabs around every protected page except the full-screen ones. */
export function AppShell() {
  return (
    <Toaster>
      <Shell />
    </Toaster>
  );
}

function Shell() {
  const { user, signOut, subscription, subscriptionLoading, favorites } = useAppContext();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const wide = useWideScreen();
  const drawerMounted = useOpenedOnce(drawerOpen);
  const feedbackMounted = useOpenedOnce(feedbackOpen);

  useSwipeNavigation(mainRef);
  useRouteNotice();
  useThemeSync(Boolean(user));

  // Each page starts at the top of the scroll area. Not on the first page: it starts there anyway,
  // and scrolling would make the browser lay the newly mounted page out at once, in this task.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    mainRef.current?.scrollTo({ top: 0 });
  }, [location.pathname]);

  const scrollToTop = useCallback(() => {
    mainRef.current?.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);

  // Focus goes back to what opened the feedback dialog; when that was in the drawer (closed by
  // then), to the menu button that opens the drawer again; failing both, to the page.
  const feedbackOpener = useRef<HTMLElement | null>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const openFeedback = useCallback(() => {
    const active = document.activeElement;
    feedbackOpener.current = active instanceof HTMLElement ? active : null;
    setDrawerOpen(false);
    setFeedbackOpen(true);
  }, []);
  const feedbackReturnFocus = useCallback(
    () =>
      [feedbackOpener.current, menuButtonRef.current, mainRef.current].find(
        (element) => element?.isConnected && element.getClientRects().length > 0,
      ) ?? null,
    [],
  );

  const handleSignOut = useCallback(async () => {
    setSigningOut(true);
    setDrawerOpen(false);
    // Clearing the user sends the route guard to /login.
    await signOut();
  }, [signOut]);

  if (!user) return null;

  const menuProps = {
    user,
    subscription,
    subscriptionLoading,
    favoritesCount: favorites.length,
    onFeedback: openFeedback,
    onSignOut: () => void handleSignOut(),
    signingOut,
  };

  return (
    <div className="flex h-dvh overflow-hidden">
      <AfterLoad />
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-surface px-4 py-2 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>

      <aside
        aria-label="Menu"
        className="hidden w-72 shrink-0 border-r border-border bg-surface lg:block"
      >
        {wide ? (
          <Suspense fallback={<SideMenuFallback />}>
            <SideMenu {...menuProps} />
          </Suspense>
        ) : null}
      </aside>

      {drawerMounted ? (
        <Suspense fallback={null}>
          <SideDrawer
            {...menuProps}
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            onNavigate={() => setDrawerOpen(false)}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // Focus moves into the feedback dialog instead of back to the menu button.
              if (!feedbackOpen) menuButtonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          user={user}
          onSignOut={() => void handleSignOut()}
          menuButtonRef={menuButtonRef}
          drawerOpen={drawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
        <VerifyEmailBanner />
        <main
          id="main"
          ref={mainRef}
          tabIndex={-1}
          className="min-h-0 flex-1 touch-pan-y overflow-y-auto overscroll-contain outline-none"
        >
          {/* On the first load the page renders after the shell's commit (top bar, tabs and any
              notice first); it stays mounted, so later pages render at once. */}
          <AfterFirstPaint>
            <div key={location.pathname} className="min-h-full animate-fade-in">
              <Outlet />
            </div>
          </AfterFirstPaint>
        </main>
        <BottomTabs onHomeReselect={scrollToTop} />
      </div>

      {feedbackMounted ? (
        <Suspense fallback={null}>
          <FeedbackDialog
            open={feedbackOpen}
            onOpenChange={setFeedbackOpen}
            returnFocusTo={feedbackReturnFocus}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The permanent menu's top row while its contents load. */
function SideMenuFallback() {
  return (
    <div className="px-5 pt-5 pb-3">
      <Logo />
    </div>
  );
}

/**
 * The live stream, the service worker and analytics, started once the page has loaded and the
 * browser is idle. Their own component: the moment they start re-renders only this, not the
 * shell and its page (a first load's last long task on a slow phone).
 */
function AfterLoad() {
  const settled = useSettled();
  useLiveNotifications(settled);
  useAnalytics(settled);
  return null;
}

/**
 * The live notification stream (a toast for each new one) and the service worker, from when
 * `started` (AfterLoad: the page has settled; the shell renders only while signed in).
 */
function useLiveNotifications(started: boolean) {
  const show = useToast();
  const onNotification = useCallback(
    (notification: { title: string; message: string }) =>
      show({ title: notification.title, description: notification.message }),
    [show],
  );
  useNotificationStream(started, onNotification);
  useEffect(() => {
    if (started) registerServiceWorker();
  }, [started]);
}

/** Shows a one-off message passed in navigation state, e.g. after a password reset. */
function useRouteNotice() {
  const location = useLocation();
  const show = useToast();
  const shownFor = useRef<string | null>(null);
  const notice = (location.state as { notice?: unknown } | null)?.notice;

  useEffect(() => {
    if (typeof notice !== 'string' || shownFor.current === location.key) return;
    shownFor.current = location.key;
    show({ title: notice, tone: 'success' });
  }, [notice, location.key, show]);
}
