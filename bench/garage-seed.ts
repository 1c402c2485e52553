// Set-based SQL that fills the garage tables for the bench (bench/run.ts): the benched user's
// 3 vehicles × 200 records, and 10,000 other users' garages. Plain SQL text, so the same
// statements run on PostgreSQL (pg) and on PGlite (exec), each in one transaction.

/** The benched user's garage: vehicles × records (maintenance + fuel), plus expenses and reminders. */
export const BENCH_GARAGE = {
  vehicles: 3,
  maintenancePerVehicle: 60,
  fuelPerVehicle: 140,
  expensesPerVehicle: 12,
  remindersPerVehicle: 2,
} as const;

/** The other users: each with a couple of vehicles and a few years of records. */
export const OTHER_GARAGES = {
  users: 10_000,
  vehiclesPerUser: 2,
  maintenancePerVehicle: 8,
  fuelPerVehicle: 16,
  expensesPerVehicle: 2,
  remindersPerVehicle: 1,
} as const;

export const OTHER_USER_PREFIX = 'bench-other-';

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

export interface RecordCounts {
  maintenancePerVehicle: number;
  fuelPerVehicle: number;
  expensesPerVehicle: number;
  remindersPerVehicle: number;
}

/**
 * Records for every vehicle matching `vehicleFilter` (a condition on `v`): fills weekly-ish going
 * back from today with a rising odometer (every 10th a partial fill), services in between, some
 * expenses and reminders. The vehicle's mileage is raised to its highest reading.
 */
export function recordsSql(vehicleFilter: string, counts: RecordCounts): string[] {
  const fills = counts.fuelPerVehicle;
  const services = counts.maintenancePerVehicle;
  const fillDays = 7;
  const serviceDays = Math.max(1, Math.floor((fills * fillDays) / Math.max(1, services)));
  const kmPerFill = 520;
  const kmPerDay = kmPerFill / fillDays;
  return [
    `insert into fuel_records (user_id, vehicle_id, date, cost_cents, currency, volume, kwh, odometer,
       full_tank, missed_previous, grade, created_at, updated_at)
     select v.user_id, v.id, current_date - (${fills} - g) * ${fillDays},
       4000 + (g * 37) % 3000, 'USD',
       case when v.fuel_type = 'electric' then null else 30 + ((g * 13) % 200) / 10.0 end,
       case when v.fuel_type = 'electric' then 40 + ((g * 11) % 300) / 10.0 else null end,
       v.initial_mileage + g * ${kmPerFill} + (g * 7) % 90,
       g % 10 <> 0, false, case when v.fuel_type = 'electric' then null else 'regular' end,
       now() - (${fills} - g) * interval '${fillDays} days',
       now() - (${fills} - g) * interval '${fillDays} days'
     from vehicles v cross join generate_series(1, ${fills}) g
     where ${vehicleFilter}`,
    `insert into maintenance_records (user_id, vehicle_id, type, description, date, mileage,
       cost_cents, currency, created_at, updated_at)
     select v.user_id, v.id,
       (array['oil_change','tyre_rotation','brake_pads','air_filter','cabin_filter','inspection',
              'coolant','battery','tyres','other'])[1 + g % 10],
       'Service ' || g || ' at the usual garage',
       current_date - (${services} - g) * ${serviceDays} - 3,
       v.initial_mileage + round(g * ${serviceDays} * ${kmPerDay})::int,
       6000 + (g * 53) % 40000, 'USD',
       now() - (${services} - g) * interval '${serviceDays} days',
       now() - (${services} - g) * interval '${serviceDays} days'
     from vehicles v cross join generate_series(1, ${services}) g
     where ${vehicleFilter}`,
    `insert into expenses (user_id, vehicle_id, category, amount_cents, currency, date, note,
       recurring)
     select v.user_id, v.id,
       (array['insurance','registration_tax','parking','tolls','cleaning','accessories'])[1 + g % 6],
       2000 + (g * 71) % 90000, 'USD', current_date - g * 30, 'Expense ' || g,
       case when g = 1 then 'yearly' else 'none' end
     from vehicles v cross join generate_series(1, ${counts.expensesPerVehicle}) g
     where ${vehicleFilter}`,
    `insert into service_reminders (user_id, vehicle_id, title, service_type, due_date,
       due_mileage, repeat_months, repeat_km)
     select v.user_id, v.id, 'Reminder ' || g,
       case when g % 2 = 1 then 'oil_change' else null end,
       current_date + g * 20, v.initial_mileage + ${fills * kmPerFill} + g * 1000,
       case when g % 2 = 1 then 12 else null end, null
     from vehicles v cross join generate_series(1, ${counts.remindersPerVehicle}) g
     where ${vehicleFilter}`,
    `update vehicles v set mileage = v.initial_mileage + ${fills * kmPerFill + 90}
     where ${vehicleFilter}`,
  ];
}

