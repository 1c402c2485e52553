// The assessment form: what the user types (strings, their distance unit), checked by the shared
// schemas' own bounds and messages once converted, and how it becomes POST /api/assessment's input.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  ACCIDENT_HISTORY,
  RUST_SEEN,
  SERVICE_HISTORY,
  type AccidentHistory,
  type RustSeen,
  type ServiceHistory,
} from '../../../shared/assessment-vocab.ts';
import {
  assessmentFields,
  conditionAnswersSchema,
  type AssessmentInput,
  type ConditionAnswers,
} from '../../../shared/assessment.ts';
import { toKm, type DistanceUnit } from '../../../shared/units-vocab.ts';
import { checkedText, numberText, parseDecimal } from '../../lib/form-fields.ts';
import type { SearchTerms } from '../../lib/search-history.ts';

export type AssessmentMode = 'garage' | 'car';

export interface AnswersFormValues {
  accidentHistory: '' | AccidentHistory;
  serviceHistory: '' | ServiceHistory;
  warningLightsOn: '' | 'yes' | 'no';
  rustSeen: '' | RustSeen;
  owners: string;
  notes: string;
}

export interface AssessmentFormValues {
  mode: AssessmentMode;
  vehicleId: string;
  year: string;
  make: string;
  model: string;
  trim: string;
  mileage: string;
  vin: string;
  answers: AnswersFormValues;
}

export const EMPTY_ANSWERS: AnswersFormValues = {
  accidentHistory: '',
  serviceHistory: '',
  warningLightsOn: '',
  rustSeen: '',
  owners: '',
  notes: '',
};

export function emptyAssessmentForm(mode: AssessmentMode, vehicleId = ''): AssessmentFormValues {
  return {
    mode,
    vehicleId,
    year: '',
    make: '',
    model: '',
    trim: '',
    mileage: '',
    vin: '',
    answers: EMPTY_ANSWERS,
  };
}

const kmOf = (value: number, distance: DistanceUnit) => Math.round(toKm(value, distance));

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

/** The answers given, or undefined when none was. */
export function toAnswers(values: AnswersFormValues): ConditionAnswers | undefined {
  const answers: ConditionAnswers = {};
  if (values.accidentHistory) answers.accidentHistory = values.accidentHistory;
  if (values.serviceHistory) answers.serviceHistory = values.serviceHistory;
  if (values.warningLightsOn) answers.warningLightsOn = values.warningLightsOn === 'yes';
  if (values.rustSeen) answers.rustSeen = values.rustSeen;
  if (values.owners.trim()) answers.owners = Number(values.owners.trim());
  if (values.notes.trim()) answers.notes = values.notes.trim();
  return Object.keys(answers).length > 0 ? answers : undefined;
}

/** What a search of "any car" is remembered by (km). */
export function toSearchTerms(values: AssessmentFormValues, distance: DistanceUnit): SearchTerms {
  return {
    year: Number(values.year),
    make: values.make.trim(),
    model: values.model.trim(),
    trim: values.trim.trim(),
    mileage: kmOf(parseDecimal(values.mileage), distance),
  };
}

/** POST /api/assessment's input for valid form values. */
export function toAssessmentInput(
  values: AssessmentFormValues,
  distance: DistanceUnit,
): AssessmentInput {
  const answers = toAnswers(values.answers);
  if (values.mode === 'garage') {
    return { vehicleId: values.vehicleId, ...(answers ? { answers } : {}) };
  }
  const vin = values.vin.trim().toUpperCase();
  return {
    ...toSearchTerms(values, distance),
    ...(vin ? { vin } : {}),
    ...(answers ? { answers } : {}),
  };
}
