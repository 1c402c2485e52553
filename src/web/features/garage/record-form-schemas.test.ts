import { describe, expect, it } from 'vitest';
import {
  FIRST_CAR_YEAR,
  latestToday,
  MAX_COST,
  MAX_COST_MESSAGE,
  MAX_DISTANCE_MESSAGE,
  MAX_MILEAGE_KM,
  maxCharsMessage,
  nextYear,
} from '../../../shared/garage-vocab.ts';
import { vinProblem } from '../../../shared/vin-rules.ts';
import { maintenanceInputSchema, vehicleInputSchema } from '../../../shared/garage.ts';
import { KM_PER_MI } from '../../../shared/units-vocab.ts';
import {
  expenseFormSchema,
  fuelFormSchema,
  maintenanceFormSchema,
  reminderFormSchema,
  toMaintenanceInput,
} from './record-form-schemas.ts';
import { EMPTY_VEHICLE_FORM, vehicleFormSchema } from './vehicle-form-schema.ts';

const KM = { distance: 'km', volume: 'l', currency: 'EUR' } as const;
const MI = { distance: 'mi', volume: 'us_gal', currency: 'USD' } as const;

/** The form's messages by field for `values`, or {} when they pass. */
function messages(
  schema: {
    safeParse: (v: unknown) => {
      error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
    };
  },
  values: unknown,
) {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    (out[String(issue.path[0])] ??= []).push(issue.message);
  }
  return out;
}

const service = {
  type: 'oil_change',
  description: '',
  date: '2025-03-01',
  mileage: '12000',
  cost: '89.90',
} as const;

describe('record forms take their bounds and messages from src/shared', () => {
  it('refuses a cost one above MAX_COST with the server message, and accepts MAX_COST', () => {
    const over = { ...service, cost: String(MAX_COST + 1) };
    expect(messages(maintenanceFormSchema(KM), over)).toEqual({ cost: [MAX_COST_MESSAGE] });
    // The server says the same of the same number.
    const server = maintenanceInputSchema.safeParse(toMaintenanceInput({ ...over }, KM));
    expect(server.error?.issues.map((issue) => issue.message)).toEqual([MAX_COST_MESSAGE]);
    expect(messages(maintenanceFormSchema(KM), { ...service, cost: String(MAX_COST) })).toEqual({});
    expect(
      messages(expenseFormSchema, {
        category: 'parking',
        amount: '1000000.01',
        date: '2025-03-01',
        note: '',
        recurring: 'none',
      }),
    ).toEqual({ amount: [MAX_COST_MESSAGE] });
  });

  it('checks distances in km after converting what the user typed in miles', () => {
    const maxMiles = Math.floor(MAX_MILEAGE_KM / KM_PER_MI);
    expect(messages(maintenanceFormSchema(MI), { ...service, mileage: String(maxMiles) })).toEqual(
      {},
    );
    expect(
      messages(maintenanceFormSchema(MI), { ...service, mileage: String(maxMiles + 1) }),
    ).toEqual({ mileage: [MAX_DISTANCE_MESSAGE] });
    // In km, the same number is far below the bound.
    expect(
      messages(maintenanceFormSchema(KM), { ...service, mileage: String(maxMiles + 1) }),
    ).toEqual({});
  });

  it('refuses dates after the latest "today" on Earth with the server message', () => {
    const tomorrow = new Date(Date.parse(latestToday()) + 86_400_000).toISOString().slice(0, 10);
    const fill = {
      date: tomorrow,
      cost: '50',
      quantity: '40',
      odometer: '12000',
      fullTank: true,
      missedPrevious: false,
      grade: '',
    };
    expect(messages(fuelFormSchema(KM, false), fill)).toEqual({
      date: ['The date cannot be in the future.'],
    });
    expect(messages(fuelFormSchema(KM, false), { ...fill, date: latestToday() })).toEqual({});
  });

  it('bounds the fill-up volume in litres and the charge in kWh', () => {
    const fill = {
      date: '2025-03-01',
      cost: '50',
      quantity: '600',
      odometer: '12000',
      fullTank: true,
      missedPrevious: false,
      grade: '',
    };
    // 600 US gal is 2,271 L: above the 2,000 L bound; 600 kWh is within 2,000 kWh.
    expect(messages(fuelFormSchema(MI, false), fill)).toEqual({ quantity: ['At most 2000 L.'] });
    expect(messages(fuelFormSchema(MI, true), fill)).toEqual({});
    expect(messages(fuelFormSchema(KM, false), { ...fill, quantity: '0' })).toEqual({
      quantity: ['The volume must be above 0.'],
    });
  });

  it('checks the repeat fields only while the reminder repeats', () => {
    const reminder = {
      title: 'Wipers',
      serviceType: '',
      dueDate: '2026-01-01',
      dueMileage: '',
      repeat: false,
      repeatMonths: '0',
      repeatDistance: '',
    } as const;
    expect(messages(reminderFormSchema(KM), reminder)).toEqual({});
    expect(messages(reminderFormSchema(KM), { ...reminder, repeat: true })).toEqual({
      repeatMonths: ['Repeat every 1 to 240 months.'],
    });
    expect(messages(reminderFormSchema(KM), { ...reminder, dueDate: '' })).toEqual({
      dueDate: ['Give a due date, a due mileage, or both.'],
    });
  });
});

describe('the vehicle form takes its bounds and messages from src/shared', () => {
  const car = {
    ...EMPTY_VEHICLE_FORM,
    year: '2003',
    make: 'Honda',
    model: 'Accord',
    mileage: '1000',
  };

  it('takes the years from FIRST_CAR_YEAR to next year, as the server does', () => {
    const form = vehicleFormSchema('km');
    expect(messages(form, { ...car, year: String(FIRST_CAR_YEAR) })).toEqual({});
    expect(messages(form, { ...car, year: String(nextYear()) })).toEqual({});
    const before = messages(form, { ...car, year: String(FIRST_CAR_YEAR - 1) });
    const after = messages(form, { ...car, year: String(nextYear() + 1) });
    const server = (year: number) =>
      vehicleInputSchema
        .safeParse({ year, make: 'Honda', model: 'Accord', mileage: 1000 })
        .error?.issues.map((issue) => issue.message);
    expect(before).toEqual({ year: server(FIRST_CAR_YEAR - 1) });
    expect(after).toEqual({ year: server(nextYear() + 1) });
  });

  it('uses the server text lengths and VIN rules', () => {
    const form = vehicleFormSchema('km');
    expect(messages(form, { ...car, nickname: 'n'.repeat(60) })).toEqual({});
    expect(messages(form, { ...car, nickname: 'n'.repeat(61) })).toEqual({
      nickname: [maxCharsMessage(60)],
    });
    expect(messages(form, { ...car, vin: '1HGCM82633A004353' })).toEqual({
      vin: [vinProblem('1HGCM82633A004353')],
    });
    expect(messages(form, { ...car, vin: '1hgcm82633a004352' })).toEqual({});
  });
});
