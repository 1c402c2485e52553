import {
  FREE_CAPS,
  NO_SUBSCRIPTION_LABEL,
  subscriptionStatusLabel,
} from '../../../shared/plans-vocab.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { statusBadgeVariant } from '../../lib/subscription-status.ts';

/** With no subscription at all the status reads 'Inactive' (SPEC.md §4). */
export function NoSubscriptionCard() {
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
