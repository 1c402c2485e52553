// Import presets: how to recognise an export by its header, which column fills which Odo field,
// and the units and date order it is written in.
//
// Sources for the column names:
// - Odo: the export contract agreed with GET /api/garage/vehicles/{id}/export.csv: record_type,date,odometer_km|odometer_mi,
//   service_type,description,cost,currency,volume_l|volume_us_gal|volume_uk_gal,kwh,full_tank,
//   missed_previous,grade,category,recurring,note; formula-guard apostrophes are stripped.
// - LubeLogger: github.com/hargata/lubelog (commit 95e811b7), Helper/StaticHelper.cs
//   WriteGasRecordExportModel → Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,
//   MissedFuelUp,Notes,Tags (+ extrafield_*); WriteGenericRecordExportModel (service, repair and
//   upgrade records) → Date,Description,Cost,Notes,Odometer,Tags; WriteTaxRecordExportModel →
//   Date,Description,Cost,Notes,Tags. Costs of service records are written with ToString("C")
//   (e.g. "$1,234.50"), booleans as True/False, dates with the server culture's short date
//   (en-US: M/D/YYYY). Its own importer's aliases (MapProfile/ImportMappers.cs) name Fuelly's
//   columns: fuelup_date, gallons/litres, price, partial_fuelup, missed_fuelup, notes.
// - Fuelly: its CSV export (per account units) reads car_name,model,mpg,odometer,miles,gallons,
//   price,city_percentage,fuelup_date,date_added,tags,notes,missed_fuelup,partial_fuelup,
//   latitude,longitude,brand — metric accounts write km, litres and l/100km instead; `price` is
//   per unit; flags are 0/1; dates MM/DD/YYYY (sometimes YYYY-MM-DD hh:mm:ss). Seen in public
//   Fuelly importers (e.g. a TensorFlow Fuelly reader's record layout and a SvelteKit fuel app's
//   Fuelly parser) found through code search.
import type {
  ImportDateFormat,
  ImportField,
  ImportMapping,
  ImportPreset,
  ImportRecordType,
} from '../../../shared/garage-import.ts';
import type { ServiceType, ExpenseCategory } from '../../../shared/garage.ts';
import type { Units } from '../../../shared/units.ts';

export interface PresetDefinition {
  /** Whether a (lower-cased, trimmed) header looks like this export. */
  detect: (header: string[]) => boolean;
  /** The record type of every row, or null when a column says it (Odo's record_type). */
  recordType: (header: string[]) => ImportRecordType | null;
  /** Candidate column names (lower case) for each field, best first. */
  columns: Partial<Record<ImportField, readonly string[]>>;
  /** Units the file is written in, or null for the user's own units. */
  units: (header: string[]) => Units | null;
  /** The date order to take when every date in the file fits several. */
  ambiguousDates: ImportDateFormat;
}

const has = (header: string[], ...names: string[]) => names.every((name) => header.includes(name));

/** Column names other apps use, for the custom preset's first guess (LubeLogger's list and more). */
const COMMON_COLUMNS: Partial<Record<ImportField, readonly string[]>> = {
  recordType: ['record_type', 'record type', 'type of record', 'entry type'],
  date: ['date', 'fuelup_date', 'service date', 'day', 'datum', 'fecha'],
  odometer: [
    'odometer',
    'odometer_km',
    'odometer_mi',
    'odo',
    'mileage',
    'km',
    'kilometers',
    'miles',
  ],
  cost: ['cost', 'total cost', 'totalcost', 'total price', 'total', 'amount', 'price total'],
  currency: ['currency', 'currency code'],
  pricePerUnit: ['price', 'price per unit', 'unit price', 'price_per_unit', 'price per litre'],
  volume: [
    'volume',
    'volume_l',
    'fuelconsumed',
    'litres',
    'liters',
    'gallons',
    'quantity',
    'qty',
    'fuel',
  ],
  kwh: ['kwh', 'energy', 'energy (kwh)'],
  fullTank: ['full_tank', 'full tank', 'isfilltofull', 'filled up', 'full'],
  partialFill: ['partial_fuelup', 'partial tank', 'partial_fill', 'partial'],
  missedPrevious: [
    'missed_previous',
    'missed_fuelup',
    'missedfuelup',
    'missed fill up',
    'missed_fill',
  ],
  grade: ['grade', 'fuel grade', 'fuel type', 'octane'],
  serviceType: ['service_type', 'service type', 'service'],
  description: ['description', 'title', 'item', 'service description'],
  category: ['category', 'expense category'],
  recurring: ['recurring', 'repeat'],
  note: ['note', 'notes', 'comment', 'comments', 'memo'],
};

