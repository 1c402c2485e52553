// The `?units=` query schema; the units and conversions themselves are in units-vocab.ts (zod-free,
// so a first view can import them without zod).
import { z } from 'zod';
import { parseUnits } from './units-vocab.ts';

export * from './units-vocab.ts';

/** The `?units=` query parameter, validated. */
export const unitsQuerySchema = z.object({
  units: z
    .string()
    .max(40)
    .optional()
    .transform((value, ctx) => {
      const units = parseUnits(value);
      if (!units) {
        ctx.addIssue({
          code: 'custom',
          message:
            'units: use a distance unit (km or mi) and/or a volume unit (l, us_gal or uk_gal), e.g. ?units=mi,us_gal.',
        });
        return z.NEVER;
      }
      return units;
    }),
});
