// The zod schemas that validate the garage's input, written once for the server's validators and
// the web app's forms. The vocabulary they use is in garage-vocab.ts (zod-free).
import { z } from 'zod';
import { DISTANCE_UNITS, unitsQuerySchema, VOLUME_UNITS } from './units.ts';
import {
  FUEL_TYPES,
  SERVICE_TYPES,
  EXPENSE_CATEGORIES,
  RECURRENCES,
  COST_PERIODS,
  FIRST_CAR_YEAR,
  MAX_MILEAGE_KM,
  MAX_COST,
  MAX_VOLUME_L,
  MAX_KWH,
  MAX_REPEAT_MONTHS,
  MAX_DISTANCE_MESSAGE,
  MAX_COST_MESSAGE,
  FUTURE_DATE_MESSAGE,
  MARKET_CHOICE_MESSAGE,
  REMINDER_DUE_MESSAGE,
  maxCharsMessage,
  nextYear,
  latestToday,
} from './garage-vocab.ts';
import { CAR_MARKETS } from './car-market.ts';
import { vinProblem } from './vin-rules.ts';

export * from './garage-vocab.ts';

export const vinSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .superRefine((vin, ctx) => {
    const problem = vinProblem(vin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// ---------------------------------------------------------------- field schemas

const isoDate = z.iso.date('Use a date like 2026-03-31.');

/** A calendar date no later than today (see latestToday). */
export const pastDateSchema = isoDate.refine((value) => value <= latestToday(), {
  message: FUTURE_DATE_MESSAGE,
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxCharsMessage(max))
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional field a form may send as '' or null to mean "none". */
function blankable<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? null : value))
    .pipe(schema.nullable());
}

const yearSchema = z
  .number({ error: 'Enter the model year.' })
  .int('The year is a whole number.')
  .min(FIRST_CAR_YEAR, `The year cannot be before ${FIRST_CAR_YEAR}.`)
  .refine((year) => year <= nextYear(), { message: 'The year cannot be later than next year.' });

/** A distance in the request's unit; the server also checks it against MAX_MILEAGE_KM in km. */
export const distanceSchema = z
  .number({ error: 'Enter a distance.' })
  .min(0, 'A distance cannot be negative.')
  .max(MAX_MILEAGE_KM, MAX_DISTANCE_MESSAGE);

export const moneySchema = z
  .number({ error: 'Enter an amount.' })
  .min(0, 'An amount cannot be negative.')
  .max(MAX_COST, MAX_COST_MESSAGE);

const volumeSchema = z
  .number()
  .positive('The volume must be above 0.')
  .max(MAX_VOLUME_L, `At most ${MAX_VOLUME_L} L.`);
const kwhSchema = z
  .number()
  .positive('The energy must be above 0.')
  .max(MAX_KWH, `At most ${MAX_KWH} kWh.`);

// ---------------------------------------------------------------- vehicles

/** Each vehicle field's schema, for the validators below and the web app's vehicle form. */
export const vehicleFields = {
  year: yearSchema,
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
  mileage: distanceSchema,
  purchaseDate: blankable(pastDateSchema),
  vin: blankable(vinSchema),
  nickname: optionalText(60),
  colour: optionalText(40),
  plate: optionalText(20),
  fuelType: blankable(z.enum(FUEL_TYPES, { error: 'Choose a fuel type.' })),
  /** Where the car was sold new; '' or null: not sure (the server reads it from the VIN). */
  market: blankable(z.enum(CAR_MARKETS, { error: MARKET_CHOICE_MESSAGE })),
};

export const vehicleInputSchema = z.strictObject({
  year: vehicleFields.year,
  make: vehicleFields.make,
  model: vehicleFields.model,
  trim: vehicleFields.trim.default(''),
  mileage: vehicleFields.mileage,
  purchaseDate: vehicleFields.purchaseDate.optional(),
  vin: vehicleFields.vin.optional(),
  nickname: vehicleFields.nickname,
  colour: vehicleFields.colour,
  plate: vehicleFields.plate,
  fuelType: vehicleFields.fuelType.optional(),
  market: vehicleFields.market.optional(),
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;

export const vehiclePatchSchema = z
  .strictObject({
    year: vehicleFields.year.optional(),
    make: vehicleFields.make.optional(),
    model: vehicleFields.model.optional(),
    trim: vehicleFields.trim.optional(),
    mileage: vehicleFields.mileage.optional(),
    purchaseDate: vehicleFields.purchaseDate.optional(),
    vin: vehicleFields.vin.optional(),
    nickname: vehicleFields.nickname.optional(),
    colour: vehicleFields.colour.optional(),
    plate: vehicleFields.plate.optional(),
    fuelType: vehicleFields.fuelType.optional(),
    market: vehicleFields.market.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' });
export type VehiclePatch = z.input<typeof vehiclePatchSchema>;

/**
 * An ISO 4217-style code, stored upper-case (garage settings, /api/settings and a new record's
 * currency share it).
 */
export const currencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'A three-letter currency code, e.g. EUR.')
  .transform((value) => value.toUpperCase());

/**
 * The currency a new record's amount was paid in, kept with it for good: the user's display
 * currency when left out. A record's currency never changes with the setting (issue 27).
 */
const recordCurrency = currencyCodeSchema.optional();

// ---------------------------------------------------------------- maintenance

/** Each maintenance field's schema (validators and the web app's form). */
export const maintenanceFields = {
  type: z.enum(SERVICE_TYPES, { error: 'Choose a service type.' }),
  description: z.string().trim().max(2000, maxCharsMessage(2000)),
  date: pastDateSchema,
  mileage: distanceSchema,
  cost: moneySchema,
};

export const maintenanceInputSchema = z.strictObject({
  type: maintenanceFields.type,
  description: maintenanceFields.description.default(''),
  date: maintenanceFields.date,
  mileage: maintenanceFields.mileage,
  cost: maintenanceFields.cost,
  currency: recordCurrency,
});
export type MaintenanceInput = z.input<typeof maintenanceInputSchema>;

export const maintenancePatchSchema = z
  .strictObject({
    type: maintenanceFields.type.optional(),
    description: maintenanceFields.description.optional(),
    date: maintenanceFields.date.optional(),
    mileage: maintenanceFields.mileage.optional(),
    cost: maintenanceFields.cost.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' });
export type MaintenancePatch = z.input<typeof maintenancePatchSchema>;

// ---------------------------------------------------------------- fuel

/** Each fuel field's schema (validators and the web app's form). */
export const fuelFields = {
  date: pastDateSchema,
  cost: moneySchema,
  volume: volumeSchema.nullable(),
  kwh: kwhSchema.nullable(),
  odometer: distanceSchema,
  fullTank: z.boolean(),
  missedPrevious: z.boolean(),
  grade: optionalText(40),
};

const needsVolumeOrKwh = (value: { volume?: number | null; kwh?: number | null }) =>
  value.volume != null || value.kwh != null;
const volumeOrKwhMessage = {
  message: 'Enter the volume (fuel) or the energy in kWh (charging).',
  path: ['volume'],
};

export const fuelInputSchema = z
  .strictObject({
    date: fuelFields.date,
    cost: fuelFields.cost,
    volume: fuelFields.volume.optional(),
    kwh: fuelFields.kwh.optional(),
    odometer: fuelFields.odometer,
    fullTank: fuelFields.fullTank.default(true),
    missedPrevious: fuelFields.missedPrevious.default(false),
    grade: fuelFields.grade,
    currency: recordCurrency,
  })
  .refine(needsVolumeOrKwh, volumeOrKwhMessage);
export type FuelInput = z.input<typeof fuelInputSchema>;

export const fuelPatchSchema = z
  .strictObject({
    date: fuelFields.date.optional(),
    cost: fuelFields.cost.optional(),
    volume: fuelFields.volume.optional(),
    kwh: fuelFields.kwh.optional(),
    odometer: fuelFields.odometer.optional(),
    fullTank: fuelFields.fullTank.optional(),
    missedPrevious: fuelFields.missedPrevious.optional(),
    grade: fuelFields.grade.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' });
export type FuelPatch = z.input<typeof fuelPatchSchema>;

// ---------------------------------------------------------------- expenses

/** Each expense field's schema (validators and the web app's form). */
export const expenseFields = {
  category: z.enum(EXPENSE_CATEGORIES, { error: 'Choose a category.' }),
  amount: moneySchema,
  date: pastDateSchema,
  note: z.string().trim().max(500, maxCharsMessage(500)),
  recurring: z.enum(RECURRENCES),
};

export const expenseInputSchema = z.strictObject({
  category: expenseFields.category,
  amount: expenseFields.amount,
  date: expenseFields.date,
  note: expenseFields.note.default(''),
  recurring: expenseFields.recurring.default('none'),
  currency: recordCurrency,
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;

export const expensePatchSchema = z
  .strictObject({
    category: expenseFields.category.optional(),
    amount: expenseFields.amount.optional(),
    date: expenseFields.date.optional(),
    note: expenseFields.note.optional(),
    recurring: expenseFields.recurring.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' });
export type ExpensePatch = z.input<typeof expensePatchSchema>;

// ---------------------------------------------------------------- reminders

/** Each reminder field's schema (validators and the web app's form). */
export const reminderFields = {
  title: z
    .string({ error: 'Give the reminder a title.' })
    .trim()
    .min(1, 'Give the reminder a title.')
    .max(120, maxCharsMessage(120)),
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  dueDate: isoDate.nullable(),
  dueMileage: distanceSchema.nullable(),
  repeatMonths: z
    .number()
    .int('Repeat every whole number of months.')
    .min(1, `Repeat every 1 to ${MAX_REPEAT_MONTHS} months.`)
    .max(MAX_REPEAT_MONTHS, `Repeat every 1 to ${MAX_REPEAT_MONTHS} months.`)
    .nullable(),
  repeatDistance: z
    .number()
    .positive('The repeat distance must be above 0.')
    .max(MAX_MILEAGE_KM, MAX_DISTANCE_MESSAGE)
    .nullable(),
};

const reminderHasDue = (value: { dueDate?: string | null; dueMileage?: number | null }) =>
  value.dueDate != null || value.dueMileage != null;

export const reminderInputSchema = z
  .strictObject({
    title: reminderFields.title,
    serviceType: reminderFields.serviceType.optional(),
    dueDate: reminderFields.dueDate.optional(),
    dueMileage: reminderFields.dueMileage.optional(),
    repeatMonths: reminderFields.repeatMonths.optional(),
    repeatDistance: reminderFields.repeatDistance.optional(),
  })
  .refine(reminderHasDue, {
    message: REMINDER_DUE_MESSAGE,
    path: ['dueDate'],
  });
export type ReminderInput = z.input<typeof reminderInputSchema>;

export const reminderPatchSchema = z
  .strictObject({
    title: reminderFields.title.optional(),
    serviceType: reminderFields.serviceType.optional(),
    dueDate: reminderFields.dueDate.optional(),
    dueMileage: reminderFields.dueMileage.optional(),
    repeatMonths: reminderFields.repeatMonths.optional(),
    repeatDistance: reminderFields.repeatDistance.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' });
export type ReminderPatch = z.input<typeof reminderPatchSchema>;

/** Marking an upcoming item done: the maintenance record it creates (all optional). */
export const markDoneSchema = z.strictObject({
  date: pastDateSchema.optional(),
  mileage: distanceSchema.optional(),
  cost: moneySchema.default(0),
  description: maintenanceFields.description.default(''),
});
export type MarkDoneInput = z.input<typeof markDoneSchema>;

// ---------------------------------------------------------------- settings

export const garageSettingsSchema = z
  .strictObject({
    distanceUnit: z.enum(DISTANCE_UNITS).optional(),
    volumeUnit: z.enum(VOLUME_UNITS).optional(),
    currency: currencyCodeSchema.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' });

export const costsQuerySchema = z.object({
  period: z
    .enum(COST_PERIODS, { error: 'period: use this_month, this_year, 12_months or all.' })
    .default('12_months'),
  units: unitsQuerySchema.shape.units,
});
