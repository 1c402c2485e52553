import { BadgeCheck, CircleAlert, Clock, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { planById, type CheckoutSessionReply } from '../../../shared/plans-vocab.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { CheckoutStatusCard } from './checkout-status-card.tsx';
import { formatBillingDate, formatCard } from './format.ts';
import { useCheckoutSession } from './get-checkout-session.ts';

/** After this long without an answer, the page says it is taking longer than usual. */
export const SLOW_CONFIRMATION_MS = 10_000;

const BackToBilling = ({ label = 'Back to Billing' }: { label?: string }) => (
  <Button asChild>
    <Link to="/billing">{label}</Link>
  </Button>
);

const ToDashboard = ({ variant = 'outline' as const }: { variant?: 'outline' | 'primary' }) => (
  <Button asChild variant={variant}>
    <Link to="/dashboard">Go to dashboard</Link>
  </Button>
);

/**
 * /checkout/success?session_id=…: the provider sent the user back, which proves nothing. The page
 * asks the server until the payment is fulfilled (or failed) and only then says so.
 */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  if (!sessionId) {
    return (
      <CheckoutStatusCard
        icon={SearchX}
        tone="muted"
        title="No checkout to confirm"
        actions={
          <>
            <BackToBilling label="Go to Billing" />
            <ToDashboard />
          </>
        }
      >
        <p>
          This link is missing its checkout session, so there is nothing to confirm. If you just
          paid, your subscription shows on the Billing page.
        </p>
      </CheckoutStatusCard>
    );
  }
  return <ConfirmCheckout key={sessionId} sessionId={sessionId} />;
}

function ConfirmCheckout({ sessionId }: { sessionId: string }) {
  const session = useCheckoutSession(sessionId);
  const status = session.data?.status;
  const notFound =
    session.error instanceof ApiError && session.error.status >= 400 && session.error.status < 500;
  const waiting = !notFound && (status === undefined || status === 'pending');
  const slow = useSlow(waiting);
  const { refreshBilling } = useAppContext();
  const refreshed = useRef(false);

  useEffect(() => {
    if (status === 'complete' && !refreshed.current) {
      refreshed.current = true;
      void refreshBilling();
    }
  }, [status, refreshBilling]);

  if (notFound) {
    return (
      <CheckoutStatusCard
        icon={SearchX}
        tone="muted"
        title="Checkout not found"
        actions={<BackToBilling />}
      >
        <p>
          We couldn&apos;t find this checkout on your account, so nothing was confirmed. If you were
          charged, your subscription shows on the Billing page.
        </p>
      </CheckoutStatusCard>
    );
  }

  if (session.data && status === 'complete') return <Confirmed reply={session.data} />;

  if (status === 'failed' || status === 'expired' || status === 'canceled') {
    const copy = {
      failed: {
        title: 'Payment failed',
        text: "Your payment didn't go through, so nothing was charged. You can try again with another card.",
      },
      expired: {
        title: 'Checkout expired',
        text: 'This checkout expired before it was paid. Nothing was charged.',
      },
      canceled: {
        title: 'Checkout canceled',
        text: 'This checkout was canceled. Nothing was charged.',
      },
    }[status];
    return (
      <CheckoutStatusCard
        icon={CircleAlert}
        tone="danger"
        title={copy.title}
        actions={
          <>
            <BackToBilling label="Try again" />
            <ToDashboard />
          </>
        }
      >
        <p>{copy.text}</p>
      </CheckoutStatusCard>
    );
  }

  return (
    <CheckoutStatusCard
      visual={<Spinner className="size-8" />}
      tone="brand"
      title="Confirming your payment…"
    >
      <p role="status">
        We&apos;re waiting for the payment provider to confirm. This usually takes a few seconds.
      </p>
      {slow ? (
        <Alert tone="info" className="text-left">
          <p className="font-semibold">This is taking longer than usual.</p>
          <p>
            We&apos;ll keep checking. You can leave this page: your subscription appears on the{' '}
            <Link to="/billing" className="font-semibold underline">
              Billing page
            </Link>{' '}
            as soon as it&apos;s confirmed.
          </p>
        </Alert>
      ) : (
        <p className="flex items-center justify-center gap-1.5 text-sm">
          <Clock className="size-4" aria-hidden="true" />
          Please keep this page open.
        </p>
      )}
    </CheckoutStatusCard>
  );
}

function Confirmed({ reply }: { reply: CheckoutSessionReply }) {
  const plan = planById(reply.plan_id ?? reply.subscription?.plan_id ?? '');
  const subscription = reply.subscription;
  const trialing = subscription?.provider_status === 'trialing';
  const end = subscription?.current_period_end;
  const card = subscription ? formatCard(subscription) : null;
  return (
    <CheckoutStatusCard
      icon={BadgeCheck}
      tone="success"
      title="Welcome to Odo Premium"
      actions={
        <>
          <ToDashboard variant="primary" />
          <Button asChild variant="outline">
            <Link to="/billing">View billing</Link>
          </Button>
        </>
      }
    >
      <p role="status">
        {trialing
          ? 'Your free trial has started and every free limit is lifted. Nothing is charged before it ends.'
          : 'Your payment is confirmed and every free limit is lifted.'}
      </p>
      <dl className="grid gap-2 rounded-control border border-border bg-muted/40 p-4 text-left text-sm">
        {plan ? (
          <div className="flex justify-between gap-3">
            <dt>Plan</dt>
            <dd className="text-right font-semibold text-foreground">{plan.name}</dd>
          </div>
        ) : null}
        {end ? (
          <div className="flex justify-between gap-3">
            <dt>{trialing ? 'Free trial until' : 'Next billing date'}</dt>
            <dd className="font-semibold text-foreground tabular-nums">{formatBillingDate(end)}</dd>
          </div>
        ) : null}
        {card ? (
          <div className="flex justify-between gap-3">
            <dt>Card</dt>
            <dd className="font-semibold text-foreground tabular-nums">{card}</dd>
          </div>
        ) : null}
      </dl>
    </CheckoutStatusCard>
  );
}

/** True once `active` has stayed true for SLOW_CONFIRMATION_MS. */
function useSlow(active: boolean) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSlow(true), SLOW_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return active && slow;
}
