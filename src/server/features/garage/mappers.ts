// Database rows (km, litres, cents) → the camelCase JSON the API answers with, in the request's
// units. The computed fields (next service; economy, from economy-reply.ts) are added here too.
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
import {
  carEconomy,
  economySummaryOf,
  economyTrend,
  lastEconomy,
  type CarEconomy,
} from './economy-reply.ts';
import { scheduleFor, type DueItem, type OdometerPoint } from './schedule.ts';
import { iso } from '../../lib/timestamps.ts';

/** A record's columns that no answer shows: the garage query leaves them out (less to send and parse). */
export type UnreadColumns = 'userId' | 'updatedAt';

type VehicleRow = typeof vehicles.$inferSelect;
type MaintenanceRow = Omit<typeof maintenanceRecords.$inferSelect, UnreadColumns>;
type FuelRow = Omit<typeof fuelRecords.$inferSelect, UnreadColumns>;
type ExpenseRow = Omit<typeof expenses.$inferSelect, UnreadColumns>;
type ReminderRow = Omit<typeof serviceReminders.$inferSelect, UnreadColumns>;

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

/** A car's economy, computed once per reply (economy-reply.ts). */
export function economyOfCar(rows: FuelRow[], fuelType: string | null, units: Units): CarEconomy {
  return carEconomy(
    rows.map((row) => ({
      id: row.id,
      date: row.date,
      odometer: row.odometer,
      volume: row.volume,
      kwh: row.kwh,
      fullTank: row.fullTank,
      missedPrevious: row.missedPrevious,
    })),
    fuelType,
    units,
  );
}

/** The detail's `fuelEconomy` (pass the car's economy when the reply already computed it). */
export function economySummary(
  rows: FuelRow[],
  fuelType: string | null,
  units: Units,
  economy = economyOfCar(rows, fuelType, units),
): FuelEconomySummary {
  return economySummaryOf(economy, rows, (km) => distanceOut(km, units));
}

/** A vehicle with its records, in the request's units, with the fields the garage list shows. */
export function vehicleDto(
  rows: GarageRows,
  units: Units,
  today: string,
  economy = economyOfCar(rows.fuelRecords, rows.vehicle.fuelType, units),
): VehicleDto {
  const { vehicle } = rows;
  const next = scheduleOf(rows, today)[0];
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
    fuelRecords: rows.fuelRecords.map((row) =>
      fuelDto(row, units, economy.perFill.get(row.id) ?? null),
    ),
    nextService: next ? upcomingDto(next, vehicle, units) : null,
    lastFuelEconomy: lastEconomy(economy),
    economyTrend: economyTrend(economy),
  };
}
