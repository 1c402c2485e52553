import {
  ArrowRight,
  Camera,
  Gauge,
  MessageCircleQuestion,
  SearchX,
  ShieldCheck,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { cn } from '../../lib/cn.ts';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  tone: string;
}

const features: Feature[] = [
  {
    icon: Wrench,
    title: 'Garage & maintenance',
    text: 'Keep every car with its services, fuel-ups and expenses. Odo tells you what is due next and what it all costs.',
    tone: 'bg-brand-soft text-brand-soft-foreground',
  },
  {
    icon: Gauge,
    title: 'AI assessment',
    text: 'Thinking of buying? Get a reliability score, known issues for that model year and what to check before you pay.',
    tone: 'bg-accent/25 text-accent-foreground dark:text-accent',
  },
  {
    icon: MessageCircleQuestion,
    title: 'Ask Odo',
    text: 'Ask about service intervals, warning lights or strange noises, and get answers grounded in your own records.',
    tone: 'bg-success-soft text-success-soft-foreground',
  },
  {
    icon: Camera,
    title: 'Car Lens',
    text: 'Snap a car or its VIN plate. Odo reads it and shows the make, model, year and what owners should know.',
    tone: 'bg-brand-soft text-brand-soft-foreground',
  },
  {
    icon: Users,
    title: 'Community',
    text: 'Learn from owners of the same car: questions, fixes, stories and tips from people who drive it every day.',
    tone: 'bg-destructive-soft text-destructive-soft-foreground',
  },
];

interface LandingPageProps {
  /** Shown at /landing, where unknown paths end up. */
  notFound?: boolean;
}

