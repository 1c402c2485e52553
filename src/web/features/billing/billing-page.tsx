import {
  BadgeCheck,
  CalendarClock,
  Check,
  CreditCard,
  Crown,
  Gift,
  RotateCcw,
  ShieldCheck,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  MANAGE_SUBSCRIPTION_LABEL,
  FREE_CAPS,
  NO_SUBSCRIPTION_LABEL,
  planById,
  subscriptionStatusLabel,
  type AppSubscription,
  type PlanDefinition,
} from '../../../shared/plans-vocab.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { cn } from '../../lib/cn.ts';
import { statusBadgeLabel, statusBadgeVariant } from '../../lib/subscription-status.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { useCancelSubscription } from './cancel-subscription.ts';
import { formatBillingDate, formatCard, planPrice } from './format.ts';
import { usePlans } from './get-plans.ts';
import { useOpenPortal } from './open-portal.ts';
import { useResumeSubscription } from './resume-subscription.ts';
import { checkoutErrorMessage, checkoutRequestFor, useStartCheckout } from './start-checkout.ts';
import { subscriptionDateRow } from './subscription-block.tsx';

export const PURCHASES_UNAVAILABLE =
  'Purchases are unavailable right now. Your free plan keeps working; please try again later.';

/** Provider statuses that already bill the user: another checkout is refused (409). */
const BILLING_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'];

// Loaded on first open (see lazyDialog).
const CancelSubscriptionDialog = lazyDialog(
  async () => (await import('./cancel-subscription-dialog.tsx')).CancelSubscriptionDialog,
);

function isPaidSubscription(subscription: AppSubscription | null): subscription is AppSubscription {
  return (
    subscription !== null &&
    (subscription.source === 'stripe' || subscription.source === 'demo') &&
    BILLING_STATUSES.includes(subscription.provider_status ?? subscription.status)
  );
}

export function BillingPage() {
  const { subscription, subscriptionLoading } = useAppContext();
  const plans = usePlans();
  const paid = isPaidSubscription(subscription);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 pt-5 pb-10 sm:px-6 md:gap-8 md:pt-8 lg:px-8">
      <header className="grid gap-1.5">
        <h1 className="text-title font-bold md:text-[2.25rem]">Billing</h1>
        <p className="text-base text-muted-foreground">
          {subscription?.premium
            ? 'You have Odo Premium: no limits on any feature.'
            : 'Odo Premium lifts every free limit: assessments, Car Lens, Ask Odo and your garage.'}
        </p>
      </header>

      {subscriptionLoading ? (
        <Skeleton className="h-40 w-full rounded-card" />
      ) : subscription ? (
        <CurrentSubscription subscription={subscription} manageable={paid} />
      ) : (
        <NoSubscription />
      )}

      <section aria-labelledby="plans-heading" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="plans-heading" className="text-heading font-semibold">
            {paid ? 'Plans' : 'Choose your plan'}
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <ShieldCheck className="size-4" aria-hidden="true" />
            Secure checkout · cancel any time
          </p>
        </div>
        {plans.isPending ? (
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-96 rounded-card" />
            <Skeleton className="h-96 rounded-card" />
          </div>
        ) : plans.error || !plans.data ? (
          <Alert tone="error" role="alert">
            Plans could not be loaded. Check your connection and reload the page.
          </Alert>
        ) : (
          <PlanChooser
            plans={plans.data.plans}
            currency={plans.data.currency}
            available={plans.data.available}
            subscription={subscription}
            paid={paid}
          />
        )}
      </section>
    </div>
  );
}

/** With no subscription at all the status reads 'Inactive' (SPEC.md §4). */
function NoSubscription() {
  return (
    <Card aria-labelledby="no-subscription-heading" role="region" className="p-5 sm:p-6">
      <p className="text-sm font-medium text-muted-foreground">Your subscription</p>
      <div className="mt-0.5 flex flex-wrap items-center gap-2">
        <h2 id="no-subscription-heading" className="text-heading font-semibold">
          {NO_SUBSCRIPTION_LABEL}
        </h2>
        <Badge variant={statusBadgeVariant(null)}>{subscriptionStatusLabel(null)}</Badge>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        You are on the free plan: each month, {FREE_CAPS.assessment} assessment, {FREE_CAPS.carlens}{' '}
        Car Lens result, {FREE_CAPS.askodo} Ask Odo question and {FREE_CAPS.garage} car in your
        garage.
      </p>
    </Card>
  );
}

// ---------------------------------------------------------------- plans

