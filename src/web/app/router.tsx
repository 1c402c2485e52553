import { use, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import {
  matchRoutes,
  Navigate,
  useLocation,
  useRoutes,
  type Location,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { releaseStalePage } from './browser-router.tsx';
import { titleOf, useDocumentTitle, type RouteHandle } from './document-title.ts';
import { FullScreenSpinner } from './full-screen-spinner.tsx';
import { ProfileRedirect, RedirectIfSignedIn, RequireAuth } from './route-guards.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { LAYOUTS, PAGE_ROUTES, type PageFrame, type PageRoute } from './route-table.ts';

/** Every route names itself: the browser tab and history read "Garage · Odo" (see RootLayout). */
function titled(title: string): RouteHandle {
  return { title };
}

/**
 * A route's component whose code `preload` loads (AppRoutes does before rendering it; rendered
 * before, it would suspend). It carries the path of the module it imports (relative to this file).
 */
export type LazyPage = ComponentType & {
  module: string;
  preload: () => Promise<ComponentType>;
  loaded: () => boolean;
};

/**
 * The modules of route-table.ts (pages and layouts), each imported lazily: route-level code
 * splitting, each page's code loads when the route is first visited. Its keys are the table's
 * module names (router.test.ts checks they are exactly the table's). The pages that a route of
 * ./pages wraps are imported by that route, not here.
 */
const lazyModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/*-page.tsx',
  './pages/*-route.tsx',
  './shell/app-shell.tsx',
  './shell/full-screen-layout.tsx',
  '!../features/account/settings-page.tsx',
  '!../features/assessment/assessment-page.tsx',
  '!../features/assessment/assessment-report-page.tsx',
  '!../features/car-lens/carlens-details-page.tsx',
  '!../features/garage/vehicle-page.tsx',
]);

/** The modules the router can load lazily (router.test.ts checks them against route-table.ts). */
export function lazyModuleNames(): string[] {
  return Object.keys(lazyModules);
}

/**
 * The lazy component for `component`, exported by `module`. `module` stays on it, so the build
 * can tell the browser a page's files before the app runs (first-load/build/prerender-plugin.ts).
 * Once loaded it renders at once (no suspending): a page resolved before hydration
 * (resolveLazyRoutes) renders the tree the server rendered.
 */
function page({ module, component }: { module: string; component: string }): LazyPage {
  const load = lazyModules[module];
  if (!load) throw new Error(`${module} (route-table.ts) is not among the router's lazy modules`);
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // A failed load (a deploy replaced the files, the network dropped) is tried again next time.
  const preload = () =>
    (loading ??= load().then(
      (exports) => (Loaded = exports[component] as ComponentType),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Page() {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded /> : null;
  }
  Page.displayName = component;
  return Object.assign(Page, { module, preload, loaded: () => Loaded !== undefined });
}

function lazyRoute(entry: PageRoute): RouteObject {
  return {
    path: entry.path,
    ...(entry.title === undefined ? {} : { handle: titled(entry.title) }),
    Component: page(entry),
  };
}

/** The routes of one frame of route-table.ts, in its order. */
function routesOf(frame: PageFrame): RouteObject[] {
  return PAGE_ROUTES.filter((entry) => entry.frame === frame).map(lazyRoute);
}

/** The route of the shell (top bar, tabs) around most signed-in pages. */
export const SHELL_ROUTE_ID = 'shell';

/**
 * The root's pages open to anyone, in route-table.ts's order, with the signed-out ones (behind
 * their guard) where the first of them is.
 */
function openRoutes(): RouteObject[] {
  const open: RouteObject[] = [];
  for (const entry of PAGE_ROUTES) {
    if (entry.frame === 'public') open.push(lazyRoute(entry));
    if (entry.frame === 'signed-out' && !open.some((route) => route.children)) {
      open.push({ element: <RedirectIfSignedIn />, children: routesOf('signed-out') });
    }
  }
  return open;
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      ...openRoutes(),
      { path: '/profile', element: <ProfileRedirect /> },
      {
        element: <RequireAuth />,
        children: [
          {
            // The pages inside the shell: the server renders their shell for a signed-in visit.
            id: SHELL_ROUTE_ID,
            Component: page(LAYOUTS.shell),
            children: routesOf('shell'),
          },
          ...routesOf('signed-in'),
          { Component: page(LAYOUTS['full-screen']), children: routesOf('full-screen') },
        ],
      },
      { path: '*', element: <Navigate to="/landing" replace /> },
    ],
  },
];

/** The lazy component of `route`, if it has one. */
export function lazyPageOf(route: RouteObject): LazyPage | undefined {
  const component = route.Component as Partial<LazyPage> | null | undefined;
  return typeof component?.preload === 'function' ? (component as LazyPage) : undefined;
}

const matchCache = new Map<string, RouteMatch[]>();

/**
 * The routes of the app matching `location` (React Router's matchRoutes), kept per path: each
 * call flattens and ranks the whole table and compiles its patterns (~10 ms on a slow phone), and
 * every render of LoadedRoutes asked twice besides useRoutes' own (issue 30).
 */
function matchesAt(location: string | Location): RouteMatch[] {
  const key = typeof location === 'string' ? location : location.pathname;
  let matches = matchCache.get(key);
  if (!matches) {
    matches = matchRoutes(routes, key) ?? [];
    if (matchCache.size >= 32) matchCache.delete(matchCache.keys().next().value ?? '');
    matchCache.set(key, matches);
  }
  return matches;
}

/** The lazy pages of the routes matching `location` whose code is not loaded yet. */
function unloadedPages(location: Location): LazyPage[] {
  return matchesAt(location).flatMap(({ route }) => {
    const lazyPage = lazyPageOf(route);
    return lazyPage && !lazyPage.loaded() ? [lazyPage] : [];
  });
}

/**
 * The pages of `routes` at the router's location (declarative mode, decision 026). A page that
 * fails to load or render shows RouteError until the next navigation.
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary location={location}>
      <LoadedRoutes location={location} />
    </RouteErrorBoundary>
  );
}

/**
 * What the data router's lazy routes did: the pages at `location` render once their code is
 * loaded; meanwhile the previous location's pages stay (the spinner on a first load), inert
 * (browser-router.tsx). Also sets the document title of what is shown.
 */
function LoadedRoutes({ location }: { location: Location }) {
  const waiting = unloadedPages(location).length > 0;
  const [shown, setShown] = useState<Location | null>(waiting ? null : location);
  const [failure, setFailure] = useState<{ location: Location; error: unknown } | null>(null);
  if (!waiting && shown !== location) setShown(location);
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    Promise.all(unloadedPages(location).map((lazyPage) => lazyPage.preload())).then(
      () => {
        if (current) setShown(location);
      },
      (error: unknown) => {
        if (current) setFailure({ location, error });
      },
    );
    return () => {
      current = false;
    };
  }, [waiting, location]);
  // The page at the address is on screen: the one before it was held inert (browser-router.tsx).
  const current = shown === location;
  useLayoutEffect(() => {
    if (current) releaseStalePage(location.pathname);
  }, [current, location]);
  // Always with a location argument, so the tree keeps its shape when `shown` catches up.
  const element = useRoutes(routes, shown ?? location);
  useDocumentTitle(shown ? pageTitleAt(shown) : undefined);
  if (failure?.location === location) throw failure.error;
  return shown ? element : <FullScreenSpinner />;
}

