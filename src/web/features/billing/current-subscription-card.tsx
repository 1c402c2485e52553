// The member's subscription: plan, status, next date and card, and (for a paid one) changing the card,
// cancelling or resuming.
import { CalendarClock, CreditCard, Crown, Gift, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import {
  MANAGE_SUBSCRIPTION_LABEL,
  planById,
  type AppSubscription,
} from '../../../shared/plans-vocab.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { statusBadgeLabel, statusBadgeVariant } from '../../lib/subscription-status.ts';
import { useCancelSubscription } from './cancel-subscription.ts';
import { formatBillingDate, formatCard } from './format.ts';
import { useOpenPortal } from './open-portal.ts';
import { useResumeSubscription } from './resume-subscription.ts';
import { SubscriptionFact } from './subscription-fact.tsx';
import { subscriptionDateRow } from './subscription-block.tsx';

// Loaded on first open (see lazyDialog).
const CancelSubscriptionDialog = lazyDialog(
  async () => (await import('./cancel-subscription-dialog.tsx')).CancelSubscriptionDialog,
);

export function CurrentSubscriptionCard({
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
            <SubscriptionFact icon={CalendarClock} label={dateRow.label} value={dateRow.date} />
          ) : null}
          {card ? <SubscriptionFact icon={CreditCard} label="Card" value={card} /> : null}
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
