// How a subscription status shows wherever a status badge shows (side menu, /billing, dashboard):
// its label, and its colour (green while it gives Premium, amber when payment needs attention,
// grey otherwise).
import { dateTimeFormat } from './intl.ts';
import { subscriptionStatusLabel, type AppSubscription } from '../../shared/plans-vocab.ts';

export type StatusBadgeVariant = 'success' | 'warning' | 'muted';

export function statusBadgeVariant(status: string | null | undefined): StatusBadgeVariant {
  if (status === 'active' || status === 'trialing') return 'success';
  if (status === 'past_due' || status === 'unpaid' || status === 'incomplete') return 'warning';
  return 'muted';
}

/**
 * The badge text: "Trial, ends Nov 21, 2027" during a free trial (the effective status reads
 * `active` then, see decision 002); otherwise SPEC.md §4's label for the status.
 */
export function statusBadgeLabel(
  subscription: Pick<AppSubscription, 'status' | 'provider_status' | 'trial_end'>,
  locale?: string,
): string {
  if (subscription.provider_status === 'trialing' && subscription.trial_end) {
    const ends = dateTimeFormat(locale, { dateStyle: 'medium' }).format(
      new Date(subscription.trial_end * 1000),
    );
    return `Trial, ends ${ends}`;
  }
  return subscriptionStatusLabel(subscription.status);
}
