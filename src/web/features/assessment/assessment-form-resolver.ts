// The assessment form's checks: each field by the shared schemas' own bounds and messages once
// converted (see form-fields.ts). With zod, so assessment-form.tsx loads it when first used.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ACCIDENT_HISTORY, RUST_SEEN, SERVICE_HISTORY } from '../../../shared/assessment-vocab.ts';
import { assessmentFields, conditionAnswersSchema } from '../../../shared/assessment.ts';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import { checkedText, numberText } from '../../lib/form-fields.ts';
import { kmOf, type AssessmentFormValues } from './assessment-form-schema.ts';

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
    year: numberText(assessmentFields.year, {
      required: 'Enter the model year.',
      format: { pattern: /^\d{4}$/, message: 'Enter a four-digit year.' },
    }),
    make: assessmentFields.make,
    model: assessmentFields.model,
    trim: assessmentFields.trim,
    mileage: numberText(assessmentFields.mileage, {
      required: 'Enter the mileage.',
      toApi: (value) => kmOf(value, distance),
    }),
    vin: checkedText(assessmentFields.vin),
    answers: answersFormSchema,
  });
}

/** Checks the fields of the chosen way in only (a garage car, or any car). */
export function assessmentResolver(distance: DistanceUnit): Resolver<AssessmentFormValues> {
  const car = zodResolver(carFormSchema(distance)) as unknown as Resolver<AssessmentFormValues>;
  const garage = zodResolver(garageFormSchema) as unknown as Resolver<AssessmentFormValues>;
  return (values, context, options) =>
    values.mode === 'car' ? car(values, context, options) : garage(values, context, options);
}