/** The title of the page at `location` (its innermost route that names one). */
export function pageTitleAt(location: string | Location): string | undefined {
  return titleOf(matchesAt(location).map(({ route }) => ({ handle: route.handle })));
}

/**
 * Loads the code of the routes that match `pathname`, so the app renders that page at once: a
 * prerendered page hydrates with the same tree the server rendered (AppRoutes would otherwise
 * show the spinner first).
 */
export async function resolveLazyRoutes(pathname: string, tree: RouteObject[] = routes) {
  const matches = tree === routes ? matchesAt(pathname) : (matchRoutes(tree, pathname) ?? []);
  await Promise.all(matches.map(({ route }) => lazyPageOf(route)?.preload()));
}

/** A page's path pattern and the modules its route and layouts load, outermost first. */
export interface PageModules {
  path: string;
  modules: string[];
}

/**
 * Every page of the tree with the modules its lazy routes import (layouts first), for the build:
 * the app's index.html lists each page's files so the browser asks for them with the app's own.
 */
export function pageModules(
  tree: RouteObject[] = routes,
  parent: PageModules = { path: '', modules: [] },
): PageModules[] {
  return tree.flatMap((route) => {
    const module = lazyPageOf(route)?.module;
    const path =
      route.path === undefined
        ? parent.path
        : route.path.startsWith('/')
          ? route.path
          : `${parent.path}/${route.path}`;
    const here = { path, modules: module ? [...parent.modules, module] : parent.modules };
    const own =
      route.path !== undefined && route.path !== '*' && here.modules.length > 0 ? [here] : [];
    return [...own, ...pageModules(route.children ?? [], here)];
  });
}
