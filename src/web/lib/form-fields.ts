// Form fields built on src/shared's field schemas: what the user types (text, in their units) is
// converted to what the API takes and checked by the server's own schema, bounds and messages.
import { z } from 'zod';
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
