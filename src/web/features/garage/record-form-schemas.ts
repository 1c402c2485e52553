// The record forms (maintenance, fuel, expense, reminder): what the user types, in their units,
// and how it becomes the API's canonical input. Each field is checked by src/shared's schema once
// converted (see form-fields.ts), so the bounds and messages are the server's.
import { z } from 'zod';
import { REMINDER_DUE_MESSAGE, SERVICE_TYPES } from '../../../shared/garage-vocab.ts';
import {
  expenseFields,
  fuelFields,
  maintenanceFields,
  reminderFields,
  type ExpenseInput,
  type FuelInput,
  type MaintenanceInput,
  type ReminderInput,
} from '../../../shared/garage.ts';
import { round, toKm, toLitres } from '../../../shared/units-vocab.ts';
import { checkedText, numberText, parseDecimal } from '../../lib/form-fields.ts';
import type { UnitPrefs } from './units.ts';

type Distance = Pick<UnitPrefs, 'distance'>;

/** What the forms send for a typed distance: whole kilometres. */
const kmOf = (value: number, prefs: Distance) => Math.round(toKm(value, prefs.distance));
/** What a fill-up form sends for its odometer: km to the metre (a reading in miles stays exact). */
const readingKmOf = (value: number, prefs: Distance) => round(toKm(value, prefs.distance), 3);
/** What the fuel form sends for a typed volume: litres, to the millilitre. */
const litresOf = (value: number, prefs: Pick<UnitPrefs, 'volume'>) =>
  round(toLitres(value, prefs.volume), 3);

const date = checkedText(maintenanceFields.date, 'Enter the date.');
const money = (label: string) =>
  numberText(maintenanceFields.cost, { required: `Enter the ${label}.` });
const distance = (field: z.ZodType, prefs: Distance, required: string | null) =>
  numberText(field, { required, toApi: (value) => kmOf(value, prefs) });

// ---------------------------------------------------------------- maintenance

export function maintenanceFormSchema(prefs: Distance) {
  return z.object({
    type: maintenanceFields.type,
    description: maintenanceFields.description,
    date,
    mileage: distance(maintenanceFields.mileage, prefs, 'Enter the mileage.'),
    cost: money('cost'),
  });
}
export type MaintenanceFormValues = z.input<ReturnType<typeof maintenanceFormSchema>>;

export function toMaintenanceInput(
  values: MaintenanceFormValues,
  prefs: Distance,
): MaintenanceInput {
  return {
    type: values.type,
    description: values.description.trim(),
    date: values.date,
    mileage: kmOf(parseDecimal(values.mileage), prefs),
    cost: parseDecimal(values.cost),
  };
}

// ---------------------------------------------------------------- fuel

/** `electric`: the quantity is kWh; otherwise a volume in the user's unit. */
export function fuelFormSchema(prefs: UnitPrefs, electric: boolean) {
  return z.object({
    date,
    cost: money('cost'),
    quantity: electric
      ? numberText(fuelFields.kwh, { required: 'Enter the energy charged.' })
      : numberText(fuelFields.volume, {
          required: 'Enter the amount filled.',
          toApi: (value) => litresOf(value, prefs),
        }),
    odometer: distance(fuelFields.odometer, prefs, 'Enter the odometer reading.'),
    fullTank: z.boolean(),
    missedPrevious: z.boolean(),
    grade: checkedText(fuelFields.grade),
  });
}
export type FuelFormValues = z.input<ReturnType<typeof fuelFormSchema>>;

export function toFuelInput(
  values: FuelFormValues,
  prefs: UnitPrefs,
  electric: boolean,
): FuelInput {
  const quantity = parseDecimal(values.quantity);
  return {
    date: values.date,
    cost: parseDecimal(values.cost),
    ...(electric
      ? { kwh: quantity, volume: null }
      : { volume: litresOf(quantity, prefs), kwh: null }),
    odometer: readingKmOf(parseDecimal(values.odometer), prefs),
    fullTank: values.fullTank,
    missedPrevious: values.missedPrevious,
    grade: values.grade.trim() || null,
  };
}

// ---------------------------------------------------------------- expenses

export const expenseFormSchema = z.object({
  category: expenseFields.category,
  amount: numberText(expenseFields.amount, { required: 'Enter the amount.' }),
  date,
  note: expenseFields.note,
  recurring: expenseFields.recurring,
});
export type ExpenseFormValues = z.input<typeof expenseFormSchema>;

export function toExpenseInput(values: ExpenseFormValues): ExpenseInput {
  return {
    category: values.category,
    amount: parseDecimal(values.amount),
    date: values.date,
    note: values.note.trim(),
    recurring: values.recurring,
  };
}

// ---------------------------------------------------------------- reminders

export function reminderFormSchema(prefs: Distance) {
  // Checked only while "Repeat" is on: the hidden fields keep what was typed.
  const repeatFields = {
    repeatMonths: numberText(reminderFields.repeatMonths, { required: null, toApi: Math.round }),
    repeatDistance: distance(reminderFields.repeatDistance, prefs, null),
  };
  return z
    .object({
      title: reminderFields.title,
      serviceType: z.union([z.literal(''), z.enum(SERVICE_TYPES)]),
      dueDate: checkedText(reminderFields.dueDate),
      dueMileage: distance(reminderFields.dueMileage, prefs, null),
      repeat: z.boolean(),
      repeatMonths: z.string(),
      repeatDistance: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!values.repeat) return;
      for (const name of ['repeatMonths', 'repeatDistance'] as const) {
        for (const issue of repeatFields[name].safeParse(values[name]).error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [name] });
        }
      }
    })
    .refine((values) => values.dueDate || values.dueMileage.trim(), {
      message: REMINDER_DUE_MESSAGE,
      path: ['dueDate'],
    })
    .refine(
      (values) => !values.repeat || values.repeatMonths.trim() || values.repeatDistance.trim(),
      {
        message: 'Say how often it repeats: every so many months, so much distance, or both.',
        path: ['repeatMonths'],
      },
    );
}
export type ReminderFormValues = z.input<ReturnType<typeof reminderFormSchema>>;

export function toReminderInput(values: ReminderFormValues, prefs: Distance): ReminderInput {
  const distanceOrNull = (value: string) =>
    value.trim() ? kmOf(parseDecimal(value), prefs) : null;
  return {
    title: values.title.trim(),
    serviceType: values.serviceType || null,
    dueDate: values.dueDate || null,
    dueMileage: distanceOrNull(values.dueMileage),
    repeatMonths:
      values.repeat && values.repeatMonths.trim()
        ? Math.round(parseDecimal(values.repeatMonths))
        : null,
    repeatDistance: values.repeat ? distanceOrNull(values.repeatDistance) : null,
  };
}
