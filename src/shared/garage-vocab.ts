// The garage's vocabulary (fuel types, service ids, expense categories, limits, messages, the VIN
// check) and reply types, zod-free so a first view can import them; the zod schemas that validate
// its input (the server's validators and the web app's forms) are in garage.ts.
import type { CarMarket } from './car-market.ts';
import type { DistanceUnit, Units, VolumeUnit } from './units-vocab.ts';
import { groupDigits } from './group-digits.ts';

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
export const MAX_DISTANCE_MESSAGE = `At most ${groupDigits(MAX_MILEAGE_KM)} km.`;
export const MAX_COST_MESSAGE = `At most ${groupDigits(MAX_COST)}.`;
export const FUTURE_DATE_MESSAGE = 'The date cannot be in the future.';
export const REMINDER_DUE_MESSAGE = 'Give a due date, a due mileage, or both.';
export const MARKET_CHOICE_MESSAGE = 'Choose North America, Europe, elsewhere or not sure.';

/** "52,000 km": a whole distance in the given unit, as the mileage warnings write it. */
export function wholeDistance(value: number, unit: 'km' | 'mi'): string {
  return `${Math.round(value).toLocaleString('en-US')} ${unit}`;
}

/** The edit form's warning while the typed mileage is below the car's last record (not a refusal). */
export function mileageBelowRecordsHint(recorded: string): string {
  return `This is below the car's last record (${recorded}). You can still save it if it is right.`;
}

/**
 * PATCH /api/garage/vehicles/{id}: a mileage below the highest any of the car's records holds is
 * saved as sent, and the reply carries this warning (a lower odometer is usually a typo).
 */
export interface MileageWarning {
  code: 'mileage_below_records';
  message: string;
  /** The highest mileage/odometer of the car's records, in the reply's distance unit. */
  recordedMileage: number;
}

export function mileageBelowRecordsMessage(recorded: string): string {
  return `The mileage is below the car's last record (${recorded}). It was saved as sent: check it is right.`;
}
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

// The VIN rule lives in vin-rules.ts (issue 29); re-exported for code written against this module
// before it moved. New code imports vin-rules.ts.
export { VIN_PATTERN, vinCheckDigit, vinProblem } from './vin-rules.ts';

// ---------------------------------------------------------------- replies

/**
 * What was spent in one currency. Amounts are never added across currencies: a record keeps the
 * currency it was entered in, and every sum is kept per currency (issue 27).
 */
export interface CostTotals {
  currency: string;
  total: number;
  maintenance: number;
  fuel: number;
  expenses: number;
  /** This currency's spend per distance unit over the distance driven, null when none is known. */
  costPerDistance: number | null;
  /** All time, whatever the period. */
  totalCostOfOwnership: number;
}

export interface CostsDto {
  period: CostPeriod;
  /** First day counted (null: all time) and the last one (today). */
  from: string | null;
  to: string;
  /**
   * The currency of the single figures (`total`, `maintenance`, …): the one every amount spent up
   * to today is in, the user's display currency when nothing was spent. Null when the amounts are
   * in several currencies: the single figures are then null too, and `totals` (and each row's
   * `currency`) give every currency's own.
   */
  currency: string | null;
  distanceUnit: DistanceUnit;
  total: number | null;
  maintenance: number | null;
  fuel: number | null;
  expenses: number | null;
  /** One row per currency spent in (all time, for the ownership cost), by currency code. */
  totals: CostTotals[];
  /**
   * One row per category and currency: by currency code, then biggest first; `key` is the service
   * type, `fuel`, or the expense category.
   */
  byCategory: Array<{
    kind: 'maintenance' | 'fuel' | 'expense';
    key: string;
    label: string;
    currency: string;
    amount: number;
  }>;
  /** Every month of the period with spend, oldest first (`YYYY-MM`), one row per currency. */
  byMonth: Array<{
    month: string;
    currency: string;
    maintenance: number;
    fuel: number;
    expenses: number;
    total: number;
  }>;
  /** Each car; its single figures follow the reply's rule for the car's own amounts. */
  byVehicle: Array<{
    vehicleId: string;
    name: string;
    currency: string | null;
    total: number | null;
    maintenance: number | null;
    fuel: number | null;
    expenses: number | null;
    /** Distance driven in the period (odometer span of its readings), in `distanceUnit`. */
    distance: number;
    costPerDistance: number | null;
    /** All time, whatever the period: every maintenance, fuel and expense entry up to today. */
    totalCostOfOwnership: number | null;
    totals: CostTotals[];
  }>;
  distance: number;
  /** Money per km (or mi with ?units=mi) over the period, null when no distance is known. */
  costPerDistance: number | null;
  totalCostOfOwnership: number | null;
}

