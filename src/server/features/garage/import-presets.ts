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
// - Drivvo, aCar and Fuelly services: import-presets-apps.ts; Spritmonitor and Simply Auto, which
//   write codes for fill types, fuels, cost types and record types: import-presets-coded.ts.
import type {
  ImportDateFormat,
  ImportField,
  ImportMapping,
  ImportPreset,
  ImportRecordType,
} from '../../../shared/garage-import.ts';
import type { Units } from '../../../shared/units.ts';
import { APP_PRESETS } from './import-presets-apps.ts';
import {
  COMMON_COLUMNS,
  unitsFromCells,
  unitsFromHeader,
  withoutUnit,
} from './import-plain-columns.ts';
import { CODED_PRESETS } from './import-presets-coded.ts';
import { unitsFromEconomy } from './import-economy-units.ts';

/**
 * A column name (lower case, exact), a pattern for names that carry a unit or a number, or a
 * position, for exports whose header is written in the user's language (Drivvo).
 */
export type ColumnCandidate = string | RegExp | { at: number };

/** A cell of the row being read, by the field it is mapped to (as written in the file). */
export type RawCell = (field: ImportField) => string;

export interface PresetDefinition {
  /** Whether a (lower-cased, trimmed) header — and the section's title, if any — is this export. */
  detect: (header: string[], title: string) => boolean;
  /** The record type of every row, or null when a column says it per row. */
  recordType: (header: string[]) => ImportRecordType | null;
  /** Candidate columns for each field, best first. */
  columns: Partial<Record<ImportField, readonly ColumnCandidate[]>>;
  /**
   * Units the file is written in (from its header, its first row or all of a column's cells),
   * or null for the user's own; a unit left out is the user's.
   */
  units: (
    header: string[],
    sample: (column: string) => string,
    cells: (column: string) => string[],
  ) => Partial<Units> | null;
  /** The app's date order, taken when every date in the file fits several; null: ask. */
  dateConvention: ImportDateFormat | null;
  /** The app writes 0 for "no odometer reading" (Drivvo, LubeLogger). */
  zeroOdometerIsEmpty?: boolean;
  /**
   * The mapping changed by what the (lower-cased) header, or the section's (lower-cased) title,
   * says: an EV's export is in kWh.
   */
  adjustMapping?: (
    header: string[],
    mapping: ImportMapping,
    title: string,
    written: string[],
  ) => ImportMapping;
  /**
   * The app's codes in words Odo reads (Spritmonitor's fill type 2 is "partial", Simply Auto's
   * record type 1 is "maintenance"); called for a field even when no column is mapped to it, so
   * that one code can fill several fields.
   */
  translate?: Partial<Record<ImportField, (text: string, raw: RawCell) => string>>;
  /** Why a row the app wrote is not a record Odo keeps (an AdBlue top-up, a refund), or null. */
  rowProblem?: (raw: RawCell) => string | null;
}

export const has = (header: string[], ...names: string[]) =>
  names.every((name) => header.includes(name));

