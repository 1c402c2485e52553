// The garage API's replies as zod schemas, for the OpenAPI document's response schemas (routes
// name them with replies(), lib/replies.ts). Each one is checked at compile time to be exactly the
// reply type the services return (src/shared/garage-vocab.ts), so the document cannot drift from
// the code; the API test checks real replies against the document.
import { z } from 'zod';
import type { SameShape } from '../../lib/replies.ts';
import {
  COST_PERIODS,
  EXPENSE_CATEGORIES,
  FUEL_TYPES,
  RECURRENCES,
  SERVICE_TYPES,
  type CostsDto,
  type ExpenseDto,
  type ExpenseOccurrenceDto,
  type FuelRecordDto,
  type GarageSettings,
  type MaintenanceRecordDto,
  type MileageWarning,
  type ReminderDto,
  type UpcomingServiceDto,
  type VehicleDetailDto,
  type VehicleDto,
} from '../../../shared/garage.ts';
import { DISTANCE_UNITS, VOLUME_UNITS } from '../../../shared/units-vocab.ts';
import type { FuelGapWarning } from './fuel-gap-warning.ts';
import type { MarkDoneResult } from './reminders-service.ts';
import type { listExpenses } from './expenses-service.ts';
import { CAR_MARKETS } from '../../../shared/car-market.ts';

const number = z.number();
const nullableNumber = z.number().nullable();
const nullableString = z.string().nullable();
const distanceUnit = z.enum(DISTANCE_UNITS);
const serviceType = z.enum(SERVICE_TYPES);

export const garageSettingsReply = z
  .object({ distanceUnit, volumeUnit: z.enum(VOLUME_UNITS), currency: z.string() })
  .meta({ id: 'GarageSettings' });

export const maintenanceRecordReply = z
  .object({
    id: z.string(),
    vehicleId: z.string(),
    type: z.string(),
    typeLabel: z.string(),
    description: z.string(),
    date: z.string(),
    mileage: nullableNumber.describe("In the reply's distance unit."),
    cost: number,
    currency: z.string(),
    receiptUrl: nullableString,
    createdAt: z.string(),
  })
  .meta({ id: 'MaintenanceRecord' });

const fuelEconomyFigures = z
  .object({
    lPer100Km: nullableNumber,
    mpgUs: nullableNumber,
    mpgUk: nullableNumber,
    kwhPer100Km: nullableNumber,
    kwhPer100Mi: nullableNumber,
    miPerKwh: nullableNumber,
    value: nullableNumber.describe("The figure in the reply's units."),
    unit: nullableString,
  })
  .meta({ id: 'FuelEconomyFigures' });

export const fuelRecordReply = z
  .object({
    id: z.string(),
    vehicleId: z.string(),
    date: z.string(),
    cost: number,
    currency: z.string(),
    volume: nullableNumber.describe("In the reply's volume unit."),
    kwh: nullableNumber,
    odometer: nullableNumber.describe("In the reply's distance unit."),
    fullTank: z.boolean(),
    missedPrevious: z.boolean(),
    grade: nullableString,
    economy: fuelEconomyFigures.nullable(),
    receiptUrl: nullableString,
    createdAt: z.string(),
  })
  .meta({ id: 'FuelRecord' });

const fuelGapWarning = z.object({
  code: z.literal('missed_fill_up_suspected'),
  message: z.string(),
});

export const fuelRecordWithWarningReply = fuelRecordReply
  .extend({ warning: fuelGapWarning.optional() })
  .meta({ id: 'FuelRecordWithWarning' });

export const expenseReply = z
  .object({
    id: z.string(),
    vehicleId: z.string(),
    category: z.enum(EXPENSE_CATEGORIES),
    categoryLabel: z.string(),
    amount: number,
    currency: z.string(),
    date: z.string(),
    note: z.string(),
    recurring: z.enum(RECURRENCES),
    createdAt: z.string(),
  })
  .meta({ id: 'Expense' });

const expenseOccurrence = expenseReply
  .extend({ occurrenceDate: z.string() })
  .meta({ id: 'ExpenseOccurrence' });

const currencyAmount = z.object({ currency: z.string(), amount: number });

