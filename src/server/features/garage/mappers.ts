// Database rows (km, litres, cents) → the camelCase JSON the API answers with, in the request's
// units. The computed fields (economy per fill, next service, last economy) are added here too.
import {
  EXPENSE_CATEGORY_LABELS,
  SERVICE_TYPE_LABELS,
  type ExpenseCategory,
  type ExpenseDto,
  type FuelEconomySummary,
  type FuelRecordDto,
  type FuelType,
  type MaintenanceRecordDto,
  type Recurrence,
  type ReminderDto,
  type ServiceType,
  type UpcomingServiceDto,
  type VehicleDto,
  vehicleName,
} from '../../../shared/garage.ts';
import type { CarMarket } from '../../../shared/car-market.ts';
import { fromCents, fromKm, fromLitres, round, type Units } from '../../../shared/units.ts';
import type {
  expenses,
  fuelRecords,
  maintenanceRecords,
  serviceReminders,
  vehicles,
} from './schema.ts';
import { averagePer100Km, computeEconomy, figures, type Segment } from './economy.ts';
import { scheduleFor, type DueItem, type OdometerPoint } from './schedule.ts';

/** A record's columns that no answer shows: the garage query leaves them out (less to send and parse). */
export type UnreadColumns = 'userId' | 'updatedAt';

type VehicleRow = typeof vehicles.$inferSelect;
type MaintenanceRow = Omit<typeof maintenanceRecords.$inferSelect, UnreadColumns>;
type FuelRow = Omit<typeof fuelRecords.$inferSelect, UnreadColumns>;
type ExpenseRow = Omit<typeof expenses.$inferSelect, UnreadColumns>;
type ReminderRow = Omit<typeof serviceReminders.$inferSelect, UnreadColumns>;

/** Timestamps read through a relational query may arrive as strings. */
const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export const distanceOut = (km: number, units: Units) => round(fromKm(km, units.distance));
const distanceOrNull = (km: number | null, units: Units) =>
  km === null ? null : distanceOut(km, units);
/** A record's reading: stored to the metre, answered to 0.01 of the unit (exact round trips). */
const readingOrNull = (km: number | null, units: Units) =>
  km === null ? null : round(fromKm(km, units.distance), 2);

export function maintenanceDto(row: MaintenanceRow, units: Units): MaintenanceRecordDto {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    type: row.type,
    typeLabel: SERVICE_TYPE_LABELS[row.type as ServiceType] ?? row.type,
    description: row.description,
    date: row.date,
    mileage: readingOrNull(row.mileage, units),
    cost: fromCents(row.costCents),
    currency: row.currency,
    receiptUrl: row.receiptUrl,
    createdAt: iso(row.createdAt),
  };
}

export function fuelDto(
  row: FuelRow,
  units: Units,
  economy: FuelRecordDto['economy'] = null,
): FuelRecordDto {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    date: row.date,
    cost: fromCents(row.costCents),
    currency: row.currency,
    volume: row.volume === null ? null : round(fromLitres(row.volume, units.volume), 3),
    kwh: row.kwh === null ? null : round(row.kwh, 3),
    odometer: readingOrNull(row.odometer, units),
    fullTank: row.fullTank,
    missedPrevious: row.missedPrevious,
    grade: row.grade,
    economy,
    receiptUrl: row.receiptUrl,
    createdAt: iso(row.createdAt),
  };
}

export function expenseDto(row: ExpenseRow): ExpenseDto {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    category: row.category as ExpenseCategory,
    categoryLabel: EXPENSE_CATEGORY_LABELS[row.category as ExpenseCategory] ?? row.category,
    amount: fromCents(row.amountCents),
    currency: row.currency,
    date: row.date,
    note: row.note,
    recurring: row.recurring as Recurrence,
    createdAt: iso(row.createdAt),
  };
}

export function reminderDto(row: ReminderRow, units: Units): ReminderDto {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    title: row.title,
    serviceType: row.serviceType as ServiceType | null,
    dueDate: row.dueDate,
    dueMileage: distanceOrNull(row.dueMileage, units),
    repeatMonths: row.repeatMonths,
    repeatDistance: distanceOrNull(row.repeatKm, units),
    completedAt: row.completedAt ? iso(row.completedAt) : null,
    createdAt: iso(row.createdAt),
  };
}

export function upcomingDto(
  item: DueItem,
  vehicle: Pick<VehicleRow, 'id' | 'year' | 'make' | 'model' | 'nickname'>,
  units: Units,
): UpcomingServiceDto {
  return {
    itemKey: item.itemKey,
    vehicleId: vehicle.id,
    vehicleName: vehicleName(vehicle),
    kind: item.kind,
    serviceType: item.serviceType,
    title: item.title,
    status: item.status,
    dueDate: item.dueDate,
    dueMileage: distanceOrNull(item.dueKm, units),
    projectedDate: item.projectedDate,
    effectiveDate: item.effectiveDate,
    distanceLeft: distanceOrNull(item.kmLeft, units),
    daysLeft: item.daysLeft,
    lastDoneDate: item.lastDoneDate,
    lastDoneMileage: distanceOrNull(item.lastDoneKm, units),
    source: item.source,
  };
}

export interface GarageRows {
  vehicle: VehicleRow;
  maintenanceRecords: MaintenanceRow[];
  fuelRecords: FuelRow[];
  reminders: ReminderRow[];
}

