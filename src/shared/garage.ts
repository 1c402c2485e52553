// The garage's vocabulary (fuel types, service ids, expense categories) and the zod schemas that
// validate its input, written once for the server's validators and the web app's forms.
import { z } from 'zod';
import {
  DISTANCE_UNITS,
  unitsQuerySchema,
  VOLUME_UNITS,
  type DistanceUnit,
  type Units,
  type VolumeUnit,
} from './units.ts';

// ---------------------------------------------------------------- vocabulary

export const FUEL_TYPES = [
  'petrol',
  'diesel',
  'hybrid',
  'plug_in_hybrid',
  'electric',
  'lpg_cng',
] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const FUEL_TYPE_LABELS: Record<FuelType, string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  plug_in_hybrid: 'Plug-in hybrid',
  electric: 'Electric',
  lpg_cng: 'LPG/CNG',
};

export const SERVICE_TYPES = [
  'oil_change',
  'tyre_rotation',
  'brake_pads',
  'brake_fluid',
  'coolant',
  'air_filter',
  'cabin_filter',
  'spark_plugs',
  'timing_belt',
  'transmission_fluid',
  'battery',
  'tyres',
  'inspection',
  'other',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  oil_change: 'Oil change',
  tyre_rotation: 'Tyre rotation',
  brake_pads: 'Brake pads',
  brake_fluid: 'Brake fluid',
  coolant: 'Coolant',
  air_filter: 'Air filter',
  cabin_filter: 'Cabin filter',
  spark_plugs: 'Spark plugs',
  timing_belt: 'Timing belt',
  transmission_fluid: 'Transmission fluid',
  battery: 'Battery',
  tyres: 'Tyres',
  inspection: 'Inspection',
  other: 'Other',
};

export const EXPENSE_CATEGORIES = [
  'insurance',
  'registration_tax',
  'parking',
  'tolls',
  'loan_lease',
  'cleaning',
  'accessories',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  insurance: 'Insurance',
  registration_tax: 'Registration/tax',
  parking: 'Parking',
  tolls: 'Tolls',
  loan_lease: 'Loan/lease',
  cleaning: 'Cleaning',
  accessories: 'Accessories',
  other: 'Other',
};

export const RECURRENCES = ['none', 'monthly', 'yearly'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

export const COST_PERIODS = ['this_month', 'this_year', '12_months', 'all'] as const;
export type CostPeriod = (typeof COST_PERIODS)[number];

// ---------------------------------------------------------------- limits

export const FIRST_CAR_YEAR = 1886;
/** Distances are bounded in km whatever unit the request uses. */
export const MAX_MILEAGE_KM = 2_000_000;
export const MAX_COST = 1_000_000;
export const MAX_VOLUME_L = 2_000;
export const MAX_KWH = 2_000;
export const MAX_REPEAT_MONTHS = 240;

// The messages both the server's validators and the web forms show.
export const MAX_DISTANCE_MESSAGE = `At most ${MAX_MILEAGE_KM.toLocaleString('en-US')} km.`;
export const MAX_COST_MESSAGE = `At most ${MAX_COST.toLocaleString('en-US')}.`;
export const FUTURE_DATE_MESSAGE = 'The date cannot be in the future.';
export const REMINDER_DUE_MESSAGE = 'Give a due date, a due mileage, or both.';
export function maxCharsMessage(max: number): string {
  return `At most ${max} characters.`;
}

export function nextYear(now = new Date()): number {
  return now.getUTCFullYear() + 1;
}

/**
 * The latest calendar date anywhere on Earth right now (UTC+14): a date the user calls "today" is
 * never refused, wherever they are, and anything later is in the future for everyone.
 */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------- VIN

const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) a VIN should carry, per 49 CFR 565.15; null if a character is invalid. */
export function vinCheckDigit(vin: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const char = vin[i]!;
    const value = /[0-9]/.test(char) ? Number(char) : VIN_VALUES[char];
    if (value === undefined) return null;
    sum += value * VIN_WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Seventeen characters from the VIN alphabet (no I, O or Q); says nothing of the check digit. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** What is wrong with a VIN, in words, or null when it is well formed with a valid check digit. */
export function vinProblem(input: string): string | null {
  const vin = input.trim().toUpperCase();
  if (vin.length !== 17) {
    return `A VIN has 17 characters; this one has ${vin.length}.`;
  }
  const forbidden = vin.match(/[IOQ]/);
  if (forbidden) {
    return `A VIN never contains the letters I, O or Q (found ${forbidden[0]} at position ${forbidden.index! + 1}).`;
  }
  if (!VIN_PATTERN.test(vin)) {
    return 'A VIN has only letters and digits.';
  }
  const expected = vinCheckDigit(vin);
  if (expected !== vin[8]) {
    return `The check digit (9th character) should be ${expected}, not ${vin[8]}: a character is mistyped.`;
  }
  return null;
}

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
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' });
export type VehiclePatch = z.input<typeof vehiclePatchSchema>;

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

/** An ISO 4217-style code, stored upper-case (garage settings and /api/settings share it). */
export const currencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'A three-letter currency code, e.g. EUR.')
  .transform((value) => value.toUpperCase());

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

// ---------------------------------------------------------------- replies