function PlanChooser({
  plans,
  currency,
  available,
  subscription,
  paid,
}: {
  plans: PlanDefinition[];
  currency: string;
  available: boolean;
  subscription: AppSubscription | null;
  paid: boolean;
}) {
  const checkout = useStartCheckout();
  const [startingPlan, setStartingPlan] = useState<string | null>(null);
  // The error belongs to the plan whose button was pressed: it shows next to that button.
  const [error, setError] = useState<{ planId: string; message: string } | null>(null);
  const starting = startingPlan !== null;

  const choose = (plan: PlanDefinition) => {
    setError(null);
    setStartingPlan(plan.id);
    const fail = (failure: unknown) => {
      setError({ planId: plan.id, message: checkoutErrorMessage(failure) });
      setStartingPlan(null);
    };
    let request;
    try {
      request = checkoutRequestFor(plan, window.location.origin);
    } catch (failure) {
      fail(failure);
      return;
    }
    checkout.mutate(request, {
      // Leaving for the provider's page: the button keeps its spinner until the page unloads.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: fail,
    });
  };

  return (
    <div className="grid gap-4">
      {!available ? (
        <Alert tone="info" role="status">
          {PURCHASES_UNAVAILABLE}
        </Alert>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {plans.map((plan) => {
          const current = subscription?.plan_id === plan.id && paid;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              currency={currency}
              current={current}
              error={error?.planId === plan.id ? error.message : null}
              action={
                current ? null : paid ? (
                  <p className="text-center text-sm text-muted-foreground">
                    You already have a subscription.
                  </p>
                ) : available ? (
                  <Button
                    size="lg"
                    variant={plan.id === 'yearly' ? 'primary' : 'outline'}
                    className="w-full"
                    disabled={starting}
                    aria-busy={startingPlan === plan.id || undefined}
                    onClick={() => choose(plan)}
                  >
                    {startingPlan === plan.id ? (
                      <>
                        <Spinner className="size-5" />
                        Starting checkout…
                      </>
                    ) : plan.trialDays > 0 ? (
                      `Start ${plan.trialDays}-day free trial`
                    ) : (
                      `Choose ${plan.interval === 'year' ? 'yearly' : 'monthly'}`
                    )}
                  </Button>
                ) : (
                  <Button size="lg" variant="outline" className="w-full" disabled>
                    Unavailable
                  </Button>
                )
              }
            />
          );
        })}
      </div>
    </div>
  );
}

function PlanCard({
  plan,
  currency,
  current,
  error,
  action,
}: {
  plan: PlanDefinition;
  currency: string;
  current: boolean;
  /** A failed checkout for this plan, shown right above its button. */
  error: string | null;
  action: ReactNode;
}) {
  const { amount, per } = planPrice(plan, currency);
  const featured = plan.id === 'yearly';
  const titleId = `plan-${plan.id}-name`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-card border bg-surface p-5 shadow-card sm:p-6',
        featured ? 'border-brand/50 ring-1 ring-brand/30' : 'border-border',
        current && 'border-success/60 ring-success/30',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {current ? (
          <Badge variant="success">
            <BadgeCheck className="mr-1 size-3.5" aria-hidden="true" />
            Current plan
          </Badge>
        ) : featured ? (
          <Badge variant="brand">Best value</Badge>
        ) : null}
        {plan.savingPercent ? <Badge variant="warning">save {plan.savingPercent}%</Badge> : null}
        {plan.trialDays > 0 ? <Badge variant="soft">{plan.trialDays}-day free trial</Badge> : null}
      </div>
      <h3 id={titleId} className="mt-3 text-heading font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-[2.25rem] leading-none font-bold tracking-tight tabular-nums">
          {amount}
        </span>
        <span className="text-base text-muted-foreground">{per}</span>
      </p>
      <ul className="mt-5 grid flex-1 content-start gap-2.5" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-[0.9375rem]">
            <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-success-soft text-success-soft-foreground">
              <Check className="size-3.5" aria-hidden="true" strokeWidth={3} />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {action ? <PlanAction error={error}>{action}</PlanAction> : null}
    </section>
  );
}

/**
 * A plan's button, with its checkout error right above it. When an error appears, the pair is
 * scrolled into view, so on a phone the message is never off screen.
 */
function PlanAction({ error, children }: { error: string | null; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [error]);
  return (
    <div ref={ref} className="mt-6 grid scroll-my-4 gap-3">
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {children}
    </div>
  );
}

// ---------------------------------------------------------------- current subscription

