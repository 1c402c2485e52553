// One plan: its price, features and badges, and the action the chooser hands in (with its checkout error).
import { BadgeCheck, Check } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { PlanDefinition } from '../../../shared/plans-vocab.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { planPrice } from './format.ts';

export function PlanCard({
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