export function odometerPoints(rows: Pick<GarageRows, 'maintenanceRecords' | 'fuelRecords'>) {
  const points: OdometerPoint[] = [];
  for (const record of rows.maintenanceRecords) {
    if (record.mileage !== null) points.push({ date: record.date, km: record.mileage });
  }
  for (const fill of rows.fuelRecords) {
    if (fill.odometer !== null) points.push({ date: fill.date, km: fill.odometer });
  }
  return points;
}

export function addedDate(vehicle: Pick<VehicleRow, 'createdAt'>): string {
  return iso(vehicle.createdAt).slice(0, 10);
}

export function scheduleOf(rows: GarageRows, today: string): DueItem[] {
  return scheduleFor({
    vehicle: {
      id: rows.vehicle.id,
      year: rows.vehicle.year,
      fuelType: rows.vehicle.fuelType,
      make: rows.vehicle.make,
      model: rows.vehicle.model,
      trim: rows.vehicle.trim,
      mileage: rows.vehicle.mileage,
      initialMileage: rows.vehicle.initialMileage,
      addedDate: addedDate(rows.vehicle),
    },
    records: rows.maintenanceRecords,
    reminders: rows.reminders,
    points: odometerPoints(rows),
    today,
  });
}

function economyOf(rows: FuelRow[], units: Units) {
  const result = computeEconomy(
    rows.map((row) => ({
      id: row.id,
      date: row.date,
      odometer: row.odometer,
      volume: row.volume,
      kwh: row.kwh,
      fullTank: row.fullTank,
      missedPrevious: row.missedPrevious,
    })),
  );
  const byId = new Map<string, { fuel?: Segment; energy?: Segment }>();
  for (const segment of result.fuel) byId.set(segment.id, { fuel: segment });
  for (const segment of result.energy) {
    byId.set(segment.id, { ...byId.get(segment.id), energy: segment });
  }
  const perFill = new Map(
    [...byId].map(([id, s]) => [
      id,
      figures(s.fuel?.per100Km ?? null, s.energy?.per100Km ?? null, units),
    ]),
  );
  return { result, perFill };
}

export function economySummary(rows: FuelRow[], units: Units): FuelEconomySummary {
  const { result, perFill } = economyOf(rows, units);
  const averageL = averagePer100Km(result.fuel);
  const averageKwh = averagePer100Km(result.energy);
  const average = figures(averageL, averageKwh, units);
  const lastFuel = result.fuel[result.fuel.length - 1];
  const trendIds = [...perFill.keys()];
  const trend = rows
    .filter((row) => trendIds.includes(row.id))
    .map((row) => {
      const f = perFill.get(row.id)!;
      return {
        date: row.date,
        odometer: distanceOut(row.odometer ?? 0, units),
        value: f.value,
        lPer100Km: f.lPer100Km,
        kwhPer100Km: f.kwhPer100Km,
      };
    })
    .sort((a, b) => a.odometer - b.odometer || a.date.localeCompare(b.date));
  // A car that only charges (an EV) reads in kWh per 100 km or mi, never in litres or mpg.
  const lastEnergy = result.energy[result.energy.length - 1];
  const charges = result.fuel.length === 0 && result.energy.length > 0;
  return {
    unit: charges ? figures(null, 1, units).unit! : figures(1, null, units).unit!,
    average: average.value,
    last: lastFuel
      ? figures(lastFuel.per100Km, null, units).value
      : charges && lastEnergy
        ? figures(null, lastEnergy.per100Km, units).value
        : null,
    averageLPer100Km: average.lPer100Km,
    averageKwhPer100Km: average.kwhPer100Km,
    trend,
  };
}

function valueAndUnit(shown: { value: number | null; unit: string | null }) {
  return { value: shown.value!, unit: shown.unit! };
}

/** A vehicle with its records, in the request's units, with the fields the garage list shows. */
export function vehicleDto(rows: GarageRows, units: Units, today: string): VehicleDto {
  const { vehicle } = rows;
  const { result, perFill } = economyOf(rows.fuelRecords, units);
  const next = scheduleOf(rows, today)[0];
  const lastFuel = result.fuel[result.fuel.length - 1];
  const lastFigures = lastFuel ? figures(lastFuel.per100Km, null, units) : null;
  const lastEnergy = result.energy[result.energy.length - 1];
  return {
    id: vehicle.id,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    mileage: distanceOut(vehicle.mileage, units),
    purchaseDate: vehicle.purchaseDate,
    addedToGarageDate: iso(vehicle.createdAt),
    imageUrl: vehicle.imageUrl,
    vin: vehicle.vin,
    nickname: vehicle.nickname,
    colour: vehicle.colour,
    plate: vehicle.plate,
    fuelType: vehicle.fuelType as FuelType | null,
    market: vehicle.market as CarMarket | null,
    createdAt: iso(vehicle.createdAt),
    updatedAt: iso(vehicle.updatedAt),
    units,
    maintenanceRecords: rows.maintenanceRecords.map((row) => maintenanceDto(row, units)),
    fuelRecords: rows.fuelRecords.map((row) => fuelDto(row, units, perFill.get(row.id) ?? null)),
    nextService: next ? upcomingDto(next, vehicle, units) : null,
    lastFuelEconomy:
      lastFuel && lastFigures?.value != null
        ? { value: lastFigures.value, unit: lastFigures.unit!, date: lastFuel.date }
        : lastEnergy
          ? { ...valueAndUnit(figures(null, lastEnergy.per100Km, units)), date: lastEnergy.date }
          : null,
  };
}
