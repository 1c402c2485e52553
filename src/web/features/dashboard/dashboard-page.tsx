import {
  ArrowRight,
  CalendarClock,
  Camera,
  CarFront,
  Gauge,
  MessageCircleQuestion,
  Plus,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { UsageReply } from '../../../shared/plans.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { cn } from '../../lib/cn.ts';
import { statusBadgeLabel, statusBadgeVariant } from '../../lib/subscription-status.ts';

interface Action {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  tone: string;
}

const actions: Action[] = [
  {
    to: '/assessment',
    title: 'Check a car before you buy',
    text: 'Reliability score and known issues for any model year.',
    icon: Gauge,
    tone: 'bg-accent/25 text-accent-foreground dark:text-accent',
  },
  {
    to: '/ask-odo',
    title: 'Ask Odo',
    text: 'Service intervals, warning lights, strange noises.',
    icon: MessageCircleQuestion,
    tone: 'bg-success-soft text-success-soft-foreground',
  },
  {
    to: '/car-lens',
    title: 'Identify a car',
    text: 'Snap a car or its VIN plate to see what it is.',
    icon: Camera,
    tone: 'bg-brand-soft text-brand-soft-foreground',
  },
  {
    to: '/upcoming-services',
    title: 'Upcoming services',
    text: 'What your cars need next, before it is overdue.',
    icon: CalendarClock,
    tone: 'bg-destructive-soft text-destructive-soft-foreground',
  },
];

function greeting(hour: number) {
  if (hour < 5) return 'Driving late?';
  if (hour < 12) return 'Good morning.';
  if (hour < 18) return 'Good afternoon.';
  return 'Good evening.';
}

export function DashboardPage() {
  const { user, garage, usageSummary, premium, subscription } = useAppContext();
  const name = user?.name ?? '';

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 pt-5 pb-8 sm:px-6 md:gap-8 md:pt-8 lg:px-8">
      <header>
        <p className="text-sm font-medium text-muted-foreground">
          {greeting(new Date().getHours())}
        </p>
        <h1 className="mt-1 text-title font-bold break-words md:text-[2.25rem]">Hi, {name}</h1>
      </header>

      <div className="grid gap-6 md:gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <section aria-labelledby="garage-heading" className="grid content-start gap-3">
          <div className="flex items-center justify-between">
            <h2 id="garage-heading" className="text-heading font-semibold">
              Your garage
            </h2>
            <Link
              to="/garage"
              className="-mr-2 inline-flex min-h-11 items-center rounded-control px-2 text-sm font-semibold text-brand hover:underline"
            >
              View all
            </Link>
          </div>
          {garage.length === 0 ? (
            <Card className="relative overflow-hidden">
              <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
                <div className="grid size-16 shrink-0 place-items-center rounded-2xl bg-brand-soft text-brand-soft-foreground">
                  <CarFront className="size-8" aria-hidden="true" strokeWidth={1.75} />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="text-base font-semibold">No cars yet</p>
                  <p className="mt-1 text-sm text-muted-foreground">
                    Add your car to track services, fuel and costs, and get reminders before
                    something is due.
                  </p>
                </div>
                <Button asChild className="sm:self-center">
                  <Link to="/garage">
                    <Plus aria-hidden="true" />
                    Add a car
                  </Link>
                </Button>
              </div>
            </Card>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {garage.map((vehicle) => (
                <li key={vehicle.id}>
                  <Link
                    to={`/vehicle/${vehicle.id}`}
                    className="flex items-center gap-3 rounded-card border border-border bg-surface p-4 shadow-card hover:border-brand/40"
                  >
                    <CarFront className="size-6 text-brand" aria-hidden="true" />
                    <span className="font-semibold">
                      {vehicle.year} {vehicle.make} {vehicle.model}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}

          <h2 className="mt-4 text-heading font-semibold">What do you want to do?</h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {actions.map(({ to, title, text, icon: Icon, tone }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex h-full items-center gap-4 rounded-card border border-border bg-surface p-4 shadow-card transition-colors hover:border-brand/40 sm:flex-col sm:items-start sm:gap-3 sm:p-5"
                >
                  <span className={cn('grid size-11 shrink-0 place-items-center rounded-xl', tone)}>
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="grid min-w-0 flex-1 content-start gap-0.5 sm:gap-1.5">
                    <span className="font-semibold">{title}</span>
                    <span className="text-sm text-muted-foreground">{text}</span>
                  </span>
                  <ArrowRight
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 sm:hidden"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <aside aria-labelledby="plan-heading" className="grid content-start gap-3">
          <h2 id="plan-heading" className="text-heading font-semibold">
            Your plan
          </h2>
          <Card className="p-5 sm:p-6">
            <div className="flex items-center justify-between">
              <p className="font-semibold">{premium ? 'Premium' : 'Free plan'}</p>
              {/* The same colour as the status badge in the side menu and on /billing. */}
              <Badge
                variant={
                  premium
                    ? statusBadgeVariant(usageSummary?.status ?? subscription?.status ?? 'active')
                    : 'muted'
                }
              >
                {premium ? (subscription ? statusBadgeLabel(subscription) : 'Active') : 'Free'}
              </Badge>
            </div>
            {premium ? (
              <p className="mt-2 text-sm text-muted-foreground">No limits on any feature.</p>
            ) : (
              <>
                {usageSummary ? <UsageMeters usage={usageSummary} /> : null}
                <Button asChild variant="secondary" className="mt-5 w-full">
                  <Link to="/billing">See premium plans</Link>
                </Button>
              </>
            )}
          </Card>
        </aside>
      </div>
    </div>
  );
}

/**
 * The free plan's allowances: the three monthly ones with their reset date, then the garage,
 * which counts vehicles kept and never resets.
 */
function UsageMeters({ usage }: { usage: UsageReply }) {
  const { assessment, carlens, askodo, garage } = usage.features;
  const monthly = [
    { label: 'Assessments', used: assessment.used, cap: assessment.cap },
    { label: 'Car Lens results', used: carlens.used, cap: carlens.cap },
    { label: 'Ask Odo questions', used: askodo.used, cap: askodo.cap },
  ];
  const resets = new Intl.DateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(usage.resets_at));
  return (
    <>
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        This month
      </h3>
      <ul className="mt-3 grid gap-4">
        {monthly.map((meter) => (
          <Meter key={meter.label} {...meter} />
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted-foreground">These reset on {resets}.</p>
      <h3 className="mt-5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Garage
      </h3>
      <ul className="mt-3 grid gap-4">
        <Meter label="Garage vehicles" used={garage.used} cap={garage.cap} />
      </ul>
    </>
  );
}

function Meter({ label, used, cap }: { label: string; used: number; cap: number }) {
  const shown = Math.min(used, cap);
  return (
    <li className="grid gap-1.5">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="text-muted-foreground tabular-nums">
          {shown} of {cap} used
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${label} used`}
        aria-valuemin={0}
        aria-valuemax={cap}
        aria-valuenow={shown}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            shown >= cap ? 'bg-accent' : 'bg-brand',
          )}
          style={{ width: `${(shown / cap) * 100}%` }}
        />
      </div>
    </li>
  );
}
