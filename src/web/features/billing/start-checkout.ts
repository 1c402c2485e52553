import { useMutation } from '@tanstack/react-query';
import {
  CHECKOUT_MESSAGES,
  type CheckoutReply,
  type PlanDefinition,
} from '../../../shared/plans-vocab.ts';
import type { CheckoutRequest } from '../../../shared/plans.ts';
import { api, ApiError, apiErrorFrom, networkError } from '../../lib/api-client.ts';

/** SPEC.md §8: what the user reads when the checkout answer is not OK and says nothing itself. */
function fallbackMessage(status: number): string {
  if (status === 401) return CHECKOUT_MESSAGES.signIn;
  if (status === 400) return CHECKOUT_MESSAGES.invalidRequest;
  if (status === 503) return CHECKOUT_MESSAGES.unavailable;
  if (status >= 500) return CHECKOUT_MESSAGES.paymentFailed;
  return CHECKOUT_MESSAGES.generic;
}

/** The error for a non-OK checkout answer: the server's own text, else SPEC.md §8's. */
export function checkoutFailure(status: number, payload: unknown): ApiError {
  return apiErrorFrom(status, payload, fallbackMessage(status));
}

/** The message to show for anything a checkout attempt threw. */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return CHECKOUT_MESSAGES.generic;
}

/**
 * POST /api/billing/checkout (SPEC.md §7's stripe-checkout): creates the provider's checkout
 * session. Resolves to `{ sessionId, url }` only when there is a url to go to.
 */
export async function startCheckout(input: CheckoutRequest): Promise<CheckoutReply> {
  let response: Response;
  try {
    response = await api.billing.checkout.$post({ json: input });
  } catch {
    throw networkError();
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw checkoutFailure(response.status, payload);
  const reply = payload as Partial<CheckoutReply> | null;
  if (!reply || typeof reply.url !== 'string' || !reply.url) {
    throw new ApiError(response.status, 'no_checkout_url', CHECKOUT_MESSAGES.noCheckoutUrl);
  }
  return { sessionId: String(reply.sessionId ?? ''), url: reply.url };
}

/** The checkout payload for a plan, returning to this site's success and cancel pages. */
export function checkoutRequestFor(plan: PlanDefinition, origin: string): CheckoutRequest {
  if (!plan.priceId) throw new ApiError(400, 'invalid_product', CHECKOUT_MESSAGES.invalidProduct);
  return {
    price_id: plan.priceId,
    mode: plan.mode,
    success_url: `${origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/checkout/cancel`,
    ...(plan.trialDays > 0 ? { trial_period_days: plan.trialDays } : {}),
  };
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
