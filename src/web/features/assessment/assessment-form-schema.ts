// The assessment form: what the user types (strings, their distance unit) and how it becomes
// POST /api/assessment's input. Its checks (the shared schemas' own bounds and messages, with zod)
// are assessment-form-checks.ts, loaded when the form is first used.
import type {
  AccidentHistory,
  CarMarket,
  RustSeen,
  ServiceHistory,
} from '../../../shared/assessment-vocab.ts';
import type { AssessmentInput, ConditionAnswers } from '../../../shared/assessment.ts';
import { toKm, type DistanceUnit } from '../../../shared/units-vocab.ts';
import { parseDecimal } from '../../lib/form-numbers.ts';
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
  /** Where the car was sold ('' = not said: the VIN tells where it can). */
  market: '' | CarMarket;
  answers: AnswersFormValues;
}

/** A message per refused field, by its path in the values (`year`, `answers.owners`). */
export type AssessmentFormErrors = Partial<Record<string, string>>;

/** The paths a field's value can be set at. */
export type AssessmentField = Exclude<keyof AssessmentFormValues, 'answers'>;
export type AnswerField = keyof AnswersFormValues;

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
    market: '',
    answers: EMPTY_ANSWERS,
  };
}

export const kmOf = (value: number, distance: DistanceUnit) => Math.round(toKm(value, distance));

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
  const market = values.market ? { market: values.market } : {};
  if (values.mode === 'garage') {
    return { vehicleId: values.vehicleId, ...market, ...(answers ? { answers } : {}) };
  }
  const vin = values.vin.trim().toUpperCase();
  return {
    ...toSearchTerms(values, distance),
    ...(vin ? { vin } : {}),
    ...market,
    ...(answers ? { answers } : {}),
  };
}
