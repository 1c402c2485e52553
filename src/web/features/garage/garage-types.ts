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
  'registration',
  'parking',
  'tolls',
  'loan',
  'cleaning',
  'accessories',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_LABELS: Record<ExpenseCategory, string> = {
  insurance: 'Insurance',
  registration: 'Registration/tax',
  parking: 'Parking',
  tolls: 'Tolls',
  loan: 'Loan/lease',
  cleaning: 'Cleaning',
  accessories: 'Accessories',
  other: 'Other',
};

export function expenseLabel(category: string): string {
  return EXPENSE_LABELS[category as ExpenseCategory] ?? category;
}

export interface MaintenanceRecord {
  id: string;
  vehicleId: string;
  type: string;
  description: string | null;
  date: string;
  /** km */
  mileage: number;
  cost: number;
  receiptUrl?: string | null;
}

export interface FuelRecord {
  id: string;
  vehicleId: string;
  date: string;
  cost: number;
  /** litres */
  volume: number | null;
  kwh: number | null;
  /** km */
  odometer: number;
  fullTank: boolean;
  missedPrevious: boolean;
  grade?: string | null;
  /** L/100 km (kWh/100 km when charging) since the previous full fill, when computable. */
  economy?: number | null;
}

export interface ExpenseRecord {
  id: string;
  vehicleId: string;
  category: string;
  amount: number;
  date: string;
  note: string | null;
  recurring: 'monthly' | 'yearly' | null;
}

export interface VinDecode {
  vin: string;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  body?: string | null;
  engine?: string | null;
  fuelType?: string | null;
  plant?: string | null;
  safety?: string[] | null;
}

export interface Vehicle {
  id: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  /** km */
  mileage: number;
  purchaseDate: string | null;
  addedToGarageDate: string;
  image_url: string | null;
  vin: string | null;
  nickname: string | null;
  colour: string | null;
  plate: string | null;
  fuelType: string | null;
  maintenanceRecords: MaintenanceRecord[];
  fuelRecords: FuelRecord[];
  expenses?: ExpenseRecord[];
  specs?: Record<string, unknown> | null;
}

export type DueStatus = 'overdue' | 'due_soon' | 'later';

export interface UpcomingService {
  id: string;
  vehicleId: string;
  /** A service type id, or null for a custom reminder. */
  type: string | null;
  title: string;
  status: DueStatus;
  dueDate: string | null;
  /** km */
  dueMileage: number | null;
  reminderId?: string | null;
}

export function isElectric(fuelType: string | null | undefined) {
  return fuelType === 'electric';
}

export function vehicleTitle(vehicle: Pick<Vehicle, 'year' | 'make' | 'model' | 'trim'>): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
}
