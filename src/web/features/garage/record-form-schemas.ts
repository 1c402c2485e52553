// The record forms (maintenance, fuel, expense, reminder): what the user types, in their units,
// and how it becomes the API's canonical input. The server validates the same bounds again.
import { z } from 'zod';
import {
  EXPENSE_CATEGORIES,
  RECURRENCES,
  SERVICE_TYPES,
  type ExpenseInput,
  type FuelInput,
  type MaintenanceInput,
  type ReminderInput,
} from '../../../shared/garage.ts';
import { fromDistance, fromVolume, todayIso, type UnitPrefs } from './units.ts';

export const MAX_COST = 1_000_000;
export const MAX_DISTANCE_KM = 2_000_000;

const decimal = /^\d+([.,]\d+)?$/;
const toNumber = (value: string) => Number(value.trim().replace(',', '.'));

const requiredNumber = (label: string, max?: number, maxMessage?: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}`)
    .refine((value) => decimal.test(value), 'Enter a number, 0 or more')
    .refine((value) => max === undefined || toNumber(value) <= max, maxMessage ?? 'Too high');

const optionalNumber = z
  .string()
  .trim()
  .refine((value) => !value || decimal.test(value), 'Enter a number, 0 or more');

const pastDate = z
  .string()
  .min(1, 'Enter the date')
  .refine((value) => value <= todayIso(), 'The date cannot be in the future');

const money = requiredNumber('amount', MAX_COST, 'That amount is too high');

// ---------------------------------------------------------------- maintenance

export const maintenanceFormSchema = z.object({
  type: z.enum(SERVICE_TYPES, { error: 'Choose a service' }),
  description: z.string().trim().max(2000, 'At most 2000 characters'),
  date: pastDate,
  mileage: requiredNumber('mileage'),
  cost: money,
});
export type MaintenanceFormValues = z.input<typeof maintenanceFormSchema>;

export function toMaintenanceInput(
  values: MaintenanceFormValues,
  prefs: UnitPrefs,
): MaintenanceInput {
  return {
    type: values.type,
    description: values.description.trim(),
    date: values.date,
    mileage: Math.round(fromDistance(toNumber(values.mileage), prefs.distance)),
    cost: toNumber(values.cost),
  };
}

// ---------------------------------------------------------------- fuel

export const fuelFormSchema = z
  .object({
    date: pastDate,
    cost: money,
    quantity: requiredNumber('amount filled'),
    odometer: requiredNumber('odometer reading'),
    fullTank: z.boolean(),
    missedPrevious: z.boolean(),
    grade: z.string().trim().max(40, 'At most 40 characters'),
  })
  .refine((values) => toNumber(values.quantity) > 0, {
    message: 'The amount filled must be above 0',
    path: ['quantity'],
  });
export type FuelFormValues = z.input<typeof fuelFormSchema>;

/** `electric`: the quantity is kWh; otherwise a volume in the user's unit. */
export function toFuelInput(
  values: FuelFormValues,
  prefs: UnitPrefs,
  electric: boolean,
): FuelInput {
  const quantity = toNumber(values.quantity);
  return {
    date: values.date,
    cost: toNumber(values.cost),
    ...(electric
      ? { kwh: quantity, volume: null }
      : { volume: Math.round(fromVolume(quantity, prefs.volume) * 1000) / 1000, kwh: null }),
    odometer: Math.round(fromDistance(toNumber(values.odometer), prefs.distance)),
    fullTank: values.fullTank,
    missedPrevious: values.missedPrevious,
    grade: values.grade.trim() || null,
  };
}

// ---------------------------------------------------------------- expenses

export const expenseFormSchema = z.object({
  category: z.enum(EXPENSE_CATEGORIES, { error: 'Choose a category' }),
  amount: money,
  date: pastDate,
  note: z.string().trim().max(500, 'At most 500 characters'),
  recurring: z.enum(RECURRENCES),
});
export type ExpenseFormValues = z.input<typeof expenseFormSchema>;

export function toExpenseInput(values: ExpenseFormValues): ExpenseInput {
  return {
    category: values.category,
    amount: toNumber(values.amount),
    date: values.date,
    note: values.note.trim(),
    recurring: values.recurring,
  };
}

// ---------------------------------------------------------------- reminders

export const reminderFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Give the reminder a title').max(120, 'At most 120 characters'),
    serviceType: z.union([z.literal(''), z.enum(SERVICE_TYPES)]),
    dueDate: z.string(),
    dueMileage: optionalNumber,
    repeat: z.boolean(),
    repeatMonths: optionalNumber,
    repeatDistance: optionalNumber,
  })
  .refine((values) => values.dueDate || values.dueMileage.trim(), {
    message: 'Give a due date, a due mileage, or both',
    path: ['dueDate'],
  })
  .refine(
    (values) => !values.repeat || values.repeatMonths.trim() || values.repeatDistance.trim(),
    {
      message: 'Say how often it repeats: every so many months, so much distance, or both',
      path: ['repeatMonths'],
    },
  );
export type ReminderFormValues = z.input<typeof reminderFormSchema>;

export function toReminderInput(values: ReminderFormValues, prefs: UnitPrefs): ReminderInput {
  const distance = (value: string) =>
    value.trim() ? Math.round(fromDistance(toNumber(value), prefs.distance)) : null;
  return {
    title: values.title.trim(),
    serviceType: values.serviceType || null,
    dueDate: values.dueDate || null,
    dueMileage: distance(values.dueMileage),
    repeatMonths:
      values.repeat && values.repeatMonths.trim()
        ? Math.round(toNumber(values.repeatMonths))
        : null,
    repeatDistance: values.repeat ? distance(values.repeatDistance) : null,
  };
}
