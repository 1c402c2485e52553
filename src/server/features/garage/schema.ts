// The garage's tables. SPEC.md §3 names vehicles, maintenance_records and fuel_records (kept as
// written); expenses, reminders, notices and unit settings are Odo's. Storage is canonical: km,
// litres, kWh, integer cents with a currency. db/schema.ts gathers these with the other tables.
import { relations } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// References are lazy (() => users.id): this module and db/schema.ts import each other.
const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

const vehicleId = () =>
  uuid('vehicle_id')
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' });

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim').notNull().default(''),
    /** Odometer in km; follows the highest record, never goes down by itself. */
    mileage: integer('mileage').notNull().default(0),
    /** km when the car was added: where the schedule starts for items with no record yet. */
    initialMileage: integer('initial_mileage').notNull().default(0),
    purchaseDate: date('purchase_date'),
    imageUrl: text('image_url'),
    vin: text('vin'),
    nickname: text('nickname'),
    colour: text('colour'),
    plate: text('plate'),
    /** petrol | diesel | hybrid | plug_in_hybrid | electric | lpg_cng (null: not given). */
    fuelType: text('fuel_type'),
    /** Where the car was sold new: na | eu | other (null: not known); the VIN's when not given. */
    market: text('market'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vehicles_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

export const maintenanceRecords = pgTable(
  'maintenance_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    vehicleId: vehicleId(),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    date: date('date').notNull(),
    /** km, to the metre: a reading in miles converts back exactly (issue 29). */
    mileage: doublePrecision('mileage'),
    costCents: integer('cost_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    receiptUrl: text('receipt_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('maintenance_records_user_id_idx').on(t.userId),
    index('maintenance_records_vehicle_id_date_idx').on(t.vehicleId, t.date),
  ],
);

export const fuelRecords = pgTable(
  'fuel_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    vehicleId: vehicleId(),
    date: date('date').notNull(),
    costCents: integer('cost_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    /** Litres of liquid fuel (null for a charge). */
    volume: doublePrecision('volume'),
    /** kWh charged (null for liquid fuel). */
    kwh: doublePrecision('kwh'),
    /** km, to the metre: a reading in miles converts back exactly and per-fill economy keeps
     * the source app's figure (issue 29). */
    odometer: doublePrecision('odometer'),
    fullTank: boolean('full_tank').notNull().default(true),
    missedPrevious: boolean('missed_previous').notNull().default(false),
    grade: text('grade'),
    /** The pump receipt's photo, kept if the user asked (issue 29). */
    receiptUrl: text('receipt_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fuel_records_user_id_idx').on(t.userId),
    index('fuel_records_vehicle_id_date_idx').on(t.vehicleId, t.date),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    vehicleId: vehicleId(),
    /** insurance | registration_tax | parking | tolls | loan_lease | cleaning | accessories | other */
    category: text('category').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The first (or only) date it is paid. */
    date: date('date').notNull(),
    note: text('note').notNull().default(''),
    /** none | monthly | yearly: occurrences are expanded when read, never written as rows. */
    recurring: text('recurring').notNull().default('none'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('expenses_user_id_date_idx').on(t.userId, t.date),
    index('expenses_vehicle_id_date_idx').on(t.vehicleId, t.date),
  ],
);

/** The user's own reminders: due by date and/or distance, one-off or repeating. */
export const serviceReminders = pgTable(
  'service_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    vehicleId: vehicleId(),
    title: text('title').notNull(),
    serviceType: text('service_type'),
    dueDate: date('due_date'),
    /** km */
    dueMileage: integer('due_mileage'),
    repeatMonths: integer('repeat_months'),
    /** km */
    repeatKm: integer('repeat_km'),
    /** Set when a one-off reminder is marked done (repeating ones move their due instead). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('service_reminders_user_id_idx').on(t.userId),
    index('service_reminders_vehicle_id_idx').on(t.vehicleId),
  ],
);

/**
 * One row per (vehicle, item, due) the daily job has announced: the unique index is what makes
 * the announcement happen exactly once, however many instances run the job at the same time.
 */
export const serviceDueNotices = pgTable(
  'service_due_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    vehicleId: vehicleId(),
    itemKey: text('item_key').notNull(),
    /** What was due (date and/or km), so the next due of the same item is announced again. */
    dueKey: text('due_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('service_due_notices_vehicle_item_due_idx').on(t.vehicleId, t.itemKey, t.dueKey),
    index('service_due_notices_user_id_idx').on(t.userId),
  ],
);

/** Display units and currency per user (storage stays km, litres and cents). */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  distanceUnit: text('distance_unit').notNull().default('km'),
  volumeUnit: text('volume_unit').notNull().default('l'),
  currency: text('currency').notNull(),
  /** Appearance: system, light or dark (the settings page; decided in the browser before paint). */
  theme: text('theme').notNull().default('system'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Relations let `db.query.vehicles.findMany({ with })` fetch a garage in one statement.
export const vehiclesRelations = relations(vehicles, ({ many }) => ({
  maintenanceRecords: many(maintenanceRecords),
  fuelRecords: many(fuelRecords),
  expenses: many(expenses),
  serviceReminders: many(serviceReminders),
}));

export const maintenanceRecordsRelations = relations(maintenanceRecords, ({ one }) => ({
  vehicle: one(vehicles, { fields: [maintenanceRecords.vehicleId], references: [vehicles.id] }),
}));

export const fuelRecordsRelations = relations(fuelRecords, ({ one }) => ({
  vehicle: one(vehicles, { fields: [fuelRecords.vehicleId], references: [vehicles.id] }),
}));

export const expensesRelations = relations(expenses, ({ one }) => ({
  vehicle: one(vehicles, { fields: [expenses.vehicleId], references: [vehicles.id] }),
}));

export const serviceRemindersRelations = relations(serviceReminders, ({ one }) => ({
  vehicle: one(vehicles, { fields: [serviceReminders.vehicleId], references: [vehicles.id] }),
}));

/**
 * Read-only links to a vehicle's printable service history, for a buyer or a mechanic. Only the
 * SHA-256 of the token is stored, so a database leak does not open anyone's history.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    vehicleId: vehicleId(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('share_links_token_hash_idx').on(t.tokenHash),
    index('share_links_vehicle_id_idx').on(t.vehicleId),
    index('share_links_user_id_idx').on(t.userId),
  ],
);

/**
 * A counter per user that every write to the garage bumps in its own transaction (database
 * triggers, migration 0006), so a cached garage list can be checked for freshness with one read.
 */
export const garageVersions = pgTable('garage_versions', {
  // No foreign key: deleting an account cascades through the garage, whose triggers bump this
  // row while the user row is already gone. A deleted user's counter is a harmless orphan.
  userId: text('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