function CurrentSubscription({
  subscription,
  manageable,
}: {
  subscription: AppSubscription;
  manageable: boolean;
}) {
  const { refreshBilling } = useAppContext();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenPortal();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const dateRow = subscriptionDateRow(subscription);
  const card = formatCard(subscription);
  const referral = subscription.source === 'referral';
  const trialEnd =
    subscription.provider_status === 'trialing' && subscription.trial_end
      ? formatBillingDate(subscription.trial_end)
      : null;
  const periodEnd = subscription.current_period_end
    ? formatBillingDate(subscription.current_period_end)
    : null;
  const busy = cancel.isPending || resume.isPending || portal.isPending;
  const onError = (error: Error) => setActionError(error.message);
  const onChanged = () => {
    setActionError(null);
    void refreshBilling();
  };

  return (
    <Card aria-labelledby="current-subscription-heading" role="region" className="overflow-hidden">
      <div className="flex flex-col gap-5 p-5 sm:p-6 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent/25 text-accent-foreground dark:text-accent">
            {referral ? (
              <Gift className="size-6" aria-hidden="true" />
            ) : (
              <Crown className="size-6" aria-hidden="true" />
            )}
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-muted-foreground">Your subscription</p>
            <div className="mt-0.5 flex flex-wrap items-center gap-2">
              <h2 id="current-subscription-heading" className="text-heading font-semibold">
                {referral ? 'Premium from referrals' : 'Odo Premium'}
              </h2>
              <Badge variant={statusBadgeVariant(subscription.status)}>
                {statusBadgeLabel(subscription)}
              </Badge>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              {referral
                ? 'Earned by inviting friends. Nothing to pay; it ends by itself.'
                : (planById(subscription.plan_id ?? '')?.name ?? 'Premium plan')}
            </p>
          </div>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2 md:min-w-[22rem]">
          {dateRow ? (
            <Fact icon={CalendarClock} label={dateRow.label} value={dateRow.date} />
          ) : null}
          {card ? <Fact icon={CreditCard} label="Card" value={card} /> : null}
        </dl>
      </div>

      {trialEnd || subscription.cancel_at_period_end ? (
        <div className="grid gap-2 px-5 pb-4 sm:px-6">
          {trialEnd ? (
            <Alert tone="info">
              Free trial until {trialEnd}. You won&apos;t be charged before then
              {subscription.cancel_at_period_end ? ', and the subscription will not renew.' : '.'}
            </Alert>
          ) : null}
          {subscription.cancel_at_period_end && periodEnd ? (
            <Alert tone="info" role="status">
              Cancels on {periodEnd}. You keep Premium until then; nothing more is charged.
            </Alert>
          ) : null}
        </div>
      ) : null}

      {manageable ? (
        <div className="border-t border-border bg-muted/40 px-5 py-4 sm:px-6">
          <h3 className="text-sm font-semibold">{MANAGE_SUBSCRIPTION_LABEL}</h3>
          {actionError ? (
            <Alert tone="error" role="alert" className="mt-3">
              {actionError}
            </Alert>
          ) : null}
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => portal.mutate(undefined, { onError })}
            >
              {portal.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <CreditCard aria-hidden="true" />
              )}
              Change card
            </Button>
            {subscription.cancel_at_period_end ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => resume.mutate(undefined, { onSuccess: onChanged, onError })}
              >
                {resume.isPending ? (
                  <Spinner className="size-4" />
                ) : (
                  <RotateCcw aria-hidden="true" />
                )}
                Resume subscription
              </Button>
            ) : (
              <Button
                variant="ghost"
                className="text-destructive hover:bg-destructive-soft"
                disabled={busy}
                onClick={() => {
                  setActionError(null);
                  setConfirmOpen(true);
                }}
              >
                Cancel subscription
              </Button>
            )}
          </div>
        </div>
      ) : null}

      <CancelSubscriptionDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        periodEnd={periodEnd}
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirmOpen(false);
              onChanged();
            },
            onError: (error) => {
              setConfirmOpen(false);
              onError(error);
            },
          })
        }
      />
    </Card>
  );
}

function Fact({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof CalendarClock;
  label: string;
  value: string;
}) {
  // A <dl>'s group is a <div> holding only its <dt> and <dd> (axe: definition-list, dlitem): the
  // icon sits inside the term, placed at the group's left edge.
  return (
    <div className="relative min-w-0 rounded-control border border-border bg-surface py-2.5 pr-3 pl-10.5">
      <dt className="text-xs text-muted-foreground">
        <Icon
          className="absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        {label}
      </dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
