import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutSessionReply } from '../../../shared/plans-vocab.ts';
import { api, ApiError, readJson } from '../../lib/api-client.ts';

/** GET /api/billing/checkout-session/:id: whether the payment has been fulfilled yet. */
export function getCheckoutSession(id: string): Promise<CheckoutSessionReply> {
  return readJson<CheckoutSessionReply>(
    api.billing['checkout-session'][':id'].$get({ param: { id } }),
  );
}

/** How often /checkout/success asks while the payment is still pending. */
export const CHECKOUT_POLL_MS = 1500;

export function checkoutSessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['billing', 'checkout-session', id] as const,
    queryFn: () => getCheckoutSession(id),
    staleTime: 0,
    refetchOnWindowFocus: false,
    // Keep asking until the session settles; a missing session (404) is final.
    refetchInterval: (query) => {
      const error = query.state.error;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
      const status = query.state.data?.status;
      return status === undefined || status === 'pending' ? CHECKOUT_POLL_MS : false;
    },
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 3,
  });
}

export function useCheckoutSession(id: string | null) {
  return useQuery({ ...checkoutSessionQueryOptions(id ?? ''), enabled: Boolean(id) });
}