/** What a car's records add up to in one currency (expenses once each, as recorded). */
export interface RecordTotals {
  currency: string;
  maintenance: number;
  fuel: number;
  expenses: number;
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
  /** The kept receipt photo (owner-only URL), else null. */
  receiptUrl: string | null;
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
  /** The car's figures' unit: L/100 km or mpg for fuel; kWh/100 km or kWh/100 mi for charging. */
  unit: string;
  /** The figures are charging (an electric car, or a car with charges only), not liquid fuel. */
  charge: boolean;
  /** Weighted over every measurable segment, in `unit` (null when none yet). */
  average: number | null;
  /** The latest measurable fill-up (or charge), in `unit`. */
  last: number | null;
  /** Charging read in miles: `average` and `last` as mi/kWh too (null otherwise). */
  averageMiPerKwh: number | null;
  lastMiPerKwh: number | null;
  averageLPer100Km: number | null;
  averageKwhPer100Km: number | null;
  /** One point per full fill that closes a measurable segment, oldest first. */
  trend: Array<{
    date: string;
    odometer: number;
    /** In `unit` of the point (a car's charges and fill-ups may both be here). */
    value: number | null;
    unit: string | null;
    lPer100Km: number | null;
    kwhPer100Km: number | null;
  }>;
}

/** Whether the latest figure is better than the one before; null when steady or alone. */
export type EconomyDirection = 'better' | 'worse' | null;

/** The garage list's last economy of a car, in the reply's units. */
export interface LastFuelEconomyDto {
  value: number;
  unit: string;
  date: string;
  /** A charge (kWh/100 km or kWh/100 mi), not a fill-up. */
  charge: boolean;
}

/** The garage list's short economy trend of a car, in the reply's units. */
export interface EconomyTrendDto {
  unit: string;
  charge: boolean;
  /** The last measurable fill-ups (at most 8), oldest first, in `unit`. */
  values: number[];
  /** Lower consumption per distance is better, in whichever unit it is read. */
  direction: EconomyDirection;
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
  /**
   * Where the car was sold new: na (North America), eu (Europe, incl. the UK), other; null when
   * neither the owner nor the VIN says. Another market's recall "may not apply" to the car.
   */
  market: CarMarket | null;
  createdAt: string;
  updatedAt: string;
  units: Units;
  maintenanceRecords: MaintenanceRecordDto[];
  fuelRecords: FuelRecordDto[];
  nextService: UpcomingServiceDto | null;
  lastFuelEconomy: LastFuelEconomyDto | null;
  economyTrend: EconomyTrendDto | null;
}

/** One EPA rating beside the owner's figure, both in the reply's units. */
export interface EpaComparisonFigures {
  /** The EPA combined (city, highway) rating in `unit`. */
  combined: number;
  city: number | null;
  highway: number | null;
  /** L/100 km, mpg (US), mpg (UK); kWh/100 km or kWh/100 mi for charging. */
  unit: string;
  /** mpg: a higher figure is better; L/100 km and kWh/100: lower is. */
  higherIsBetter: boolean;
  /** The rating as the EPA publishes it (mpg US, kWh/100 mi). */
  epa: { combined: number; city: number | null; highway: number | null; unit: string };
  /** Charging read in miles: the combined rating as mi/kWh too (null otherwise). */
  miPerKwh: number | null;
  /** The same figures per 100 km (L, or kWh for charging), for a screen in its own units. */
  per100Km: { combined: number; city: number | null; highway: number | null; yours: number | null };
  /** The owner's average in `unit`; null before two full fills close a segment. */
  yours: number | null;
  /** How much more (+) or less (−) fuel or energy the car uses than the rating, in %. */
  differencePercent: number | null;
  /** better: uses over 5% less; close: within 5%; worse: over 5% more. */
  verdict: 'better' | 'close' | 'worse' | null;
  /** The comparison in one sentence. */
  summary: string;
}

/** GET /api/garage/vehicles/{id}: the car's EPA rating (US-market cars the EPA rated). */
export interface VehicleEpaRating extends EpaComparisonFigures {
  /** "2016 Mazda 3 4-Door, 3 5-Door" — the EPA variants the rating stands for. */
  matched: string;
  /** The EPA has no variant with every word of the model name: the closest model's rating. */
  approximate: boolean;
  /** petrol | diesel | hybrid | plug_in_hybrid | electric | lpg_cng | hydrogen. */
  powertrain: string;
  variants: number;
  /** A plug-in hybrid's rating on its battery, beside its petrol rating. */
  charging: EpaComparisonFigures | null;
  source: { organisation: string; document: string; url: string | null };
}

export interface VehicleDetailDto extends VehicleDto {
  expenses: ExpenseDto[];
  /** One row per currency the car's records are in, by currency code (none: no amounts). */
  recordTotals: RecordTotals[];
  reminders: ReminderDto[];
  fuelEconomy: FuelEconomySummary;
  upcomingServices: UpcomingServiceDto[];
  /** null when the EPA never rated this car (a European model, a heavy-duty pickup...). */
  epa: VehicleEpaRating | null;
}

export function vehicleName(vehicle: {
  year: number;
  make: string;
  model: string;
  nickname?: string | null;
}): string {
  return vehicle.nickname || `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}
