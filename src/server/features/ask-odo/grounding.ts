// What Ask Odo knows about the asker: their garage (vehicles, records, expenses with their recurring
// occurrences, fuel economy, what is due) in their units and currency, read in one query scoped to
// their user id. The engine and the model's tools work from this, never from another user's rows.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type {
  CostsDto,
  ExpenseOccurrenceDto,
  FuelEconomySummary,
  UpcomingServiceDto,
  VehicleDto,
} from '../../../shared/garage.ts';
import type { Units } from '../../../shared/units.ts';
import type { DecodedVin } from '../../../shared/vehicle-data.ts';
import { garageCosts } from '../garage/costs-service.ts';
import { localDateIso } from '../garage/dates.ts';
import {
  economyOfCar,
  economySummary,
  scheduleOf,
  upcomingDto,
  vehicleDto,
} from '../garage/mappers.ts';
import { expandExpense } from '../garage/expenses-service.ts';
import {
  expenses,
  fuelRecords,
  maintenanceRecords,
  serviceReminders,
  vehicles,
} from '../garage/schema.ts';
import { getSettings } from '../garage/settings-service.ts';

export interface GroundedVehicle extends VehicleDto {
  expenseOccurrences: ExpenseOccurrenceDto[];
  fuelEconomy: FuelEconomySummary;
  upcoming: UpcomingServiceDto[];
}

/** One car's cost figures over everything recorded (the garage's own computation). */
export type GroundedCosts = CostsDto['byVehicle'][number];

export interface Grounding {
  today: string;
  units: Units;
  /** The user's display currency: new records are entered in it; each record keeps its own. */
  currency: string;
  vehicles: GroundedVehicle[];
  /** Per car: totals, distance and cost per km or mi, from GET /api/garage/costs?period=all. */
  costs: GroundedCosts[];
  /** A VIN written in the question, decoded offline (vPIC), or why it could not be. */
  vin?: { vin: string; decoded: DecodedVin | null; error: string | null };
}

export async function loadGrounding(
  db: Db,
  userId: string,
  options: { defaultCurrency: string; now?: Date; timeZone?: string },
): Promise<Grounding> {
  const now = options.now ?? new Date();
  const today = localDateIso(now, options.timeZone);
  const [settings, rows] = await Promise.all([
    getSettings(db, userId, options.defaultCurrency),
    db.query.vehicles.findMany({
      where: eq(vehicles.userId, userId),
      orderBy: [desc(vehicles.createdAt), desc(vehicles.id)],
      with: {
        maintenanceRecords: {
          orderBy: [desc(maintenanceRecords.date), desc(maintenanceRecords.createdAt)],
        },
        fuelRecords: {
          orderBy: [
            desc(fuelRecords.date),
            desc(fuelRecords.odometer),
            desc(fuelRecords.createdAt),
          ],
        },
        serviceReminders: { orderBy: [serviceReminders.dueDate, serviceReminders.createdAt] },
        expenses: { orderBy: [desc(expenses.date), desc(expenses.createdAt)] },
      },
    }),
  ]);
  const units: Units = { distance: settings.distanceUnit, volume: settings.volumeUnit };
  const costs = await garageCosts(db, userId, 'all', units, options.defaultCurrency, now);
  return {
    today,
    units,
    currency: settings.currency,
    costs: costs.byVehicle,
    vehicles: rows.map((row) => {
      const garageRows = {
        vehicle: row,
        maintenanceRecords: row.maintenanceRecords,
        fuelRecords: row.fuelRecords,
        reminders: row.serviceReminders,
      };
      const economy = economyOfCar(row.fuelRecords, row.fuelType, units);
      return {
        ...vehicleDto(garageRows, units, today, economy),
        expenseOccurrences: row.expenses.flatMap((expense) => expandExpense(expense, today)),
        fuelEconomy: economySummary(row.fuelRecords, row.fuelType, units, economy),
        upcoming: scheduleOf(garageRows, today).map((item) => upcomingDto(item, row, units)),
      };
    }),
  };
}
