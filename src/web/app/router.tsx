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

/** Route-level code splitting: each page's code loads when the route is first visited. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const shellRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    handle: titled('Home'),
    lazy: page(
      () => import('./pages/dashboard-route.tsx'),
      (m) => m.DashboardRoute,
    ),
  },
  {
    path: '/assessment',
    handle: titled('Vehicle assessment'),
    lazy: page(
      () => import('./pages/assessment-route.tsx'),
      (m) => m.AssessmentRoute,
    ),
  },
  {
    path: '/ask-odo',
    handle: titled('Ask Odo'),
    lazy: page(
      () => import('../features/ask-odo/ask-odo-page.tsx'),
      (m) => m.AskOdoPage,
    ),
  },
  {
    path: '/garage',
    handle: titled('Garage'),
    lazy: page(
      () => import('../features/garage/garage-page.tsx'),
      (m) => m.GaragePage,
    ),
  },
  {
    path: '/favorites',
    handle: titled('Favorites'),
    lazy: page(
      () => import('../features/favorites/favorites-page.tsx'),
      (m) => m.FavoritesPage,
    ),
  },
  {
    path: '/vehicle/:id',
    handle: titled('Vehicle'),
    lazy: page(
      () => import('./pages/vehicle-route.tsx'),
      (m) => m.VehicleRoute,
    ),
  },
  {
    path: '/maintenance-costs',
    handle: titled('Maintenance costs'),
    lazy: page(
      () => import('../features/garage/maintenance-costs-page.tsx'),
      (m) => m.MaintenanceCostsPage,
    ),
  },
  {
    path: '/upcoming-services',
    handle: titled('Upcoming services'),
    lazy: page(
      () => import('../features/garage/upcoming-services-page.tsx'),
      (m) => m.UpcomingServicesPage,
    ),
  },
  {
    path: '/billing',
    handle: titled('Billing'),
    lazy: page(
      () => import('../features/billing/billing-page.tsx'),
      (m) => m.BillingPage,
    ),
  },
  {
    path: '/settings',
    handle: titled('Settings'),
    lazy: page(
      () => import('./pages/settings-route.tsx'),
      (m) => m.SettingsRoute,
    ),
  },
  {
    path: '/settings/api',
    handle: titled('API access'),
    lazy: page(
      () => import('../features/api-access/api-access-page.tsx'),
      (m) => m.ApiAccessPage,
    ),
  },
  {
    path: '/notifications',
    handle: titled('Notifications'),
    lazy: page(
      () => import('../features/notifications/notifications-page.tsx'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: '/checkout/success',
    handle: titled('Checkout'),
    lazy: page(
      () => import('../features/billing/checkout-success-page.tsx'),
      (m) => m.CheckoutSuccessPage,
    ),
  },
  {
    path: '/checkout/cancel',
    handle: titled('Checkout canceled'),
    lazy: page(
      () => import('../features/billing/checkout-cancel-page.tsx'),
      (m) => m.CheckoutCancelPage,
    ),
  },
  {
    path: '/community',
    handle: titled('Community'),
    lazy: page(
      () => import('../features/community/community-page.tsx'),
      (m) => m.CommunityPage,
    ),
  },
  {
    path: '/community/create',
    handle: titled('New post'),
    lazy: page(
      () => import('../features/community/create-post-page.tsx'),
      (m) => m.CreatePostPage,
    ),
  },
  {
    path: '/community/post/:id',
    handle: titled('Post'),
    lazy: page(
      () => import('../features/community/post-page.tsx'),
      (m) => m.PostPage,
    ),
  },
  {
    path: '/community/profile/:id',
    handle: titled('Community profile'),
    lazy: page(
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
      () => import('../features/car-lens/car-lens-page.tsx'),
      (m) => m.CarLensPage,
    ),
  },
  {
    path: '/carlens-details',
    handle: titled('Car Lens details'),
    lazy: page(
      () => import('./pages/carlens-details-route.tsx'),
      (m) => m.CarLensDetailsRoute,
    ),
  },
  {
    path: '/delete-account',
    handle: titled('Delete account'),
    lazy: page(
      () => import('../features/account/delete-account-page.tsx'),
      (m) => m.DeleteAccountPage,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenSpinner,
    children: [
      {
        path: '/',
        lazy: page(
          () => import('../features/landing/landing-page.tsx'),
          (m) => m.LandingPage,
        ),
      },
      {
        path: '/landing',
        handle: titled('Page not found'),
        lazy: page(
          () => import('../features/landing/not-found-landing-page.tsx'),
          (m) => m.NotFoundLandingPage,
        ),
      },
      {
        path: '/splash',
        lazy: page(
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
              () => import('../features/auth/login-page.tsx'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: '/signup',
            handle: titled('Sign up'),
            lazy: page(
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
          () => import('../features/auth/forgot-password-page.tsx'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: '/reset-password',
        handle: titled('Set a new password'),
        lazy: page(
          () => import('../features/auth/reset-password-page.tsx'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: '/privacy',
        handle: titled('Privacy Policy'),
        lazy: page(
          () => import('../features/legal/privacy-page.tsx'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: '/terms',
        handle: titled('Terms of Service'),
        lazy: page(
          () => import('../features/legal/terms-page.tsx'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: '/support',
        handle: titled('Support'),
        lazy: page(
          () => import('../features/support/support-page.tsx'),
          (m) => m.SupportPage,
        ),
      },
      {
        path: '/shared/:token',
        handle: titled('Shared service history'),
        lazy: page(
          () => import('../features/garage/shared-history-page.tsx'),
          (m) => m.SharedHistoryPage,
        ),
      },
      { path: '/profile', element: <ProfileRedirect /> },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: page(
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
              () => import('./pages/assessment-report-route.tsx'),
              (m) => m.AssessmentReportRoute,
            ),
          },
          {
            // A document to print or save as PDF: no shell around it.
            path: '/vehicle/:id/history',
            handle: titled('Service history'),
            lazy: page(
              () => import('../features/garage/vehicle-history-page.tsx'),
              (m) => m.VehicleHistoryPage,
            ),
          },
          {
            lazy: page(
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