export const PRESETS: Record<ImportPreset, PresetDefinition> = {
  ...APP_PRESETS,
  ...CODED_PRESETS,
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
    dateConvention: 'YYYY-MM-DD',
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
    dateConvention: 'MM/DD/YYYY',
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
    // The export never names its units; its FuelEconomy column says them where it can.
    units: (_header, _sample, cells) =>
      unitsFromEconomy({
        odometers: cells('odometer'),
        volumes: cells('fuelconsumed'),
        economies: cells('fueleconomy'),
        fulls: cells('isfilltofull'),
        missed: cells('missedfuelup'),
      }),
    dateConvention: 'MM/DD/YYYY',
    // LubeLogger keeps an unknown reading as 0; an electric car's export (StartingSoc,
    // EndingSoc) writes the energy in FuelConsumed.
    zeroOdometerIsEmpty: true,
    adjustMapping: (header, mapping) => {
      if (!header.includes('startingsoc') || !mapping.volume) return mapping;
      const { volume, ...rest } = mapping;
      return { ...rest, kwh: volume };
    },
  },
  lubelogger_service: {
    // Service, repair and upgrade records share a layout; tax records are the same without an
    // odometer, and become expenses.
    // Early exports (2024) wrote Date,Odometer,Description,Notes,Cost and no tags.
    detect: (header) =>
      has(header, 'date', 'description', 'cost', 'notes', 'tags') ||
      header.join(',') === 'date,odometer,description,notes,cost' ||
      // Its tax records without tags (its sample file).
      header.join(',') === 'date,description,notes,cost',

    recordType: (header) => (header.includes('odometer') ? 'maintenance' : 'expense'),
    columns: {
      date: ['date'],
      odometer: ['odometer'],
      description: ['description'],
      cost: ['cost'],
      note: ['notes'],
    },
    units: () => null,
    dateConvention: 'MM/DD/YYYY',
    zeroOdometerIsEmpty: true,
  },
  custom: {
    detect: () => true,
    recordType: (header) => {
      // Names compared as the mapping compares them ("Quantité" is "quantite").
      const plain = (name: string) => folded(spaced(name));
      const names = header.map((name) => plain(withoutUnit(name)));
      const lookup = (field: ImportField) =>
        (COMMON_COLUMNS[field] ?? []).some((name) => names.includes(plain(name)));
      if (lookup('recordType')) return null;
      // Fuelio's log is fill-ups even when its quantity is not a volume ("kg": natural gas).
      if (lookup('volume') || lookup('kwh') || isFuelioLog(header)) return 'fuel';
      if (lookup('odometer')) return 'maintenance';
      return 'expense';
    },
    columns: COMMON_COLUMNS,
    // Fuelio's log ("Data,Odo (km),Fuel (litres),Full,Price (optional),…,VolumePrice"): its
    // "Price" is the fill's total, and its header says km and litres whatever the car's units
    // (they are in its "## Vehicle" section: DistUnit, FuelUnit; a bare log's consumption
    // figures say them where they can).
    adjustMapping: (header, mapping, _title, written) => {
      const total = header.findIndex((name) => FUELIO_TOTAL.test(name));
      if (total < 0) return mapping;
      const { pricePerUnit, ...rest } = mapping;
      const perUnit = pricePerUnit === written[total] ? {} : { pricePerUnit };
      return { ...rest, ...perUnit, cost: written[total]! };
    },
    units: (header, _sample, cells) => {
      if (isFuelioLog(header)) {
        // Its consumption column, in the account's unit, says them where it can.
        const named = (pattern: RegExp) => cells(header.find((name) => pattern.test(name)) ?? '');
        return unitsFromEconomy({
          odometers: named(/^odo ?\(/),
          volumes: named(/^fuel ?\(/),
          economies: named(/^(l\/100 ?km|mpg|km\/l)/),
          fulls: cells('full'),
          missed: cells('missed'),
        });
      }
      const said = { ...unitsFromCells(header.map(cells)), ...unitsFromHeader(header) };
      return said.distance || said.volume ? said : null;
    },
    dateConvention: null,
  },
};

const FUELIO_TOTAL = /^price ?\(optional\)$/;

/** Fuelio's fill-up log, whose header names km and litres whatever the car's units. */
const isFuelioLog = (header: string[]) =>
  header.some((name) => FUELIO_TOTAL.test(name)) &&
  header.some((name) => /^odo ?\(km\)$/.test(name));

/** Most specific first: a header that fits an app's layout never falls to a looser one. */
const DETECT_ORDER: readonly ImportPreset[] = [
  'odo',
  'drivvo_fuel',
  'drivvo_service',
  'drivvo_expense',
  'acar',
  'fuelly',
  'fuelly_service',
  'spritmonitor',
  'simplyauto',
  'lubelogger_fuel',
  'lubelogger_service',
];

/** Which preset a header (and section title) belongs to; the custom one when none fits. */
export function detectPreset(header: string[], title: string | null = null): ImportPreset {
  const lower = header.map((name) => name.trim().toLowerCase());
  const section = (title ?? '').trim().toLowerCase();
  for (const preset of DETECT_ORDER) {
    if (PRESETS[preset].detect(lower, section)) return preset;
  }
  return 'custom';
}

/**
 * A name with its letters beyond ASCII blurred: a Windows-1252 file read as UTF-8 turns
 * Spritmonitor's "Währung" into "W\uFFFDhrung", which still names the currency.
 */
const blurred = (text: string) => text.replace(/[^\x20-\x7e]/g, '\uFFFD');

/** "Total_Cost", "total-cost", "Total  cost" → "total cost". */
const spaced = (text: string) => text.replace(/[\s_.-]+/g, ' ').trim();

/** "Kilométrage" → "kilometrage", "Quantità" → "quantita": names compared without accents. */
const folded = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const sameName = (candidate: string, name: string) =>
  name === candidate ||
  folded(spaced(name)) === folded(spaced(candidate)) ||
  (name.includes('\uFFFD') && blurred(name) === blurred(candidate));

/** Where a column a preset knows by position is in this file: where the preset says, unless a
 * layout with a column added or dropped is tried (import-positions.ts). */
export type ColumnShift = (at: number) => number;

const fits = (candidate: ColumnCandidate, name: string, at: number, shift: ColumnShift) =>
  typeof candidate === 'string'
    ? sameName(candidate, name) || sameName(candidate, withoutUnit(name))
    : candidate instanceof RegExp
      ? candidate.test(name)
      : shift(candidate.at) === at;

/**
 * The preset's mapping for this header (under this section title): each field to the first
 * column (as written) it finds.
 */
export function presetMapping(
  preset: ImportPreset,
  header: string[],
  title: string | null = null,
  shift: ColumnShift = (at) => at,
): ImportMapping {
  const lower = header.map((name) => name.trim().toLowerCase());
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  const entries = Object.entries(PRESETS[preset].columns) as Array<
    [ImportField, readonly ColumnCandidate[]]
  >;
  // Names first, for every field; then positions for the fields no name found, so that a file
  // whose columns moved ("Date,Odometer,…" under a Drivvo title) is read by its names.
  for (const byName of [true, false]) {
    for (const [field, candidates] of entries) {
      if (mapping[field]) continue;
      for (const candidate of candidates) {
        if (byName === (typeof candidate === 'object' && 'at' in candidate)) continue;
        const index = lower.findIndex(
          (name, at) => !taken.has(at) && fits(candidate, name, at, shift),
        );
        if (index >= 0) {
          mapping[field] = header[index]!;
          taken.add(index);
          break;
        }
      }
    }
  }
  const section = (title ?? '').trim().toLowerCase();
  return PRESETS[preset].adjustMapping?.(lower, mapping, section, header) ?? mapping;
}
