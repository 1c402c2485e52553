// The app's router in the browser. When the address moves on to another page, the page still on
// screen (kept while the next one's code loads and renders in a transition) is made inert until
// the next one is shown: what the visitor typed into it would be lost with it (a form on /login
// taking the e-mail meant for /forgot-password). LoadedRoutes lets go once the page is shown.
import { useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** Makes the page on screen inert: the address already names another page. */
export function holdStalePage() {
  document.body.setAttribute('inert', '');
}

/** The page on screen is the one at the address again. */
export function releaseStalePage() {
  if (document.body.hasAttribute('inert')) document.body.removeAttribute('inert');
}

/**
 * `history` whose listener (the router's) first holds the page on screen when a navigation goes
 * to another path. Only the query or the hash changing (a thread opened on /ask, a tab of the
 * garage) keeps the same page: it stays usable, the field being typed into keeps its focus.
 */
export function holdingOnPageChange(history: BrowserHistory): BrowserHistory {
  let pathname = history.location.pathname;
  return Object.assign(Object.create(history) as BrowserHistory, {
    listen(listener: Parameters<BrowserHistory['listen']>[0]) {
      return history.listen((update) => {
        if (update.location.pathname !== pathname) holdStalePage();
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
