// The garage's vocabulary and reply shapes for the web app: lists and labels come from
// src/shared/garage.ts, reply types from the typed client (hc<AppType>), so nothing is re-declared.
import type { InferResponseType } from 'hono/client';
import type { api } from '../../lib/api-client.ts';
import type { CarMarket } from '../../../shared/car-market.ts';
import {
  EXPENSE_CATEGORY_LABELS,
  SERVICE_TYPE_LABELS,
  type ExpenseCategory,
  type ServiceType,
} from '../../../shared/garage-vocab.ts';

export {
  COST_PERIODS,
  EXPENSE_CATEGORIES,
  FUEL_TYPE_LABELS,
  FUEL_TYPES,
  RECURRENCES,
  SERVICE_TYPES,
  type CostPeriod,
  type DueStatus,
  type ExpenseCategory,
  type FuelType,
  type Recurrence,
  type ServiceType,
} from '../../../shared/garage-vocab.ts';

/** Where a car was sold, as the vehicle form and the specs block name it. */
export const SOLD_IN_LABELS: Record<CarMarket, string> = {
  na: 'North America',
  eu: 'Europe',
  other: 'Elsewhere',
};

export const SERVICE_LABELS = SERVICE_TYPE_LABELS;
export const EXPENSE_LABELS = EXPENSE_CATEGORY_LABELS;

export function serviceLabel(type: string): string {
  return SERVICE_LABELS[type as ServiceType] ?? type.replaceAll('_', ' ');
}

export function expenseLabel(category: string): string {
  return EXPENSE_LABELS[category as ExpenseCategory] ?? category;
}

// Replies as the fetchers ask for them: canonical units (km, litres, kWh; money as a decimal).

/** GET /api/garage/vehicles: one car of the list, with its maintenance and fuel records. */
export type Vehicle = InferResponseType<typeof api.garage.vehicles.$get, 200>[number];
/** GET /api/garage/vehicles/{id}: one car with expenses, reminders, economy and what is due. */
export type VehicleDetail = InferResponseType<(typeof api.garage.vehicles)[':id']['$get'], 200>;
export type MaintenanceRecord = Vehicle['maintenanceRecords'][number];
export type FuelRecord = Vehicle['fuelRecords'][number];
export type ExpenseRecord = VehicleDetail['expenses'][number];
export type Reminder = VehicleDetail['reminders'][number];
export type UpcomingService = VehicleDetail['upcomingServices'][number];
export type { VinDecode } from '../../lib/vehicle-data/decode-vin.ts';

export function isElectric(fuelType: string | null | undefined) {
  return fuelType === 'electric';
}

export function vehicleTitle(vehicle: Pick<Vehicle, 'year' | 'make' | 'model' | 'trim'>): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
}
