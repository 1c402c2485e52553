// Every page of the app, written once: its path, the module whose export is the page, where it is
// shown, and what the first load does with it (prerendered at build time, API answers sent with a
// signed-in page). The router builds its lazy routes from it (router.tsx), the build its
// prerendered pages and preloads, the server's renderer which GETs to answer (docs/first-load.md).
// Plain data, no imports: vite.config.ts reads it too.

/** Where a page is shown: which guard and layout wrap it in the router. */
export type PageFrame =
  /** Anyone, no layout. */
  | 'public'
  /** Signed out only (a signed-in visitor is sent on to the app). */
  | 'signed-out'
  /** Signed in, inside the shell (top bar, tabs): the server draws the shell for such a visit. */
  | 'shell'
  /** Signed in, full screen (no shell). */
  | 'full-screen'
  /** Signed in, a document of its own (printable). */
  | 'signed-in';

export interface PageRoute {
  path: string;
  /** The page's module, relative to src/web/app (as router.tsx imports it). */
  module: string;
  /** The name of the module's export that is the page. */
  component: string;
  /** The browser tab's title ("Garage · Odo"); the landing page and the splash set none. */
  title?: string;
  frame: PageFrame;
  /** Prerendered signed out at build time and sent for its exact path (decision 017). */
  prerender?: true;
  /**
   * The GETs a signed-in page asks first besides the app-wide ones, written exactly as the typed
   * client asks them: the server sends their answers with the page (decision 021). `:name` in one
   * stands for that part of the page's own path (`/api/garage/vehicles/:id` on `/vehicle/:id`).
   */
  answers?: readonly string[];
}

/** The layouts around the signed-in frames, loaded lazily like the pages. */
export const LAYOUTS = {
  shell: { module: './shell/app-shell.tsx', component: 'AppShell' },
  'full-screen': { module: './shell/full-screen-layout.tsx', component: 'FullScreenLayout' },
} as const;

