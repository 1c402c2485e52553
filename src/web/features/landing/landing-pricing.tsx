import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_CAPS, PLANS, type PlanDefinition } from '../../../shared/plan-catalog.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

// SPEC.md §9: the currency is not shown with the prices.
const per: Record<PlanDefinition['interval'], string> = { year: '/year', month: '/month' };

/** The free plan in one line, then the two paid plans (src/shared/plan-catalog.ts). */
export function LandingPricing({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-6 border-t border-border py-16 md:py-24"
    >
      <div className="mx-auto max-w-6xl px-5 md:px-8">
        <h2 id="pricing-title" className="text-title font-bold md:text-[2.25rem]">
          Free to start. Premium when you want more.
        </h2>
        <p className="mt-3 max-w-2xl text-base text-muted-foreground md:text-lg">
          The free plan includes {FREE_CAPS.assessment} assessment, {FREE_CAPS.carlens} Car Lens
          result and {FREE_CAPS.askodo} Ask Odo question a month, and {FREE_CAPS.garage} car in your
          garage. Premium lifts every limit.
        </p>
        <ul className="mt-10 grid gap-4 md:grid-cols-2">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} signedIn={signedIn} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function PlanCard({ plan, signedIn }: { plan: PlanDefinition; signedIn: boolean }) {
  const featured = plan.savingPercent !== null;
  const titleId = `plan-${plan.id}`;
  const cta =
    plan.trialDays > 0 ? `Start ${plan.trialDays}-day free trial` : `Choose ${plan.interval}ly`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col rounded-card border bg-surface p-6 shadow-card',
        featured ? 'border-brand/50 ring-1 ring-brand/30' : 'border-border',
      )}
    >
      <p className="flex flex-wrap gap-2 text-xs font-semibold">
        {featured ? (
          <span className="rounded-full bg-brand px-2.5 py-1 text-brand-foreground">
            Best value
          </span>
        ) : null}
        {plan.savingPercent ? (
          <span className="rounded-full bg-accent/25 px-2.5 py-1 text-accent-foreground dark:text-accent">
            save {plan.savingPercent}%
          </span>
        ) : null}
        {plan.trialDays > 0 ? (
          <span className="rounded-full bg-brand-soft px-2.5 py-1 text-brand-soft-foreground">
            {plan.trialDays}-day free trial
          </span>
        ) : null}
      </p>
      <h3 id={titleId} className="mt-3 text-heading font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-[2.25rem] leading-none font-bold tracking-tight tabular-nums">
          {plan.price.toFixed(2)}
        </span>
        <span className="text-base text-muted-foreground">{per[plan.interval]}</span>
      </p>
      <ul className="mt-5 grid flex-1 content-start gap-2.5">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-[0.9375rem]">
            <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-success-soft text-success-soft-foreground">
              <Check className="size-3.5" aria-hidden="true" strokeWidth={3} />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild className="mt-6" variant={featured ? 'primary' : 'outline'}>
        <Link to={signedIn ? '/billing' : `/signup?next=${encodeURIComponent('/billing')}`}>
          {signedIn ? 'See plans in Billing' : cta}
        </Link>
      </Button>
    </li>
  );
}
