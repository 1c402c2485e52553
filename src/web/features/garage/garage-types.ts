// The garage API's reply shapes as the web app reads them (docs/api-garage.md). Kept in one place
// so the pages do not depend on how each route spells its reply.

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

export const SERVICE_LABELS: Record<ServiceType, string> = {
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

export function serviceLabel(type: string): string {
  return SERVICE_LABELS[type as ServiceType] ?? type.replaceAll('_', ' ');
}

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

export const EXPENSE_LABELS: Record<ExpenseCategory, string> = {
  insurance: 'Insurance',
  registration_tax: 'Registration/tax',
  parking: 'Parking',
  tolls: 'Tolls',
  loan_lease: 'Loan/lease',
  cleaning: 'Cleaning',
  accessories: 'Accessories',
  other: 'Other',
};

export function expenseLabel(category: string): string {
  return EXPENSE_LABELS[category as ExpenseCategory] ?? category;
}

export const RECURRENCES = ['none', 'monthly', 'yearly'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

export const COST_PERIODS = ['this_year', '12_months', 'all'] as const;
export type CostPeriod = (typeof COST_PERIODS)[number];

// The replies below are read in canonical units (km, litres, kWh; money as a decimal).

export interface MaintenanceRecord {
  id: string;
  vehicleId: string;
  type: string;
  description: string;
  date: string;
  mileage: number | null;
  cost: number;
  currency: string;
  receiptUrl: string | null;
}

export interface FuelEconomyFigures {
  lPer100Km: number | null;
  kwhPer100Km: number | null;
}

export interface FuelRecord {
  id: string;
  vehicleId: string;
  date: string;
  cost: number;
  currency: string;
  volume: number | null;
  kwh: number | null;
  odometer: number | null;
  fullTank: boolean;
  missedPrevious: boolean;
  grade: string | null;
  /** The economy of the stretch this full fill closes (Fuelly's rule), else null. */
  economy: FuelEconomyFigures | null;
}

export interface ExpenseRecord {
  id: string;
  vehicleId: string;
  category: string;
  amount: number;
  currency: string;
  date: string;
  note: string;
  recurring: Recurrence;
}

export interface Reminder {
  id: string;
  vehicleId: string;
  title: string;
  serviceType: string | null;
  dueDate: string | null;
  dueMileage: number | null;
  repeatMonths: number | null;
  repeatDistance: number | null;
  completedAt: string | null;
}

export type { DecodedVin as VinDecode } from '../../../shared/vehicle-data.ts';

export type DueStatus = 'overdue' | 'due_soon' | 'later';

export interface UpcomingService {
  itemKey: string;
  vehicleId: string;
  vehicleName: string;
  kind: 'schedule' | 'reminder';
  serviceType: string | null;
  title: string;
  status: DueStatus;
  dueDate: string | null;
  dueMileage: number | null;
  projectedDate: string | null;
  effectiveDate: string | null;
  distanceLeft: number | null;
  daysLeft: number | null;
  lastDoneDate: string | null;
  lastDoneMileage: number | null;
  source: string | null;
}

export interface FuelEconomySummary {
  averageLPer100Km: number | null;
  averageKwhPer100Km: number | null;
  trend: Array<{
    date: string;
    odometer: number;
    lPer100Km: number | null;
    kwhPer100Km: number | null;
  }>;
}

export interface Vehicle {
  id: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  mileage: number;
  purchaseDate: string | null;
  addedToGarageDate: string;
  imageUrl: string | null;
  vin: string | null;
  nickname: string | null;
  colour: string | null;
  plate: string | null;
  fuelType: string | null;
  maintenanceRecords: MaintenanceRecord[];
  fuelRecords: FuelRecord[];
  nextService: UpcomingService | null;
}

export interface VehicleDetail extends Vehicle {
  expenses: ExpenseRecord[];
  reminders: Reminder[];
  fuelEconomy: FuelEconomySummary;
  upcomingServices: UpcomingService[];
}

export function isElectric(fuelType: string | null | undefined) {
  return fuelType === 'electric';
}

export function vehicleTitle(vehicle: Pick<Vehicle, 'year' | 'make' | 'model' | 'trim'>): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
}
