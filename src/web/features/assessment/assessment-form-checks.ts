// The assessment form's checks: each field by the shared schemas' own bounds and messages once
// converted (see form-fields.ts). With zod, so assessment-form.tsx loads it when first used.
import { z } from 'zod';
import { ACCIDENT_HISTORY, RUST_SEEN, SERVICE_HISTORY } from '../../../shared/assessment-vocab.ts';
import { assessmentFields, conditionAnswersSchema } from '../../../shared/assessment.ts';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import { carFormFields, checkedText, numberText } from '../../lib/form-fields.ts';
import type { AssessmentFormErrors, AssessmentFormValues } from './assessment-form-schema.ts';

const answersFormSchema = z.object({
  accidentHistory: z.union([z.literal(''), z.enum(ACCIDENT_HISTORY)]),
  serviceHistory: z.union([z.literal(''), z.enum(SERVICE_HISTORY)]),
  warningLightsOn: z.enum(['', 'yes', 'no']),
  rustSeen: z.union([z.literal(''), z.enum(RUST_SEEN)]),
  owners: numberText(conditionAnswersSchema.shape.owners, {
    required: null,
    format: { pattern: /^\d+$/, message: 'Enter a whole number of owners.' },
  }),
  notes: checkedText(conditionAnswersSchema.shape.notes),
});

export const garageFormSchema = z.object({
  mode: z.literal('garage'),
  vehicleId: z.string().min(1, 'Choose one of your cars.'),
  answers: answersFormSchema,
});

export function carFormSchema(distance: DistanceUnit) {
  return z.object({
    mode: z.literal('car'),
    ...carFormFields(assessmentFields, distance),
    vin: checkedText(assessmentFields.vin),
    answers: answersFormSchema,
  });
}

export type AssessmentCheck =
  { ok: true; values: AssessmentFormValues } | { ok: false; errors: AssessmentFormErrors };

/**
 * Checks the fields of the chosen way in only (a garage car, or any car): the checked values
 * (trimmed), or the first message for each refused field, by its path (`year`, `answers.owners`).
 */
export function assessmentChecks(distance: DistanceUnit) {
  const car = carFormSchema(distance);
  return (values: AssessmentFormValues): AssessmentCheck => {
    const result = (values.mode === 'car' ? car : garageFormSchema).safeParse(values);
    if (result.success) {
      const data = result.data as Partial<AssessmentFormValues>;
      return {
        ok: true,
        values: { ...values, ...data, answers: { ...values.answers, ...data.answers } },
      };
    }
    const errors: AssessmentFormErrors = {};
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return { ok: false, errors };
  };
}
