// The checkout and referral schemas; the plans' vocabulary is in plans-vocab.ts (zod-free).
import { z } from 'zod';
import { REFERRAL_CODE_LENGTH } from './plans-vocab.ts';

export * from './plans-vocab.ts';

/** SPEC.md §7: the stripe-checkout payload. */
export const checkoutRequestSchema = z.strictObject({
  price_id: z.string().trim().min(1).max(200),
  mode: z.literal('subscription'),
  success_url: z.string().trim().min(1).max(2048),
  cancel_url: z.string().trim().min(1).max(2048),
  customer_id: z.string().trim().min(1).max(200).nullish(),
  trial_period_days: z.number().int().min(0).max(365).nullish(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export const referralCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(
    z
      .string()
      .length(REFERRAL_CODE_LENGTH, 'This is not a referral code.')
      .regex(/^[2-9A-HJ-NP-Z]+$/, 'This is not a referral code.'),
  );

export const referralVisitSchema = z.strictObject({ code: referralCodeSchema });