export interface CostsDto {
  period: CostPeriod;
  /** First day counted (null: all time) and the last one (today). */
  from: string | null;
  to: string;
  currency: string;
  distanceUnit: DistanceUnit;
  total: number;
  maintenance: number;
  fuel: number;
  expenses: number;
  /** Biggest first; `key` is the service type, `fuel`, or the expense category. */
  byCategory: Array<{
    kind: 'maintenance' | 'fuel' | 'expense';
    key: string;
    label: string;
    amount: number;
  }>;
  /** Every month of the period that has spend, oldest first (`YYYY-MM`). */
  byMonth: Array<{
    month: string;
    maintenance: number;
    fuel: number;
    expenses: number;
    total: number;
  }>;
  byVehicle: Array<{
    vehicleId: string;
    name: string;
    total: number;
    maintenance: number;
    fuel: number;
    expenses: number;
    /** Distance driven in the period (odometer span of its readings), in `distanceUnit`. */
    distance: number;
    costPerDistance: number | null;
    /** All time, whatever the period: every maintenance, fuel and expense entry up to today. */
    totalCostOfOwnership: number;
  }>;
  distance: number;
  /** Money per km (or mi with ?units=mi) over the period, null when no distance is known. */
  costPerDistance: number | null;
  totalCostOfOwnership: number;
}

export interface GarageSettings {
  distanceUnit: DistanceUnit;
  volumeUnit: VolumeUnit;
  currency: string;
}

export interface MaintenanceRecordDto {
  id: string;
  vehicleId: string;
  type: string;
  typeLabel: string;
  description: string;
  date: string;
  /** In the reply's distance unit. */
  mileage: number | null;
  /** Decimal, in `currency`. */
  cost: number;
  currency: string;
  receiptUrl: string | null;
  createdAt: string;
}

export interface FuelEconomyFigures {
  /** L/100 km (liquid fuel) — null for a charging-only segment. */
  lPer100Km: number | null;
  mpgUs: number | null;
  mpgUk: number | null;
  kwhPer100Km: number | null;
  kwhPer100Mi: number | null;
  /** Miles per kWh (the electric "mpg"). */
  miPerKwh: number | null;
  /**
   * The figure in the reply's units: L/100 km, mpg (US) or mpg (UK) for fuel; kWh/100 km or
   * kWh/100 mi (by the distance unit) for charging.
   */
  value: number | null;
  unit: string | null;
}

export interface FuelRecordDto {
  id: string;
  vehicleId: string;
  date: string;
  cost: number;
  currency: string;
  /** In the reply's volume unit. */
  volume: number | null;
  kwh: number | null;
  /** In the reply's distance unit. */
  odometer: number | null;
  fullTank: boolean;
  missedPrevious: boolean;
  grade: string | null;
  /** The economy of the segment this full fill closes (Fuelly's rule), else null. */
  economy: FuelEconomyFigures | null;
  createdAt: string;
}

export interface ExpenseDto {
  id: string;
  vehicleId: string;
  category: ExpenseCategory;
  categoryLabel: string;
  amount: number;
  currency: string;
  date: string;
  note: string;
  recurring: Recurrence;
  createdAt: string;
}

export interface ExpenseOccurrenceDto extends ExpenseDto {
  /** The date this occurrence falls on (the first one is `date`). */
  occurrenceDate: string;
}

export interface ReminderDto {
  id: string;
  vehicleId: string;
  title: string;
  serviceType: ServiceType | null;
  dueDate: string | null;
  /** In the reply's distance unit. */
  dueMileage: number | null;
  repeatMonths: number | null;
  repeatDistance: number | null;
  completedAt: string | null;
  createdAt: string;
}

export type DueStatus = 'overdue' | 'due_soon' | 'later';

export interface UpcomingServiceDto {
  /** Stable per vehicle: `svc:<serviceType>` for the schedule, `rem:<reminderId>` for a reminder. */
  itemKey: string;
  vehicleId: string;
  vehicleName: string;
  kind: 'schedule' | 'reminder';
  serviceType: ServiceType | null;
  title: string;
  status: DueStatus;
  dueDate: string | null;
  /** In the reply's distance unit. */
  dueMileage: number | null;
  /** When a distance-based item is expected to fall due at the car's usual pace. */
  projectedDate: string | null;
  /** The earlier of dueDate and projectedDate: what the list is sorted by. */
  effectiveDate: string | null;
  /** Distance left (negative when overdue), in the reply's distance unit. */
  distanceLeft: number | null;
  daysLeft: number | null;
  lastDoneDate: string | null;
  lastDoneMileage: number | null;
  /** Where the interval comes from (schedule items). */
  source: string | null;
}

export interface FuelEconomySummary {
  unit: string;
  /** Weighted over every measurable segment, in `unit` (null when none yet). */
  average: number | null;
  last: number | null;
  averageLPer100Km: number | null;
  averageKwhPer100Km: number | null;
  /** One point per full fill that closes a measurable segment, oldest first. */
  trend: Array<{
    date: string;
    odometer: number;
    value: number | null;
    lPer100Km: number | null;
    kwhPer100Km: number | null;
  }>;
}

export interface VehicleDto {
  id: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  /** In the reply's distance unit. */
  mileage: number;
  purchaseDate: string | null;
  /** SPEC.md §3: the date the car was added (created_at). */
  addedToGarageDate: string;
  imageUrl: string | null;
  vin: string | null;
  nickname: string | null;
  colour: string | null;
  plate: string | null;
  fuelType: FuelType | null;
  createdAt: string;
  updatedAt: string;
  units: Units;
  maintenanceRecords: MaintenanceRecordDto[];
  fuelRecords: FuelRecordDto[];
  nextService: UpcomingServiceDto | null;
  lastFuelEconomy: { value: number; unit: string; date: string } | null;
}

export interface VehicleDetailDto extends VehicleDto {
  expenses: ExpenseDto[];
  reminders: ReminderDto[];
  fuelEconomy: FuelEconomySummary;
  upcomingServices: UpcomingServiceDto[];
}

export function vehicleName(vehicle: {
  year: number;
  make: string;
  model: string;
  nickname?: string | null;
}): string {
  return vehicle.nickname || `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}
