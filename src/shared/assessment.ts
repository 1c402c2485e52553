// The assessment's input and result schemas, one set for the server's validators and the web
// app's forms; the vocabulary they use is in assessment-vocab.ts (zod-free).
import { z } from 'zod';
import { maxCharsMessage, nextYear, vinSchema } from './garage.ts';
import {
  ASSESSMENT_FIRST_YEAR,
  ASSESSMENT_MAX_MILEAGE_KM,
  ASSESSMENT_NOTES_MAX,
  ACCIDENT_HISTORY,
  SERVICE_HISTORY,
  RUST_SEEN,
  ISSUE_SEVERITIES,
  CONDITIONS,
  BASED_ON_KINDS,
  ASSESSMENT_LIST_MAX,
  CAR_MARKETS,
  ISSUE_APPLIES,
  ISSUE_MARKETS,
} from './assessment-vocab.ts';
import { groupDigits } from './group-digits.ts';

export * from './assessment-vocab.ts';

/** The optional answers about the car's condition; every field may be left out. */
export const conditionAnswersSchema = z.strictObject({
  accidentHistory: z.enum(ACCIDENT_HISTORY).optional(),
  serviceHistory: z.enum(SERVICE_HISTORY).optional(),
  warningLightsOn: z.boolean().optional(),
  rustSeen: z.enum(RUST_SEEN).optional(),
  owners: z
    .number()
    .int('The number of owners is a whole number.')
    .min(1, 'At least 1 owner.')
    .max(20, 'At most 20 owners.')
    .optional(),
  notes: z
    .string()
    .trim()
    .max(ASSESSMENT_NOTES_MAX, maxCharsMessage(ASSESSMENT_NOTES_MAX))
    .optional(),
});
export type ConditionAnswers = z.infer<typeof conditionAnswersSchema>;

/** Each field of the free-form input, for the validator and the web form. */
export const assessmentFields = {
  year: z
    .number({ error: 'Enter the model year.' })
    .int('The year is a whole number.')
    .min(ASSESSMENT_FIRST_YEAR, `Odo assesses cars from ${ASSESSMENT_FIRST_YEAR} on.`)
    .refine((year) => year <= nextYear(), { message: 'The year cannot be later than next year.' }),
  make: z
    .string({ error: 'Enter the make.' })
    .trim()
    .min(1, 'Enter the make.')
    .max(60, maxCharsMessage(60)),
  model: z
    .string({ error: 'Enter the model.' })
    .trim()
    .min(1, 'Enter the model.')
    .max(80, maxCharsMessage(80)),
  trim: z.string().trim().max(80, maxCharsMessage(80)),
  /** km. */
  mileage: z
    .number({ error: 'Enter the mileage.' })
    .int('The mileage is a whole number of km.')
    .min(0, 'The mileage cannot be negative.')
    .max(
      ASSESSMENT_MAX_MILEAGE_KM,
      `A mileage above ${groupDigits(ASSESSMENT_MAX_MILEAGE_KM)} km is not plausible.`,
    ),
  vin: vinSchema,
  /** Where the car was sold; absent: read from the VIN where it can tell, else not known. */
  market: z.enum(CAR_MARKETS, { error: 'Choose North America, Europe or elsewhere.' }),
};

export const carAssessmentInputSchema = z.strictObject({
  year: assessmentFields.year,
  make: assessmentFields.make,
  model: assessmentFields.model,
  trim: assessmentFields.trim.default(''),
  mileage: assessmentFields.mileage,
  vin: assessmentFields.vin.optional(),
  market: assessmentFields.market.optional(),
  answers: conditionAnswersSchema.optional(),
});

export const garageAssessmentInputSchema = z.strictObject({
  vehicleId: z.uuid('No such vehicle.'),
  market: assessmentFields.market.optional(),
  answers: conditionAnswersSchema.optional(),
});

/** POST /api/assessment: a garage vehicle, or a car described by year/make/model/mileage. */
export const assessmentInputSchema = z.union([
  garageAssessmentInputSchema,
  carAssessmentInputSchema,
]);
export type AssessmentInput = z.input<typeof assessmentInputSchema>;
export const sourceSchema = z.object({
  /** recall | tsb | warranty_extension | class_action | survey | investigation | publication */
  kind: z.string(),
  organisation: z.string(),
  document: z.string(),
  /**
   * Public pages that follow from an identifier in the document (an NHTSA campaign number →
   * its nhtsa.gov recall page); never a guessed address. Absent from older assessments.
   */
  links: z.array(z.object({ label: z.string(), url: z.string() })).optional(),
});

/** A known problem of this model and year, from the knowledge base (never written by a model). */
export const commonIssueSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  component: z.string(),
  severity: z.enum(ISSUE_SEVERITIES),
  /** km range where it typically shows up; null when not tied to mileage. */
  typicalMileageKm: z.object({ from: z.number(), to: z.number() }).nullable(),
  /** Typical repair cost, USD. */
  repairCost: z.object({ min: z.number(), max: z.number() }),
  symptoms: z.array(z.string()),
  source: sourceSchema,
  /**
   * 'maybe' when the entry concerns an engine or gearbox the input did not name; 'may_not' when
   * it is another market's campaign (a US recall for a European-market car).
   */
  applies: z.enum(ISSUE_APPLIES),
  /** Where the source applies (us | eu | other | global); absent from older assessments. */
  market: z.enum(ISSUE_MARKETS).optional(),
  yearFrom: z.number(),
  yearTo: z.number(),
});
export type CommonIssue = z.infer<typeof commonIssueSchema>;
/** One piece of grounding the answer was built from, in words a car owner reads. */
export const basedOnSchema = z.object({
  kind: z.enum(BASED_ON_KINDS),
  label: z.string(),
  detail: z.string().optional(),
});
export type BasedOn = z.infer<typeof basedOnSchema>;