export const PRESETS: Record<ImportPreset, PresetDefinition> = {
  odo: {
    detect: (header) =>
      has(header, 'record_type', 'date') &&
      header.some((name) => name === 'odometer_km' || name === 'odometer_mi'),
    recordType: () => null,
    columns: {
      recordType: ['record_type'],
      date: ['date'],
      odometer: ['odometer_km', 'odometer_mi'],
      serviceType: ['service_type'],
      description: ['description'],
      cost: ['cost'],
      currency: ['currency'],
      volume: ['volume_l', 'volume_us_gal', 'volume_uk_gal'],
      kwh: ['kwh'],
      fullTank: ['full_tank'],
      missedPrevious: ['missed_previous'],
      grade: ['grade'],
      category: ['category'],
      recurring: ['recurring'],
      note: ['note'],
    },
    units: (header) => ({
      distance: header.includes('odometer_mi') ? 'mi' : 'km',
      volume: header.includes('volume_us_gal')
        ? 'us_gal'
        : header.includes('volume_uk_gal')
          ? 'uk_gal'
          : 'l',
    }),
    ambiguousDates: 'YYYY-MM-DD',
  },
  fuelly: {
    detect: (header) => has(header, 'fuelup_date'),
    recordType: () => 'fuel',
    columns: {
      date: ['fuelup_date'],
      odometer: ['odometer'],
      cost: ['total_price', 'total cost', 'cost'],
      pricePerUnit: ['price'],
      volume: ['gallons', 'litres', 'liters'],
      partialFill: ['partial_fuelup'],
      missedPrevious: ['missed_fuelup'],
      grade: ['grade'],
    },
    units: (header) => ({
      distance: header.includes('miles') || header.includes('mpg') ? 'mi' : 'km',
      volume: header.includes('gallons') ? 'us_gal' : 'l',
    }),
    ambiguousDates: 'MM/DD/YYYY',
  },
  lubelogger_fuel: {
    detect: (header) => has(header, 'date', 'odometer', 'fuelconsumed'),
    recordType: () => 'fuel',
    columns: {
      date: ['date'],
      odometer: ['odometer'],
      volume: ['fuelconsumed'],
      cost: ['cost'],
      fullTank: ['isfilltofull'],
      missedPrevious: ['missedfuelup'],
    },
    units: () => null,
    ambiguousDates: 'MM/DD/YYYY',
  },
  lubelogger_service: {
    // Service, repair and upgrade records share a layout; tax records are the same without an
    // odometer, and become expenses.
    detect: (header) => has(header, 'date', 'description', 'cost', 'notes', 'tags'),
    recordType: (header) => (header.includes('odometer') ? 'maintenance' : 'expense'),
    columns: {
      date: ['date'],
      odometer: ['odometer'],
      description: ['description'],
      cost: ['cost'],
      note: ['notes'],
    },
    units: () => null,
    ambiguousDates: 'MM/DD/YYYY',
  },
  custom: {
    detect: () => true,
    recordType: (header) => {
      const lookup = (field: ImportField) =>
        (COMMON_COLUMNS[field] ?? []).some((name) => header.includes(name));
      if (lookup('recordType')) return null;
      if (lookup('volume') || lookup('kwh')) return 'fuel';
      if (lookup('odometer')) return 'maintenance';
      return 'expense';
    },
    columns: COMMON_COLUMNS,
    units: () => null,
    ambiguousDates: 'DD/MM/YYYY',
  },
};

/** Which preset a header belongs to (the custom one when none fits). */
export function detectPreset(header: string[]): ImportPreset {
  const lower = header.map((name) => name.trim().toLowerCase());
  for (const preset of ['odo', 'fuelly', 'lubelogger_fuel', 'lubelogger_service'] as const) {
    if (PRESETS[preset].detect(lower)) return preset;
  }
  return 'custom';
}

/** The preset's mapping for this header: each field to the first column (as written) it finds. */
export function presetMapping(preset: ImportPreset, header: string[]): ImportMapping {
  const lower = header.map((name) => name.trim().toLowerCase());
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  for (const [field, candidates] of Object.entries(PRESETS[preset].columns) as Array<
    [ImportField, readonly string[]]
  >) {
    for (const candidate of candidates) {
      const index = lower.indexOf(candidate);
      if (index >= 0 && !taken.has(index)) {
        mapping[field] = header[index]!;
        taken.add(index);
        break;
      }
    }
  }
  return mapping;
}

// ---------------------------------------------------------------- words → Odo's ids

/** Keywords → service type, most specific first ("brake fluid" before "brake"). */
const SERVICE_KEYWORDS: Array<[RegExp, ServiceType]> = [
  [/transmission|gearbox|\batf\b|cvt|differential|diff fluid/, 'transmission_fluid'],
  [/brake fluid|brake flush|brake bleed/, 'brake_fluid'],
  [/brake|pads?\b|rotors?\b|discs?\b/, 'brake_pads'],
  [/rotat/, 'tyre_rotation'],
  [/\btyres?\b|\btires?\b|wheel alignment|alignment/, 'tyres'],
  [/timing|cam ?belt/, 'timing_belt'],
  [/coolant|antifreeze|radiator/, 'coolant'],
  [/cabin|pollen/, 'cabin_filter'],
  [/air filter|engine filter|intake filter/, 'air_filter'],
  [/spark|glow plug/, 'spark_plugs'],
  [/\boil\b|lube|ölwechsel/, 'oil_change'],
  [/batter/, 'battery'],
  [/inspect|\bmot\b|smog|emission|safety check|t[üu]v|state check/, 'inspection'],
];

export function serviceTypeFromText(text: string): ServiceType {
  const lower = text.toLowerCase();
  for (const [pattern, type] of SERVICE_KEYWORDS) if (pattern.test(lower)) return type;
  return 'other';
}

const CATEGORY_KEYWORDS: Array<[RegExp, ExpenseCategory]> = [
  [/insur/, 'insurance'],
  [/regist|\btax|licen[cs]e|vignette|rego\b/, 'registration_tax'],
  [/parking/, 'parking'],
  [/toll|e-?z ?pass|congestion/, 'tolls'],
  [/loan|lease|finance|payment/, 'loan_lease'],
  [/wash|clean|detail|valet/, 'cleaning'],
  [/accessor|mat|cover|dash ?cam|rack/, 'accessories'],
];

export function expenseCategoryFromText(text: string, fallback: ExpenseCategory): ExpenseCategory {
  const lower = text.toLowerCase();
  for (const [pattern, category] of CATEGORY_KEYWORDS) if (pattern.test(lower)) return category;
  return fallback;
}