export function LandingPage({ notFound = false }: LandingPageProps) {
  // A signed-in visitor is offered the app itself, not a log-in or a second account.
  const signedIn = useAppContext().user !== null;
  return (
    <div className="min-h-dvh overflow-x-hidden">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="mx-auto flex max-w-6xl items-center justify-between px-5 py-4 md:px-8 md:py-6">
        <Link to="/" className="rounded-md" aria-label="Odo">
          <Logo />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          {signedIn ? (
            <Button asChild>
              <Link to="/dashboard">Open Odo</Link>
            </Button>
          ) : (
            <Button asChild variant="ghost">
              <Link to="/login">Log in</Link>
            </Button>
          )}
        </nav>
      </header>

      <main id="main">
        {notFound ? (
          <div className="mx-auto max-w-6xl px-5 md:px-8">
            <div
              role="status"
              className="flex items-start gap-3 rounded-card border border-border bg-surface px-4 py-3 shadow-card"
            >
              <SearchX
                className="mt-0.5 size-5 shrink-0 text-muted-foreground"
                aria-hidden="true"
              />
              <p className="text-sm">
                <strong className="font-semibold">Page not found.</strong>{' '}
                <span className="text-muted-foreground">
                  The address you opened does not exist in Odo. Here is where to start instead.
                </span>
              </p>
            </div>
          </div>
        ) : null}

        <section className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-10 pb-16 md:px-8 md:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:pt-20 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-semibold text-muted-foreground shadow-xs">
              <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
              For car owners and buyers
            </p>
            <h1 className="mt-5 text-[2.5rem] leading-[1.05] font-extrabold tracking-[-0.03em] sm:text-display md:text-[4rem]">
              <span className="block">Know your car.</span>
              <span className="block bg-gradient-to-r from-brand to-[oklch(0.62_0.2_300)] bg-clip-text pb-1 text-transparent">
                Keep it running.
              </span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground md:text-xl">
              Odo keeps your car&apos;s whole life in one place: services and costs, honest
              assessments before you buy, answers to your questions and a community of owners.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" className="sm:px-7">
                <Link to={signedIn ? '/dashboard' : '/signup'}>
                  {signedIn ? 'Open Odo' : 'Get started'}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="#features">See what Odo does</a>
              </Button>
            </div>
            <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
              <ShieldCheck className="size-4 text-success" aria-hidden="true" />
              Free to start. No card needed.
            </p>
          </div>
          <HeroVisual />
        </section>

        <section
          id="features"
          className="scroll-mt-6 border-t border-border bg-surface/60 py-16 md:py-24"
        >
          <div className="mx-auto max-w-6xl px-5 md:px-8">
            <h2 className="max-w-2xl text-title font-bold md:text-[2.25rem]">
              Everything your car needs, in one app
            </h2>
            <p className="mt-3 max-w-2xl text-base text-muted-foreground md:text-lg">
              From the day you start looking to the day you sell it.
            </p>
            <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {features.map(({ icon: Icon, title, text, tone }) => (
                <li
                  key={title}
                  className="rounded-card border border-border bg-surface p-6 shadow-card"
                >
                  <span className={cn('grid size-11 place-items-center rounded-xl', tone)}>
                    <Icon className="size-5.5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-heading font-semibold">{title}</h3>
                  <p className="mt-2 text-[0.9375rem] leading-relaxed text-muted-foreground">
                    {text}
                  </p>
                </li>
              ))}
              <li className="flex flex-col justify-between rounded-card bg-brand p-6 text-brand-foreground shadow-card">
                <p className="text-heading font-semibold">Start with one car.</p>
                <p className="mt-2 text-[0.9375rem] opacity-95">
                  Add it in a minute and Odo starts keeping track.
                </p>
                <Link
                  to={signedIn ? '/dashboard' : '/signup'}
                  className="mt-6 inline-flex w-fit items-center gap-2 rounded-control bg-white px-4 py-2.5 text-sm font-semibold text-[oklch(0.35_0.15_265)] hover:bg-white/90"
                >
                  {signedIn ? 'Open Odo' : 'Create your free account'}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            </ul>
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

/** A phone-sized sketch of the app: a dial and the four things Odo does for a car. */
function HeroVisual() {
  const rows = [
    { icon: Wrench, label: 'Service history', tone: 'bg-brand-soft text-brand-soft-foreground' },
    {
      icon: Gauge,
      label: 'Reliability check',
      tone: 'bg-accent/25 text-accent-foreground dark:text-accent',
    },
    {
      icon: MessageCircleQuestion,
      label: 'Ask Odo',
      tone: 'bg-success-soft text-success-soft-foreground',
    },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-[22rem]">
      <div className="absolute -inset-8 -z-10 rounded-[3rem] bg-gradient-to-br from-brand/25 via-accent/15 to-transparent blur-2xl" />
      <div className="rounded-[2.5rem] border border-border bg-surface p-3 shadow-raised">
        <div className="rounded-[2rem] bg-background p-5">
          <div className="flex items-center justify-between">
            <div className="h-2.5 w-16 rounded-full bg-muted" />
            <div className="size-7 rounded-full bg-brand-soft" />
          </div>
          <div className="mt-5 rounded-card bg-brand p-5 text-white">
            <svg viewBox="0 0 200 120" className="mx-auto w-44">
              <path
                d="M20 110a80 80 0 0 1 160 0"
                fill="none"
                stroke="white"
                strokeOpacity="0.25"
                strokeWidth="14"
                strokeLinecap="round"
              />
              <path
                d="M20 110a80 80 0 0 1 128-64"
                fill="none"
                stroke="white"
                strokeWidth="14"
                strokeLinecap="round"
              />
              <path d="M100 110 138 68" stroke="#ffb23f" strokeWidth="8" strokeLinecap="round" />
              <circle cx="100" cy="110" r="10" fill="white" />
            </svg>
            <div className="mx-auto mt-3 h-2.5 w-24 rounded-full bg-white/40" />
          </div>
          <ul className="mt-4 grid gap-2.5">
            {rows.map(({ icon: Icon, label, tone }) => (
              <li
                key={label}
                className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3"
              >
                <span className={cn('grid size-9 place-items-center rounded-xl', tone)}>
                  <Icon className="size-4.5" />
                </span>
                <span className="text-sm font-semibold">{label}</span>
                <ArrowRight className="ml-auto size-4 text-muted-foreground" />
              </li>
            ))}
          </ul>
          <div className="mt-4 flex justify-around rounded-2xl bg-surface py-3">
            {[0, 1, 2, 3, 4].map((index) => (
              <span
                key={index}
                className={cn('size-2 rounded-full', index === 0 ? 'bg-brand' : 'bg-muted')}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
