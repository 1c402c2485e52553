import { ArrowRight, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { LandingFaq } from './landing-faq.tsx';
import { LandingFeatures } from './landing-features.tsx';
import { LandingHero } from './landing-hero.tsx';
import { LandingInstall } from './landing-install.tsx';
import { LandingPricing } from './landing-pricing.tsx';

interface LandingPageProps {
  /** Shown at /landing, where unknown paths end up. */
  notFound?: boolean;
}

/**
 * The app-store style page at /: hero with the app on a phone, the features, pricing, FAQ and
 * "Add to Home Screen". Prerendered signed out at build time (first-load/build/prerender-plugin.ts);
 * a signed-in visitor is offered the app itself once the session is known.
 */
export function LandingPage({ notFound = false }: LandingPageProps) {
  const signedIn = useAppContext().user !== null;
  return (
    <div className="min-h-dvh overflow-x-hidden">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-5 py-4 md:px-8 md:py-6">
        <Link to="/" className="rounded-md" aria-label="Odo">
          <Logo />
        </Link>
        <nav
          aria-label="Sections"
          className="hidden items-center gap-6 text-sm font-medium md:flex"
        >
          <a href="#features" className="rounded-sm text-muted-foreground hover:text-foreground">
            Features
          </a>
          <a href="#pricing" className="rounded-sm text-muted-foreground hover:text-foreground">
            Pricing
          </a>
          <a href="#faq" className="rounded-sm text-muted-foreground hover:text-foreground">
            FAQ
          </a>
        </nav>
        <nav aria-label="Account" className="flex items-center gap-2">
          {signedIn ? (
            <Button asChild>
              <Link to="/dashboard">Open Odo</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost">
                <Link to="/login">Log in</Link>
              </Button>
              <Button asChild className="max-sm:hidden">
                <Link to="/signup">Sign up</Link>
              </Button>
            </>
          )}
        </nav>
      </header>

      <main id="main">
        {notFound ? <NotFoundNotice /> : null}
        <LandingHero signedIn={signedIn} />
        <LandingFeatures />
        <LandingPricing signedIn={signedIn} />
        <LandingFaq />
        <LandingInstall />
        <section aria-labelledby="start-title" className="px-5 pb-16 md:px-8 md:pb-24">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-5 rounded-card bg-brand-deep p-8 text-white shadow-card md:flex-row md:items-center md:justify-between md:p-12">
            <div>
              <h2 id="start-title" className="text-title font-bold">
                Start with one car.
              </h2>
              <p className="mt-2 text-base text-white/90">
                Add it in a minute and Odo starts keeping track.
              </p>
            </div>
            {signedIn ? (
              <StartLink to="/dashboard">Open Odo</StartLink>
            ) : (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <StartLink to="/signup">Create your free account</StartLink>
                <Link
                  to="/login"
                  className="rounded-sm px-2 py-2.5 text-sm font-semibold text-white underline-offset-4 hover:underline"
                >
                  I already have an account
                </Link>
              </div>
            )}
          </div>
        </section>
      </main>

      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-8 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between md:px-8">
          <Logo markClassName="size-7" className="text-foreground" />
          <nav aria-label="Legal" className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to="/privacy" className="hover:text-foreground">
              Privacy Policy
            </Link>
            <Link to="/terms" className="hover:text-foreground">
              Terms of Service
            </Link>
            <Link to="/support" className="hover:text-foreground">
              Support
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}

function StartLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-2 rounded-control bg-white px-5 py-3 text-sm font-semibold text-[oklch(0.35_0.15_265)] hover:bg-white/90"
    >
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

function NotFoundNotice() {
  return (
    <div className="mx-auto max-w-6xl px-5 md:px-8">
      <div
        role="status"
        className="flex items-start gap-3 rounded-card border border-border bg-surface px-4 py-3 shadow-card"
      >
        <SearchX className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm">
          <strong className="font-semibold">Page not found.</strong>{' '}
          <span className="text-muted-foreground">
            The address you opened does not exist in Odo. Here is where to start instead.
          </span>
        </p>
      </div>
    </div>
  );
}