/** The benched user's garage (its users row exists: the user signed up through the API). */
export function benchGarageSql(userId: string): string[] {
  const user = literal(userId);
  const g = BENCH_GARAGE;
  return [
    `insert into vehicles (user_id, year, make, model, trim, initial_mileage, vin, nickname,
       colour, plate, fuel_type, purchase_date, created_at, updated_at)
     select ${user}, (array[2003, 2015, 2019])[k], (array['Honda', 'Ford', 'Toyota'])[k],
       (array['Accord', 'F-150', 'Prius'])[k], (array['EX-V6', 'XLT', 'Limited'])[k],
       (array[80000, 40000, 15000])[k],
       (array['1HGCM82633A004352', '1FTFW1ET9DFC10312', 'JTDKB20U193476321'])[k],
       'Car ' || k, (array['Silver', 'Blue', 'White'])[k], 'BENCH-' || k,
       (array['petrol', 'diesel', 'hybrid'])[k], current_date - 3650,
       now() - (10 - k) * interval '1 day', now() - (10 - k) * interval '1 day'
     from generate_series(1, ${g.vehicles}) k`,
    ...recordsSql(`v.user_id = ${user}`, g),
  ];
}

/**
 * 10,000 other users, each with a couple of vehicles and their records. Only the rows the garage
 * needs: auth_users (users.id references it) and users; no accounts or sessions.
 */
export function otherGaragesSql(): string[] {
  const o = OTHER_GARAGES;
  const id = (column: string) => `'${OTHER_USER_PREFIX}' || ${column}`;
  return [
    `insert into auth_users (id, name, email)
     select ${id('u')}, 'Other ' || u, ${id('u')} || '@example.com'
     from generate_series(1, ${o.users}) u`,
    `insert into users (id, name)
     select ${id('u')}, 'Other ' || u from generate_series(1, ${o.users}) u`,
    `insert into vehicles (user_id, year, make, model, initial_mileage, fuel_type, created_at,
       updated_at)
     select ${id('u')}, 2005 + (u + k) % 19,
       (array['Honda', 'Toyota', 'Ford', 'BMW', 'Volkswagen', 'Tesla'])[1 + (u + k) % 6],
       (array['Civic', 'Corolla', 'Focus', '320i', 'Golf', 'Model 3'])[1 + (u + k) % 6],
       (u * 7919) % 150000,
       case when (u + k) % 6 = 5 then 'electric' else 'petrol' end,
       now() - (u % 1000) * interval '1 day' - k * interval '1 hour',
       now() - (u % 1000) * interval '1 day'
     from generate_series(1, ${o.users}) u cross join generate_series(1, ${o.vehiclesPerUser}) k`,
    ...recordsSql(`v.user_id like '${OTHER_USER_PREFIX}%'`, o),
  ];
}

/** Rows the other garages add (for the report). */
export function otherGaragesRowCount(): number {
  const o = OTHER_GARAGES;
  const perVehicle =
    o.maintenancePerVehicle + o.fuelPerVehicle + o.expensesPerVehicle + o.remindersPerVehicle;
  return o.users * (2 + o.vehiclesPerUser * (1 + perVehicle));
}
