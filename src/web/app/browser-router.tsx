// The app's router in the browser. When the address moves on to another page, the page still on
// screen (kept while the next one's code loads and renders in a transition) is made inert until
// the next one is shown: what the visitor typed into it would be lost with it (a form on /login
// taking the e-mail meant for /forgot-password). LoadedRoutes lets go once the page is shown, and
// says which page that is: Back to it before the next one was rendered lets go at once.
import { useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** The path of the page LoadedRoutes last showed at the address; null before the first. */
let pathnameOnScreen: string | null = null;

/** Makes the page on screen inert: the address already names another page. */
export function holdStalePage() {
  document.body.setAttribute('inert', '');
}

/**
 * The page on screen is the one at the address again: the page at `pathname` was shown (when
 * given), or a navigation went back to it before the next page was rendered.
 */
export function releaseStalePage(pathname?: string) {
  if (pathname !== undefined) pathnameOnScreen = pathname;
  if (document.body.hasAttribute('inert')) document.body.removeAttribute('inert');
}

/**
 * `history` whose listener (the router's) first holds the page on screen when a navigation goes
 * to another path. Only the query or the hash changing (a thread opened on /ask, a tab of the
 * garage) keeps the same page: it stays usable, the field being typed into keeps its focus.
 * A navigation back to the path on screen lets go at once: when the one that left it was not
 * rendered yet (Back on a busy phone), the router's location is the very one on screen again,
 * nothing renders anew, and LoadedRoutes would never say the page is shown.
 */
export function holdingOnPageChange(history: BrowserHistory): BrowserHistory {
  let pathname = history.location.pathname;
  return Object.assign(Object.create(history) as BrowserHistory, {
    listen(listener: Parameters<BrowserHistory['listen']>[0]) {
      return history.listen((update) => {
        if (update.location.pathname === pathnameOnScreen) releaseStalePage();
        else if (update.location.pathname !== pathname) holdStalePage();
        pathname = update.location.pathname;
        listener(update);
      });
    },
  });
}

/** A BrowserRouter (navigations in transitions) that holds the page on screen as above. */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() =>
    holdingOnPageChange(UNSAFE_createBrowserHistory({ window, v5Compat: true })),
  );
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}