export const scheduleItemSchema = z.object({
  /** A garage service id (oil_change, timing_belt, ...). */
  item: z.string(),
  label: z.string(),
  status: z.enum(['overdue', 'due_soon', 'ok', 'unknown']),
  /** km at which it is (or was) due, when known. */
  dueKm: z.number().nullable(),
  dueDate: z.string().nullable(),
  note: z.string(),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

/** What was assessed (as given, or as read from the garage). */
export const assessedVehicleSchema = z.object({
  vehicleId: z.string().nullable(),
  year: z.number(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  /** km. */
  mileage: z.number(),
  vin: z.string().nullable(),
  fuelType: z.string().nullable(),
  engineDescription: z.string().nullable(),
  transmission: z.string().nullable(),
  /** Where the car was sold (given, or read from the VIN); null: not known. Absent in older ones. */
  market: z.enum(CAR_MARKETS).nullable().optional(),
});
export type AssessedVehicle = z.infer<typeof assessedVehicleSchema>;

/**
 * What a year of fuel (or electricity) costs: the US EPA combined rating × a year's distance ×
 * a price — the user's own (their fill-ups) or, without one, the EPA's own annual estimate
 * scaled to the distance (US dollars). Null when the EPA never rated the car.
 */
export const annualFuelCostSchema = z.object({
  /** Whole units of `currency` a year. */
  amount: z.number(),
  currency: z.string(),
  /** your_fuel_price: the rating × distance × the price you paid; epa_estimate: EPA's figure. */
  source: z.enum(['your_fuel_price', 'epa_estimate']),
  distanceKmPerYear: z.number(),
  /** your_records: this car's (or your cars') odometer readings; this_car: its mileage over its age. */
  distanceSource: z.enum(['your_records', 'this_car', 'typical']),
  /** Litres or kWh a year at the rating (null for a plug-in hybrid on the EPA's estimate). */
  quantityPerYear: z.number().nullable(),
  quantityUnit: z.enum(['L', 'kWh']),
  /** The price per litre or kWh used, in `currency` (null when the EPA's estimate is used as is). */
  pricePerUnit: z.number().nullable(),
  rating: z.object({
    combined: z.number(),
    /** mpg (US) or kWh/100 mi, as the EPA rates. */
    unit: z.string(),
    /** L/100 km or kWh/100 km. */
    per100Km: z.number(),
    matched: z.string(),
    approximate: z.boolean(),
  }),
  /** The figure and its basis in one sentence (km, the currency). */
  basis: z.string(),
});
export type AnnualFuelCost = z.infer<typeof annualFuelCostSchema>;

/** SPEC.md §3's assessment shape, with Odo's grounding and sources. */
export const assessmentResultSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** 'built-in' or 'provider:model' (e.g. 'openai:gpt-5-mini'). */
  engine: z.string(),
  vehicle: assessedVehicleSchema,
  /** false when the knowledge base has nothing for this make and model (said plainly in the answer). */
  modelSpecificData: z.boolean(),
  /**
   * true when nothing model-specific is known for this model year (no known problem applies and no
   * reviewed "no widespread problem" entry): the score is then a rough estimate from age, mileage
   * and brand, and the page shows "Not enough data" instead. Absent from older assessments.
   */
  notEnoughData: z.boolean().optional(),
  basedOn: z.array(basedOnSchema),
  summary: z.string(),
  reliability: z.object({
    /** 0–10, one decimal. */
    score: z.number().min(0).max(10),
    /** 'low' with notEnoughData (the score is not to be shown as a figure). */
    confidence: z.enum(['low', 'normal']).optional(),
    commonIssues: z.array(commonIssueSchema),
    /** USD per year. */
    averageMaintenanceCost: z.number(),
    /** Years. */
    expectedLifespan: z.number(),
  }),
  assessment: z.object({
    condition: z.enum(CONDITIONS),
    keyFindings: z.array(z.string()),
    recommendations: z.array(z.string()),
    urgentIssues: z.array(z.string()),
  }),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  maintenanceSchedule: z.array(scheduleItemSchema),
  /** The schedule's items by status, counted once here so every figure agrees with the list. */
  scheduleCounts: z
    .object({ overdue: z.number(), dueSoon: z.number(), unknown: z.number(), ok: z.number() })
    .optional(),
  /** Absent from assessments saved before it existed. */
  annualFuelCost: annualFuelCostSchema.nullable().optional(),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;
export const assessmentListQuerySchema = z.strictObject({
  vehicleId: z.uuid('No such vehicle.').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${ASSESSMENT_LIST_MAX}`)
    .max(ASSESSMENT_LIST_MAX, `limit must be between 1 and ${ASSESSMENT_LIST_MAX}`)
    .default(20),
});
