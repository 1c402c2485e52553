// Recording what the provider says about a subscription outside the webhook: after a checkout
// confirmed on demand, and after a cancel or resume.
import type { AppDeps } from '../../app-env.ts';
import { applyProviderSubscription } from './fulfil.ts';
import type { PaymentProvider, ProviderSubscription } from './provider.ts';
import { inTransaction } from '../../lib/transaction.ts';

/** Stores what the provider says about a subscription, as of `syncedAt` (older reads never win). */
export function recordProviderSubscription(
  deps: AppDeps,
  provider: PaymentProvider,
  userId: string,
  subscription: ProviderSubscription,
  syncedAt: number,
) {
  return inTransaction(deps.db, (tx) =>
    applyProviderSubscription(tx, {
      userId,
      subscription,
      provider: provider.kind,
      syncedAt,
    }),
  );
}

/** Fetches a subscription from the provider and records it (the webhook's path, on demand). */
export async function syncSubscription(
  deps: AppDeps,
  provider: PaymentProvider,
  userId: string,
  subscriptionId: string,
): Promise<ProviderSubscription> {
  const syncedAt = Date.now();
  const subscription = await provider.retrieveSubscription(subscriptionId);
  await recordProviderSubscription(deps, provider, userId, subscription, syncedAt);
  return subscription;
}
