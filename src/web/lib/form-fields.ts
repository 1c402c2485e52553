// Form fields built on src/shared's field schemas: what the user types (text, in their units) is
// converted to what the API takes and checked by the server's own schema, bounds and messages.
import { z } from 'zod';
import { toKm, type DistanceUnit } from '../../shared/units-vocab.ts';
import { DECIMAL, NOT_A_NUMBER_MESSAGE, parseDecimal } from './form-numbers.ts';

export { NOT_A_NUMBER_MESSAGE, parseDecimal };

function copyIssues(result: z.ZodSafeParseResult<unknown>, ctx: z.RefinementCtx) {
  for (const issue of result.error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', message: issue.message });
  }
}

interface NumberTextOptions {
  /** The message for an empty field; null when it may stay empty. */
  required: string | null;
  /** The typed number → what the API takes (km, litres, a whole number...). */
  toApi?: (value: number) => number;
  /** A stricter shape than a decimal number, e.g. a four-digit year. */
  format?: { pattern: RegExp; message: string };
}

/** A number typed as text, checked by `field` (a shared schema) once converted for the API. */
export function numberText(field: z.ZodType, options: NumberTextOptions) {
  const { required, toApi = (value: number) => value, format } = options;
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      if (!text) {
        if (required !== null) ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      const shape = format ?? { pattern: DECIMAL, message: NOT_A_NUMBER_MESSAGE };
      if (!shape.pattern.test(text)) {
        ctx.addIssue({ code: 'custom', message: shape.message });
        return;
      }
      copyIssues(field.safeParse(toApi(parseDecimal(text))), ctx);
    });
}

/** Text checked by `field` (a shared schema); an empty one is refused with `required`, if given. */
export function checkedText(field: z.ZodType, required: string | null = null) {
  return z.string().superRefine((text, ctx) => {
    if (!text.trim()) {
      if (required !== null) ctx.addIssue({ code: 'custom', message: required });
      return;
    }
    copyIssues(field.safeParse(text), ctx);
  });
}

/** A car's shared field schemas (the garage's and the assessment's have the same five). */
interface CarFields {
  year: z.ZodType;
  make: z.ZodType;
  model: z.ZodType;
  trim: z.ZodType;
  mileage: z.ZodType;
}

/**
 * Year, make, model, trim and mileage as typed in a form (the mileage in the user's unit, checked
 * once converted to whole kilometres), by a car's shared schemas.
 */
export function carFormFields<Fields extends CarFields>(fields: Fields, distance: DistanceUnit) {
  return {
    year: numberText(fields.year, {
      required: 'Enter the model year.',
      format: { pattern: /^\d{4}$/, message: 'Enter a four-digit year.' },
    }),
    make: fields.make as Fields['make'],
    model: fields.model as Fields['model'],
    trim: fields.trim as Fields['trim'],
    mileage: numberText(fields.mileage, {
      required: 'Enter the mileage.',
      toApi: (value) => Math.round(toKm(value, distance)),
    }),
  };
}
