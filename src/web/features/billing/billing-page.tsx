// /billing: the member's subscription (or the free plan) and the plans to choose from.
import { ShieldCheck } from 'lucide-react';
import type { AppSubscription } from '../../../shared/plans-vocab.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { CurrentSubscriptionCard } from './current-subscription-card.tsx';
import { usePlans } from './get-plans.ts';
import { NoSubscriptionCard } from './no-subscription-card.tsx';
import { PlanChooser } from './plan-chooser.tsx';

/** Provider statuses that already bill the user: another checkout is refused (409). */
const BILLING_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'];

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
        <CurrentSubscriptionCard subscription={subscription} manageable={paid} />
      ) : (
        <NoSubscriptionCard />
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
