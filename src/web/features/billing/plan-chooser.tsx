// The plans side by side, each with its checkout button; starting a checkout leaves for the provider's page.
import { useState } from 'react';
import type { AppSubscription, PlanDefinition } from '../../../shared/plans-vocab.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { PlanCard } from './plan-card.tsx';
import { checkoutErrorMessage, checkoutRequestFor, useStartCheckout } from './start-checkout.ts';

export const PURCHASES_UNAVAILABLE =
  'Purchases are unavailable right now. Your free plan keeps working; please try again later.';

export function PlanChooser({
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