/** In the router's order (within each frame). */
export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: '/',
    module: '../features/landing/landing-page.tsx',
    component: 'LandingPage',
    frame: 'public',
    prerender: true,
  },
  {
    path: '/landing',
    module: '../features/landing/not-found-landing-page.tsx',
    component: 'NotFoundLandingPage',
    title: 'Page not found',
    frame: 'public',
  },
  {
    path: '/splash',
    module: '../features/landing/splash-page.tsx',
    component: 'SplashPage',
    frame: 'public',
  },
  {
    path: '/login',
    module: '../features/auth/login-page.tsx',
    component: 'LoginPage',
    title: 'Log in',
    frame: 'signed-out',
    prerender: true,
  },
  {
    path: '/signup',
    module: '../features/auth/sign-up-page.tsx',
    component: 'SignUpPage',
    title: 'Sign up',
    frame: 'signed-out',
    prerender: true,
  },
  {
    path: '/forgot-password',
    module: '../features/auth/forgot-password-page.tsx',
    component: 'ForgotPasswordPage',
    title: 'Forgot password',
    frame: 'public',
    prerender: true,
  },
  {
    path: '/reset-password',
    module: '../features/auth/reset-password-page.tsx',
    component: 'ResetPasswordPage',
    title: 'Set a new password',
    frame: 'public',
  },
  {
    path: '/privacy',
    module: '../features/legal/privacy-page.tsx',
    component: 'PrivacyPage',
    title: 'Privacy Policy',
    frame: 'public',
    prerender: true,
  },
  {
    path: '/terms',
    module: '../features/legal/terms-page.tsx',
    component: 'TermsPage',
    title: 'Terms of Service',
    frame: 'public',
    prerender: true,
  },
  {
    path: '/support',
    module: '../features/support/support-page.tsx',
    component: 'SupportPage',
    title: 'Support',
    frame: 'public',
    prerender: true,
  },
  {
    path: '/shared/:token',
    module: '../features/garage/shared-history-page.tsx',
    component: 'SharedHistoryPage',
    title: 'Shared service history',
    frame: 'public',
  },
  {
    path: '/dashboard',
    module: './pages/dashboard-route.tsx',
    component: 'DashboardRoute',
    title: 'Home',
    frame: 'shell',
    answers: [
      '/api/garage/costs?period=this_month&units=km',
      '/api/garage/upcoming-services',
      '/api/garage/settings',
      '/api/notifications',
      '/api/community/posts?sort=new',
    ],
  },
  {
    path: '/assessment',
    module: './pages/assessment-route.tsx',
    component: 'AssessmentRoute',
    title: 'Vehicle assessment',
    frame: 'shell',
    answers: ['/api/garage/settings', '/api/assessment?limit=50'],
  },
  {
    path: '/ask-odo',
    module: '../features/ask-odo/ask-odo-page.tsx',
    component: 'AskOdoPage',
    title: 'Ask Odo',
    frame: 'shell',
    answers: ['/api/ask-odo/threads'],
  },
  {
    path: '/garage',
    module: '../features/garage/garage-page.tsx',
    component: 'GaragePage',
    title: 'Garage',
    frame: 'shell',
    answers: ['/api/garage/settings'],
  },
  {
    path: '/favorites',
    module: '../features/favorites/favorites-page.tsx',
    component: 'FavoritesPage',
    title: 'Favorites',
    frame: 'shell',
  },
  {
    path: '/vehicle/:id',
    module: './pages/vehicle-route.tsx',
    component: 'VehicleRoute',
    title: 'Vehicle',
    frame: 'shell',
    answers: [
      '/api/garage/settings',
      '/api/garage/vehicles/:id',
      '/api/assessment?vehicleId=:id&limit=1',
    ],
  },
  {
    path: '/maintenance-costs',
    module: '../features/garage/maintenance-costs-page.tsx',
    component: 'MaintenanceCostsPage',
    title: 'Maintenance costs',
    frame: 'shell',
  },
  {
    path: '/upcoming-services',
    module: '../features/garage/upcoming-services-page.tsx',
    component: 'UpcomingServicesPage',
    title: 'Upcoming services',
    frame: 'shell',
  },
  {
    path: '/billing',
    module: '../features/billing/billing-page.tsx',
    component: 'BillingPage',
    title: 'Billing',
    frame: 'shell',
  },
  {
    path: '/settings',
    module: './pages/settings-route.tsx',
    component: 'SettingsRoute',
    title: 'Settings',
    frame: 'shell',
  },
  {
    path: '/settings/api',
    module: '../features/api-access/api-access-page.tsx',
    component: 'ApiAccessPage',
    title: 'API access',
    frame: 'shell',
  },
  {
    path: '/notifications',
    module: '../features/notifications/notifications-page.tsx',
    component: 'NotificationsPage',
    title: 'Notifications',
    frame: 'shell',
    answers: ['/api/notifications/preferences', '/api/notifications'],
  },
  {
    path: '/feedback',
    module: '../features/feedback/feedback-page.tsx',
    component: 'FeedbackPage',
    title: 'Your feedback',
    frame: 'shell',
  },
  {
    path: '/checkout/success',
    module: '../features/billing/checkout-success-page.tsx',
    component: 'CheckoutSuccessPage',
    title: 'Checkout',
    frame: 'shell',
  },
  {
    path: '/checkout/cancel',
    module: '../features/billing/checkout-cancel-page.tsx',
    component: 'CheckoutCancelPage',
    title: 'Checkout canceled',
    frame: 'shell',
  },
  {
    path: '/community',
    module: '../features/community/community-page.tsx',
    component: 'CommunityPage',
    title: 'Community',
    frame: 'shell',
    answers: ['/api/community/posts?sort=new'],
  },
  {
    path: '/community/create',
    module: '../features/community/create-post-page.tsx',
    component: 'CreatePostPage',
    title: 'New post',
    frame: 'shell',
  },
  {
    path: '/community/post/:id',
    module: '../features/community/post-page.tsx',
    component: 'PostPage',
    title: 'Post',
    frame: 'shell',
  },
  {
    path: '/community/profile/:id',
    module: '../features/community/profile-page.tsx',
    component: 'CommunityProfilePage',
    title: 'Community profile',
    frame: 'shell',
  },
  {
    // The printable assessment report: no shell around it.
    path: '/assessment/:id',
    module: './pages/assessment-report-route.tsx',
    component: 'AssessmentReportRoute',
    title: 'Assessment report',
    frame: 'signed-in',
  },
  {
    // A document to print or save as PDF: no shell around it.
    path: '/vehicle/:id/history',
    module: '../features/garage/vehicle-history-page.tsx',
    component: 'VehicleHistoryPage',
    title: 'Service history',
    frame: 'signed-in',
  },
  {
    path: '/car-lens',
    module: '../features/car-lens/car-lens-page.tsx',
    component: 'CarLensPage',
    title: 'Car Lens',
    frame: 'full-screen',
  },
  {
    path: '/carlens-details',
    module: './pages/carlens-details-route.tsx',
    component: 'CarLensDetailsRoute',
    title: 'Car Lens details',
    frame: 'full-screen',
  },
  {
    path: '/delete-account',
    module: '../features/account/delete-account-page.tsx',
    component: 'DeleteAccountPage',
    title: 'Delete account',
    frame: 'full-screen',
  },
];

/** The page at exactly this path pattern (a build-time lookup: vite.config.ts). */
export function pageRoute(path: string): PageRoute {
  const found = PAGE_ROUTES.find((page) => page.path === path);
  if (!found) throw new Error(`No page at ${path} in route-table.ts`);
  return found;
}