export const expenseListReply = z
  .object({
    expenses: z.array(expenseReply),
    occurrences: z.array(expenseOccurrence),
    currency: nullableString,
    total: nullableNumber,
    totals: z.array(currencyAmount),
  })
  .meta({ id: 'ExpenseList' });

export const reminderReply = z
  .object({
    id: z.string(),
    vehicleId: z.string(),
    title: z.string(),
    serviceType: serviceType.nullable(),
    dueDate: nullableString,
    dueMileage: nullableNumber,
    repeatMonths: nullableNumber,
    repeatDistance: nullableNumber,
    completedAt: nullableString,
    createdAt: z.string(),
  })
  .meta({ id: 'Reminder' });

export const upcomingServiceReply = z
  .object({
    itemKey: z.string(),
    vehicleId: z.string(),
    vehicleName: z.string(),
    kind: z.enum(['schedule', 'reminder']),
    serviceType: serviceType.nullable(),
    title: z.string(),
    status: z.enum(['overdue', 'due_soon', 'later']),
    dueDate: nullableString,
    dueMileage: nullableNumber,
    projectedDate: nullableString,
    effectiveDate: nullableString,
    distanceLeft: nullableNumber,
    daysLeft: nullableNumber,
    lastDoneDate: nullableString,
    lastDoneMileage: nullableNumber,
    source: nullableString,
  })
  .meta({ id: 'UpcomingService' });

export const upcomingServicesReply = z.array(upcomingServiceReply);

