// POST /api/garage/import: the request (preview or commit of a CSV file), the Odo fields a CSV
// column can be mapped to, and the replies, shared by the server's validator and the import dialog.
import { z } from 'zod';
import { DISTANCE_UNITS, VOLUME_UNITS, type Units } from './units.ts';

export const IMPORT_PRESETS = [
  'odo',
  'fuelly',
  'lubelogger_fuel',
  'lubelogger_service',
  'drivvo_fuel',
  'drivvo_service',
  'drivvo_expense',
  'fuelly_service',
  'spritmonitor',
  'simplyauto',
  'acar',
  'custom',
] as const;
export type ImportPreset = (typeof IMPORT_PRESETS)[number];
export const IMPORT_PRESET_LABELS: Record<ImportPreset, string> = {
  odo: 'Odo export',
  fuelly: 'Fuelly export',
  lubelogger_fuel: 'LubeLogger fuel records',
  lubelogger_service: 'LubeLogger service, repair, upgrade or tax records',
  drivvo_fuel: 'Drivvo refuelling',
  drivvo_service: 'Drivvo services',
  drivvo_expense: 'Drivvo expenses',
  fuelly_service: 'Fuelly services',
  spritmonitor: 'Spritmonitor fuel or costs',
  simplyauto: 'Simply Auto Fuel_Log.csv',
  acar: 'aCar / Fuelly for Android',
  custom: 'Other (map the columns yourself)',
};

export const IMPORT_RECORD_TYPES = ['fuel', 'maintenance', 'expense'] as const;
export type ImportRecordType = (typeof IMPORT_RECORD_TYPES)[number];
export const IMPORT_RECORD_TYPE_LABELS: Record<ImportRecordType, string> = {
  fuel: 'Fill-ups',
  maintenance: 'Maintenance',
  expense: 'Expenses',
};

/** The Odo fields a CSV column can fill. */
export const IMPORT_FIELDS = [
  'recordType',
  'date',
  'odometer',
  'cost',
  'currency',
  'pricePerUnit',
  'volume',
  'kwh',
  'fullTank',
  'partialFill',
  'missedPrevious',
  'grade',
  'serviceType',
  'description',
  'category',
  'recurring',
  'note',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  recordType: 'Record type (fuel, maintenance, expense)',
  date: 'Date',
  odometer: 'Odometer',
  cost: 'Total cost',
  currency: 'Currency (e.g. USD, EUR; else your display currency)',
  pricePerUnit: 'Price per unit (cost = price × volume)',
  volume: 'Volume',
  kwh: 'Energy (kWh)',
  fullTank: 'Full tank (yes/no)',
  partialFill: 'Partial fill (yes/no)',
  missedPrevious: 'Missed previous fill-up (yes/no)',
  grade: 'Fuel grade',
  serviceType: 'Service type',
  description: 'Description',
  category: 'Expense category',
  recurring: 'Recurring (none, monthly, yearly)',
  note: 'Notes',
};

/** The fields that matter for each record type (the mapping step shows these). */
export const IMPORT_FIELDS_BY_TYPE: Record<ImportRecordType, readonly ImportField[]> = {
  fuel: [
    'date',
    'odometer',
    'cost',
    'currency',
    'pricePerUnit',
    'volume',
    'kwh',
    'fullTank',
    'partialFill',
    'missedPrevious',
    'grade',
  ],
  maintenance: ['date', 'odometer', 'cost', 'currency', 'serviceType', 'description', 'note'],
  expense: ['date', 'cost', 'currency', 'category', 'recurring', 'note'],
};

/** Always needed, per record type; "cost" may come from price × volume for fill-ups. */
export const IMPORT_REQUIRED_FIELDS: Record<ImportRecordType, readonly ImportField[]> = {
  fuel: ['date', 'odometer', 'cost', 'volume'],
  maintenance: ['date', 'odometer', 'cost'],
  expense: ['date', 'cost'],
};

export const IMPORT_DATE_FORMATS = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'DD.MM.YYYY',
  'MM-DD-YYYY',
  'DD-MM-YYYY',
] as const;
export type ImportDateFormat = (typeof IMPORT_DATE_FORMATS)[number];

/** The app-wide body limit is 2 MB; the CSV text must leave room for the rest of the JSON. */
export const IMPORT_MAX_CSV_CHARS = 2_000_000;
/** Records per import (every section together); a larger file is refused with this number. */
export const IMPORT_MAX_ROWS = 5_000;
/** How many rows a preview sends back (every error is listed, whatever this says). */
export const IMPORT_PREVIEW_ROWS = 200;

