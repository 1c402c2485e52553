import { CreditCard, Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import {
  MANAGE_SUBSCRIPTION_LABEL,
  NO_SUBSCRIPTION_LABEL,
  planById,
  UPGRADE_LABEL,
  type AppSubscription,
} from '../../../shared/plans-vocab.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { statusBadgeLabel, statusBadgeVariant } from '../../lib/subscription-status.ts';
import { formatBillingDate, formatCard } from './format.ts';

interface SubscriptionBlockProps {
  subscription: AppSubscription | null;
  loading?: boolean;
  /** Called when a link inside is followed (the drawer closes itself). */
  onNavigate?: () => void;
  className?: string;
}

/** The date row of a subscription: next billing, the cancellation date, or the premium end. */
export function subscriptionDateRow(subscription: AppSubscription) {
  const end = subscription.current_period_end;
  if (end == null) return null;
  const date = formatBillingDate(end);
  if (subscription.source === 'referral' || subscription.source === 'other') {
    return { label: 'Premium until', date };
  }
  if (subscription.cancel_at_period_end) return { label: 'Cancels on', date };
  // The badge says when the trial ends; billing starts then.
  if (subscription.provider_status === 'trialing') return { label: 'First billing date', date };
  return { label: 'Next billing date', date };
}

/** SPEC.md §2's side-menu Subscription block. */
export function SubscriptionBlock({
  subscription,
  loading,
  onNavigate,
  className,
}: SubscriptionBlockProps) {
  return (
    <section
      aria-labelledby="subscription-block-title"
      className={cn('rounded-card border border-border bg-surface p-4', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id="subscription-block-title"
          className="flex items-center gap-2 text-sm font-semibold text-muted-foreground"
        >
          <Crown className="size-4 text-accent" aria-hidden="true" />
          Subscription
        </h2>
        {subscription ? (
          <Badge variant={statusBadgeVariant(subscription.status)}>
            {statusBadgeLabel(subscription)}
          </Badge>
        ) : null}
      </div>
      {loading ? (
        <div
          role="status"
          className="mt-3 grid gap-2"
          aria-busy="true"
          aria-label="Loading subscription"
        >
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="mt-1 h-9 w-full" />
        </div>
      ) : subscription ? (
        <ActiveSubscription subscription={subscription} onNavigate={onNavigate} />
      ) : (
        <>
          <p className="mt-2 font-semibold">{NO_SUBSCRIPTION_LABEL}</p>
          <p className="mt-0.5 text-sm text-muted-foreground">
            Unlimited assessments, Car Lens and Ask Odo.
          </p>
          <Button asChild size="sm" className="mt-3 w-full">
            <Link to="/billing" onClick={onNavigate}>
              <Sparkles aria-hidden="true" />
              {UPGRADE_LABEL}
            </Link>
          </Button>
        </>
      )}
    </section>
  );
}

function ActiveSubscription({
  subscription,
  onNavigate,
}: {
  subscription: AppSubscription;
  onNavigate?: () => void;
}) {
  const plan = subscription.plan_id ? planById(subscription.plan_id) : undefined;
  const dateRow = subscriptionDateRow(subscription);
  const card = formatCard(subscription);
  const title =
    subscription.source === 'referral' ? 'Premium from referrals' : (plan?.name ?? 'Odo Premium');
  return (
    <>
      <p className="mt-2 truncate font-semibold">{title}</p>
      <dl className="mt-2 grid gap-1.5 text-[0.8125rem] [&_dd]:whitespace-nowrap [&_dt]:whitespace-nowrap">
        {dateRow ? (
          <div className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">{dateRow.label}</dt>
            <dd className="font-medium tabular-nums">{dateRow.date}</dd>
          </div>
        ) : null}
        {card ? (
          <div className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">Card</dt>
            <dd className="flex items-center gap-1.5 font-medium tabular-nums">
              <CreditCard className="size-3.5 text-muted-foreground" aria-hidden="true" />
              {card}
            </dd>
          </div>
        ) : null}
      </dl>
      <Button asChild size="sm" variant="outline" className="mt-3 w-full">
        <Link to="/billing" onClick={onNavigate}>
          {MANAGE_SUBSCRIPTION_LABEL}
        </Link>
      </Button>
    </>
  );
}
