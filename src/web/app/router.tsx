import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from './document-title.ts';
import { FullScreenSpinner } from './full-screen-spinner.tsx';
import { ProfileRedirect, RedirectIfSignedIn, RequireAuth } from './route-guards.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Every route names itself: the browser tab and history read "Garage · Odo" (see RootLayout). */
function titled(title: string): RouteHandle {
  return { title };
}

/** A lazy route's loader, carrying the path of the module it imports (relative to this file). */
export type PageLoader = (() => Promise<{ Component: ComponentType }>) & { module: string };

/**
 * Route-level code splitting: each page's code loads when the route is first visited. `module`
 * names what `load` imports, so the build can tell the browser a page's files before the app runs
 * (scripts/prerender-plugin.ts); router.test.ts checks that each name matches its import.
 */
function page<M>(
  module: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): PageLoader {
  return Object.assign(async () => ({ Component: pick(await load()) }), { module });
}

const shellRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    handle: titled('Home'),
    lazy: page(
      './pages/dashboard-route.tsx',
      () => import('./pages/dashboard-route.tsx'),
      (m) => m.DashboardRoute,
    ),
  },
  {
    path: '/assessment',
    handle: titled('Vehicle assessment'),
    lazy: page(
      './pages/assessment-route.tsx',
      () => import('./pages/assessment-route.tsx'),
      (m) => m.AssessmentRoute,
    ),
  },
  {
    path: '/ask-odo',
    handle: titled('Ask Odo'),
    lazy: page(
      '../features/ask-odo/ask-odo-page.tsx',
      () => import('../features/ask-odo/ask-odo-page.tsx'),
      (m) => m.AskOdoPage,
    ),
  },
  {
    path: '/garage',
    handle: titled('Garage'),
    lazy: page(
      '../features/garage/garage-page.tsx',
      () => import('../features/garage/garage-page.tsx'),
      (m) => m.GaragePage,
    ),
  },
  {
    path: '/favorites',
    handle: titled('Favorites'),
    lazy: page(
      '../features/favorites/favorites-page.tsx',
      () => import('../features/favorites/favorites-page.tsx'),
      (m) => m.FavoritesPage,
    ),
  },
  {
    path: '/vehicle/:id',
    handle: titled('Vehicle'),
    lazy: page(
      './pages/vehicle-route.tsx',
      () => import('./pages/vehicle-route.tsx'),
      (m) => m.VehicleRoute,
    ),
  },
  {
    path: '/maintenance-costs',
    handle: titled('Maintenance costs'),
    lazy: page(
      '../features/garage/maintenance-costs-page.tsx',
      () => import('../features/garage/maintenance-costs-page.tsx'),
      (m) => m.MaintenanceCostsPage,
    ),
  },
  {
    path: '/upcoming-services',
    handle: titled('Upcoming services'),
    lazy: page(
      '../features/garage/upcoming-services-page.tsx',
      () => import('../features/garage/upcoming-services-page.tsx'),
      (m) => m.UpcomingServicesPage,
    ),
  },
  {
    path: '/billing',
    handle: titled('Billing'),
    lazy: page(
      '../features/billing/billing-page.tsx',
      () => import('../features/billing/billing-page.tsx'),
      (m) => m.BillingPage,
    ),
  },
  {
    path: '/settings',
    handle: titled('Settings'),
    lazy: page(
      './pages/settings-route.tsx',
      () => import('./pages/settings-route.tsx'),
      (m) => m.SettingsRoute,
    ),
  },
  {
    path: '/settings/api',
    handle: titled('API access'),
    lazy: page(
      '../features/api-access/api-access-page.tsx',
      () => import('../features/api-access/api-access-page.tsx'),
      (m) => m.ApiAccessPage,
    ),
  },
  {
    path: '/notifications',
    handle: titled('Notifications'),
    lazy: page(
      '../features/notifications/notifications-page.tsx',
      () => import('../features/notifications/notifications-page.tsx'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: '/feedback',
    handle: titled('Your feedback'),
    lazy: page(
      '../features/feedback/feedback-page.tsx',
      () => import('../features/feedback/feedback-page.tsx'),
      (m) => m.FeedbackPage,
    ),
  },
  {
    path: '/checkout/success',
    handle: titled('Checkout'),
    lazy: page(
      '../features/billing/checkout-success-page.tsx',
      () => import('../features/billing/checkout-success-page.tsx'),
      (m) => m.CheckoutSuccessPage,
    ),
  },
  {
    path: '/checkout/cancel',
    handle: titled('Checkout canceled'),
    lazy: page(
      '../features/billing/checkout-cancel-page.tsx',
      () => import('../features/billing/checkout-cancel-page.tsx'),
      (m) => m.CheckoutCancelPage,
    ),
  },
  {
    path: '/community',
    handle: titled('Community'),
    lazy: page(
      '../features/community/community-page.tsx',
      () => import('../features/community/community-page.tsx'),
      (m) => m.CommunityPage,
    ),
  },
  {
    path: '/community/create',
    handle: titled('New post'),
    lazy: page(
      '../features/community/create-post-page.tsx',
      () => import('../features/community/create-post-page.tsx'),
      (m) => m.CreatePostPage,
    ),
  },
  {
    path: '/community/post/:id',
    handle: titled('Post'),
    lazy: page(
      '../features/community/post-page.tsx',
      () => import('../features/community/post-page.tsx'),
      (m) => m.PostPage,
    ),
  },
  {
    path: '/community/profile/:id',
    handle: titled('Community profile'),
    lazy: page(
      '../features/community/profile-page.tsx',
      () => import('../features/community/profile-page.tsx'),
      (m) => m.CommunityProfilePage,
    ),
  },
];

const fullScreenRoutes: RouteObject[] = [
  {
    path: '/car-lens',
    handle: titled('Car Lens'),
    lazy: page(
      '../features/car-lens/car-lens-page.tsx',
      () => import('../features/car-lens/car-lens-page.tsx'),
      (m) => m.CarLensPage,
    ),
  },
  {
    path: '/carlens-details',
    handle: titled('Car Lens details'),
    lazy: page(
      './pages/carlens-details-route.tsx',
      () => import('./pages/carlens-details-route.tsx'),
      (m) => m.CarLensDetailsRoute,
    ),
  },
  {
    path: '/delete-account',
    handle: titled('Delete account'),
    lazy: page(
      '../features/account/delete-account-page.tsx',
      () => import('../features/account/delete-account-page.tsx'),
      (m) => m.DeleteAccountPage,
    ),
  },
];

/** The route of the shell (top bar, tabs) around most signed-in pages. */
export const SHELL_ROUTE_ID = 'shell';

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenSpinner,
    children: [
      {
        path: '/',
        lazy: page(
          '../features/landing/landing-page.tsx',
          () => import('../features/landing/landing-page.tsx'),
          (m) => m.LandingPage,
        ),
      },
      {
        path: '/landing',
        handle: titled('Page not found'),
        lazy: page(
          '../features/landing/not-found-landing-page.tsx',
          () => import('../features/landing/not-found-landing-page.tsx'),
          (m) => m.NotFoundLandingPage,
        ),
      },
      {
        path: '/splash',
        lazy: page(
          '../features/landing/splash-page.tsx',
          () => import('../features/landing/splash-page.tsx'),
          (m) => m.SplashPage,
        ),
      },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: '/login',
            handle: titled('Log in'),
            lazy: page(
              '../features/auth/login-page.tsx',
              () => import('../features/auth/login-page.tsx'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: '/signup',
            handle: titled('Sign up'),
            lazy: page(
              '../features/auth/sign-up-page.tsx',
              () => import('../features/auth/sign-up-page.tsx'),
              (m) => m.SignUpPage,
            ),
          },
        ],
      },
      {
        path: '/forgot-password',
        handle: titled('Forgot password'),
        lazy: page(
          '../features/auth/forgot-password-page.tsx',
          () => import('../features/auth/forgot-password-page.tsx'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: '/reset-password',
        handle: titled('Set a new password'),
        lazy: page(
          '../features/auth/reset-password-page.tsx',
          () => import('../features/auth/reset-password-page.tsx'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: '/privacy',
        handle: titled('Privacy Policy'),
        lazy: page(
          '../features/legal/privacy-page.tsx',
          () => import('../features/legal/privacy-page.tsx'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: '/terms',
        handle: titled('Terms of Service'),
        lazy: page(
          '../features/legal/terms-page.tsx',
          () => import('../features/legal/terms-page.tsx'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: '/support',
        handle: titled('Support'),
        lazy: page(
          '../features/support/support-page.tsx',
          () => import('../features/support/support-page.tsx'),
          (m) => m.SupportPage,
        ),
      },
      {
        path: '/shared/:token',
        handle: titled('Shared service history'),
        lazy: page(
          '../features/garage/shared-history-page.tsx',
          () => import('../features/garage/shared-history-page.tsx'),
          (m) => m.SharedHistoryPage,
        ),
      },
      { path: '/profile', element: <ProfileRedirect /> },
      {
        element: <RequireAuth />,
        children: [
          {
            // The pages inside the shell: the server renders their shell for a signed-in visit.
            id: SHELL_ROUTE_ID,
            lazy: page(
              './shell/app-shell.tsx',
              () => import('./shell/app-shell.tsx'),
              (m) => m.AppShell,
            ),
            children: shellRoutes,
          },
          {
            // The printable assessment report: no shell around it either.
            path: '/assessment/:id',
            handle: titled('Assessment report'),
            lazy: page(
              './pages/assessment-report-route.tsx',
              () => import('./pages/assessment-report-route.tsx'),
              (m) => m.AssessmentReportRoute,
            ),
          },
          {
            // A document to print or save as PDF: no shell around it.
            path: '/vehicle/:id/history',
            handle: titled('Service history'),
            lazy: page(
              '../features/garage/vehicle-history-page.tsx',
              () => import('../features/garage/vehicle-history-page.tsx'),
              (m) => m.VehicleHistoryPage,
            ),
          },
          {
            lazy: page(
              './shell/full-screen-layout.tsx',
              () => import('./shell/full-screen-layout.tsx'),
              (m) => m.FullScreenLayout,
            ),
            children: fullScreenRoutes,
          },
        ],
      },
      { path: '*', element: <Navigate to="/landing" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the code of the routes that match `pathname` and puts it on the route objects, so a
 * router created afterwards renders that page at once: a prerendered page hydrates with the same
 * tree the server rendered (react-router's lazy routes would render the HydrateFallback first).
 */
export async function resolveLazyRoutes(pathname: string, tree: RouteObject[] = routes) {
  const matches = matchRoutes(tree, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
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
    const module =
      typeof route.lazy === 'function' ? (route.lazy as Partial<PageLoader>).module : undefined;
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