export const importMappingSchema = z.partialRecord(
  z.enum(IMPORT_FIELDS),
  z.string().max(200).nullable(),
);
export type ImportMapping = Partial<Record<ImportField, string | null>>;

export const importRequestSchema = z.strictObject({
  /** Any string: a malformed id is a 404 like another user's. */
  vehicleId: z.string({ error: 'Choose the vehicle to import into.' }).max(100),
  csv: z
    .string({ error: 'Send the CSV file as text in "csv".' })
    .max(IMPORT_MAX_CSV_CHARS, 'The file is larger than 2 MB.'),
  preset: z.enum(IMPORT_PRESETS, { error: 'Unknown preset.' }).optional(),
  recordType: z
    .enum(IMPORT_RECORD_TYPES, { error: 'Use fuel, maintenance or expense.' })
    .optional(),
  mapping: importMappingSchema.optional(),
  units: z
    .strictObject({ distance: z.enum(DISTANCE_UNITS), volume: z.enum(VOLUME_UNITS) })
    .optional(),
  dateFormat: z.enum(IMPORT_DATE_FORMATS, { error: 'Unknown date format.' }).optional(),
  /** Of a file that holds several vehicles (its "Vehicle" column), the one to import. */
  sourceVehicle: z.string().max(200).optional(),
  commit: z.boolean().default(false),
  /** Commit the valid rows and report the others, instead of refusing the whole file. */
  skipInvalid: z.boolean().default(false),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

export interface ImportRowError {
  line: number;
  message: string;
}

export interface ImportPreviewRow {
  /** The CSV file's physical line where the record starts (the header is line 1). */
  line: number;
  recordType: ImportRecordType | null;
  /** The record as the single-record routes would take it, in the reply's `units`. */
  values: Record<string, unknown>;
  error?: string;
  /** Imported, but changed or worth a look (e.g. taken as "missed the previous fill-up"). */
  warning?: string;
}

/** One part of a whole-account export (Drivvo, aCar), or the whole of a plain file. */
export interface ImportSectionDto {
  /** The section's title in the file ("Refuelling", "Event Records"), null for a plain file. */
  title: string | null;
  /** The header's line in the file. */
  line: number;
  preset: ImportPreset;
  /** The section's record type, or null when a column says it per row. */
  recordType: ImportRecordType | null;
  rows: number;
  /** Why the section is left out (vehicle details, trips…), when it is. */
  skipped?: string;
}

export interface ImportDateSample {
  line: number;
  /** The cell as the file writes it. */
  text: string;
  /** The date that will be stored (YYYY-MM-DD). */
  stored: string | null;
}

export interface ImportPreviewDto {
  preset: ImportPreset;
  /** The record type of the whole file, or null when a column gives it per row. */
  recordType: ImportRecordType | null;
  columns: string[];
  mapping: ImportMapping;
  units: Units;
  dateFormat: ImportDateFormat;
  /** True when every date fits several formats and the app's convention was taken. */
  dateFormatGuessed: boolean;
  /**
   * True when every date fits day-first and month-first and nothing decides: the user chooses
   * (`dateFormat`) before a commit is taken.
   */
  dateFormatNeedsChoice: boolean;
  /** The first dates as written and as they will be stored. */
  dateSamples: ImportDateSample[];
  /**
   * The vehicles a whole-account export names (each with its rows), when there are several:
   * only `sourceVehicle`'s rows are imported, and a commit waits until it is chosen.
   */
  sourceVehicles: Array<{ name: string; rows: number }>;
  sourceVehicle: string | null;
  sections: ImportSectionDto[];
  rows: ImportPreviewRow[];
  counts: {
    total: number;
    valid: number;
    invalid: number;
    byType: Record<ImportRecordType, number>;
  };
  errors: ImportRowError[];
}

export interface ImportCommitDto {
  imported: Record<ImportRecordType, number>;
  /** The rows left out by a `skipInvalid` commit. */
  skipped: ImportRowError[];
}

/** The 400 `import_columns` error carries what the mapping step needs to fix the columns. */
export interface ImportColumnsErrorDetails {
  missing: ImportField[];
  preset: ImportPreset;
  recordType: ImportRecordType | null;
  columns: string[];
  mapping: ImportMapping;
  units: Units;
}