export const vehicleReply = z
  .object({
    id: z.string(),
    year: number,
    make: z.string(),
    model: z.string(),
    trim: z.string(),
    mileage: number.describe("In the reply's distance unit."),
    purchaseDate: nullableString,
    addedToGarageDate: z.string(),
    imageUrl: nullableString,
    vin: nullableString,
    nickname: nullableString,
    colour: nullableString,
    plate: nullableString,
    fuelType: z.enum(FUEL_TYPES).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    units: z.object({ distance: distanceUnit, volume: z.enum(VOLUME_UNITS) }),
    maintenanceRecords: z.array(maintenanceRecordReply),
    fuelRecords: z.array(fuelRecordReply),
    nextService: upcomingServiceReply.nullable(),
    market: z
      .enum(CAR_MARKETS)
      .nullable()
      .describe(
        'Where the car was sold (na, eu, other), as the owner or the VIN says; null when neither does.',
      ),
    lastFuelEconomy: z
      .object({ value: number, unit: z.string(), date: z.string(), charge: z.boolean() })
      .nullable(),
    economyTrend: z
      .object({
        unit: z.string(),
        charge: z.boolean(),
        values: z.array(number).describe('The last measurable fill-ups (at most 8), oldest first.'),
        direction: z.enum(['better', 'worse']).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Vehicle' });

export const vehicleListReply = z.array(vehicleReply);

const epaFigures = z.object({
  combined: number,
  city: nullableNumber,
  highway: nullableNumber,
  unit: z.string(),
  higherIsBetter: z.boolean(),
  miPerKwh: nullableNumber,
  epa: z.object({
    combined: number,
    city: nullableNumber,
    highway: nullableNumber,
    unit: z.string(),
  }),
  per100Km: z.object({
    combined: number,
    city: nullableNumber,
    highway: nullableNumber,
    yours: nullableNumber,
  }),
  yours: nullableNumber,
  differencePercent: nullableNumber,
  verdict: z.enum(['better', 'close', 'worse']).nullable(),
  summary: z.string(),
});

const epaRating = epaFigures
  .extend({
    matched: z.string(),
    approximate: z.boolean(),
    powertrain: z.string(),
    variants: number,
    charging: epaFigures.nullable(),
    source: z.object({ organisation: z.string(), document: z.string(), url: nullableString }),
  })
  .meta({ id: 'EpaRating' });

export const vehicleDetailReply = vehicleReply
  .extend({
    expenses: z.array(expenseReply),
    recordTotals: z.array(
      z.object({ currency: z.string(), maintenance: number, fuel: number, expenses: number }),
    ),
    reminders: z.array(reminderReply),
    fuelEconomy: z.object({
      unit: z.string(),
      charge: z.boolean(),
      average: nullableNumber,
      last: nullableNumber,
      averageMiPerKwh: nullableNumber,
      lastMiPerKwh: nullableNumber,
      averageLPer100Km: nullableNumber,
      averageKwhPer100Km: nullableNumber,
      trend: z.array(
        z.object({
          date: z.string(),
          odometer: number,
          value: nullableNumber,
          unit: nullableString,
          lPer100Km: nullableNumber,
          kwhPer100Km: nullableNumber,
        }),
      ),
    }),
    upcomingServices: z.array(upcomingServiceReply),
    epa: epaRating.nullable(),
  })
  .meta({ id: 'VehicleDetail' });

const mileageWarning = z.object({
  code: z.literal('mileage_below_records'),
  message: z.string(),
  recordedMileage: number,
});

export const vehicleUpdateReply = vehicleDetailReply
  .extend({ warning: mileageWarning.optional() })
  .meta({ id: 'VehicleDetailWithWarning' });

const costTotals = z.object({
  currency: z.string(),
  total: number,
  maintenance: number,
  fuel: number,
  expenses: number,
  costPerDistance: nullableNumber,
  totalCostOfOwnership: number,
});

export const costsReply = z
  .object({
    period: z.enum(COST_PERIODS),
    from: nullableString,
    to: z.string(),
    currency: nullableString,
    distanceUnit,
    total: nullableNumber,
    maintenance: nullableNumber,
    fuel: nullableNumber,
    expenses: nullableNumber,
    totals: z.array(costTotals),
    byCategory: z.array(
      z.object({
        kind: z.enum(['maintenance', 'fuel', 'expense']),
        key: z.string(),
        label: z.string(),
        currency: z.string(),
        amount: number,
      }),
    ),
    byMonth: z.array(
      z.object({
        month: z.string(),
        currency: z.string(),
        maintenance: number,
        fuel: number,
        expenses: number,
        total: number,
      }),
    ),
    byVehicle: z.array(
      z.object({
        vehicleId: z.string(),
        name: z.string(),
        currency: nullableString,
        total: nullableNumber,
        maintenance: nullableNumber,
        fuel: nullableNumber,
        expenses: nullableNumber,
        distance: number,
        costPerDistance: nullableNumber,
        totalCostOfOwnership: nullableNumber,
        totals: z.array(costTotals),
      }),
    ),
    distance: number,
    costPerDistance: nullableNumber,
    totalCostOfOwnership: nullableNumber,
  })
  .meta({ id: 'Costs' });

export const markDoneReply = z
  .object({
    record: maintenanceRecordReply.nullable(),
    reminder: reminderReply.nullable(),
    next: upcomingServiceReply.nullable(),
  })
  .meta({ id: 'MarkDoneResult' });

// ------------------------------------------------ each schema is exactly its reply type

type Checks = [
  SameShape<z.output<typeof garageSettingsReply>, GarageSettings>,
  SameShape<z.output<typeof maintenanceRecordReply>, MaintenanceRecordDto>,
  SameShape<z.output<typeof fuelRecordReply>, FuelRecordDto>,
  SameShape<
    z.output<typeof fuelRecordWithWarningReply>,
    FuelRecordDto & { warning?: FuelGapWarning }
  >,
  SameShape<z.output<typeof expenseReply>, ExpenseDto>,
  SameShape<z.output<typeof expenseOccurrence>, ExpenseOccurrenceDto>,
  SameShape<z.output<typeof expenseListReply>, Awaited<ReturnType<typeof listExpenses>>>,
  SameShape<z.output<typeof reminderReply>, ReminderDto>,
  SameShape<z.output<typeof upcomingServiceReply>, UpcomingServiceDto>,
  SameShape<z.output<typeof vehicleReply>, VehicleDto>,
  SameShape<z.output<typeof vehicleDetailReply>, VehicleDetailDto>,
  SameShape<z.output<typeof vehicleUpdateReply>, VehicleDetailDto & { warning?: MileageWarning }>,
  SameShape<z.output<typeof costsReply>, CostsDto>,
  SameShape<z.output<typeof markDoneReply>, MarkDoneResult>,
];
/** Fails to compile, naming the position, when a schema and its type part. */
export const replySchemasMatchTheirTypes: Checks = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
