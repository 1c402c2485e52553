// A payment provider's failure as SPEC.md §8 words it, for every billing call that reaches the provider.
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { CHECKOUT_MESSAGES } from '../../../shared/plans.ts';

function stripeErrorType(error: unknown): string | null {
  if (error && typeof error === 'object' && 'type' in error && typeof error.type === 'string') {
    return error.type;
  }
  return null;
}

/** Maps a provider failure to SPEC.md §8's messages; AppErrors pass through. */
export function providerFailure(error: unknown, logger: Logger, during: string): AppError {
  if (error instanceof AppError) return error;
  const type = stripeErrorType(error);
  logger.warn({ err: error, during }, 'payment provider call failed');
  if (
    type === 'StripeConnectionError' ||
    type === 'StripeAPIError' ||
    type === 'StripeRateLimitError' ||
    type === 'StripeAuthenticationError'
  ) {
    return new AppError('unavailable', CHECKOUT_MESSAGES.unavailable);
  }
  if (type === 'StripeInvalidRequestError' || type === 'StripeCardError') {
    return new AppError('bad_request', CHECKOUT_MESSAGES.invalidRequest);
  }
  return new AppError('checkout_failed', CHECKOUT_MESSAGES.paymentFailed);
}
