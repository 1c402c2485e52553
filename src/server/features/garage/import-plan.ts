// How one section of an imported file is read: its preset (detected, or the user's for a plain
// file), the column mapping, record type and units, after the section's own repairs (an unquoted
// comma folded back, a date written in three columns joined); the date format a file declares
// for itself, and the date order to fall back on.
import type { z } from 'zod';
import type {
  ImportDateFormat,
  ImportField,
  ImportMapping,
  ImportPreset,
  ImportRecordType,
  importRequestSchema,
} from '../../../shared/garage-import.ts';
import type { Units } from '../../../shared/units.ts';
import type { CsvSection } from './import-csv-reader.ts';
import { declaredDateFormat, ORDER_OF } from './import-dates.ts';
import { columnNames, deriveDateColumn, foldOverflow, missingFields } from './import-columns.ts';
import { detectPreset, presetMapping, PRESETS } from './import-presets.ts';
import { spritmonitorColumnsByPosition } from './import-presets-coded.ts';
import { mappingByContent } from './import-positions.ts';
import { recordTypeOfWord } from './import-keywords.ts';
import { cellReader } from './import-rows.ts';
import { clean } from './import-values.ts';
import { withTotalsAsCost } from './import-price-columns.ts';

type ImportInput = z.output<typeof importRequestSchema>;

export interface Plan {
  section: CsvSection;
  preset: ImportPreset;
  recordType: ImportRecordType | null;
  columns: string[];
  mapping: ImportMapping;
  /** The units the file is written in, as far as it says; the user's own fill the rest. */
  units: Partial<Units> | null;
}

/** Whether most of a column's filled cells are record types ("Fuel", "Tanken", "Service"). */
function namesRecordTypes(section: CsvSection, index: number): boolean {
  const cells = section.rows
    .filter((row) => !row.error)
    .map((row) => clean(row.cells[index]))
    .filter((cell) => cell !== '');
  const known = cells.filter((cell) => recordTypeOfWord(cell) !== null).length;
  return cells.length > 0 && known * 2 >= cells.length;
}

/** A spreadsheet's totals line under the records ("Total,,81,121"), in the languages above. */
const TOTALS =
  /^(total|totals|grand total|subtotal|sum|summe|gesamt|итого|всего|totale|suma|razem|totaal|somme)\s*:?$/i;

/**
 * A section as spreadsheets leave it: empty cells past the header's width (Excel's trailing
 * commas, ",,") dropped, and the header written again further down (files joined by hand, a
 * paged export) and a totals line dropped as rows.
 */
function tidyRows(read: CsvSection): CsvSection {
  const width = read.header.cells.length;
  const header = read.header.cells.map((cell) => clean(cell).toLowerCase()).join('\u0000');
  const rows = read.rows
    .map((row) => {
      if (row.error || row.cells.length <= width) return row;
      const cells = [...row.cells];
      while (cells.length > width && clean(cells.at(-1)) === '') cells.pop();
      return { ...row, cells };
    })
    .filter(
      (row) =>
        row.error ||
        (row.cells.map((cell) => clean(cell).toLowerCase()).join('\u0000') !== header &&
          !TOTALS.test(clean(row.cells.find((cell) => clean(cell) !== '')))),
    );
  return { ...read, rows };
}

/**
 * A section no preset recognises by its names, but that is laid out as a Spritmonitor export in
 * another language, with Spritmonitor's English names (unless the user maps the columns).
 */
function namedByPosition(read: CsvSection, input: ImportInput, single: boolean): CsvSection {
  if ((single && input.mapping) || detectPreset(columnNames(read), read.title) !== 'custom') {
    return read;
  }
  const named = spritmonitorColumnsByPosition(
    read.header.cells,
    read.rows.filter((row) => !row.error).map((row) => row.cells.map((cell) => clean(cell))),
  );
  return named ? { ...read, header: { ...read.header, cells: named } } : read;
}

/** How one section is read: its preset (the user's, for a plain file), mapping and units. */
export function planSection(untidy: CsvSection, input: ImportInput, single: boolean): Plan {
  const read = namedByPosition(tidyRows(untidy), input, single);
  const own = columnNames(read);
  const preset = (single ? input.preset : undefined) ?? detectPreset(own, read.title);
  const definition = PRESETS[preset];
  // Cells an unquoted comma split off the last column, when it is free text, go back into it;
  // a date written in three columns becomes one more.
  const last = own.at(-1);
  const ownMapping = presetMapping(preset, own, read.title);
  const textTail = last !== undefined && [ownMapping.description, ownMapping.note].includes(last);
  const { section, columns } = deriveDateColumn(
    textTail ? foldOverflow(read, own.length) : read,
    own,
  );
  const lower = columns.map((name) => name.toLowerCase());
  const cells = (name: string) => {
    const index = lower.indexOf(name.toLowerCase());
    return index < 0
      ? []
      : section.rows.filter((row) => !row.error).map((row) => clean(row.cells[index]));
  };
  let mapping: ImportMapping = { ...mappingByContent(preset, columns, read.title, cells) };
  // A plain file's "Price" may be each fill's total (its figures say so).
  if (preset === 'custom') {
    mapping = withTotalsAsCost(mapping, cells, (total) => {
      const others = columns.filter((name) => name !== total);
      const perUnit = presetMapping(preset, others, read.title).pricePerUnit;
      return perUnit && !Object.values(mapping).includes(perUnit) ? perUnit : undefined;
    });
  }
  // An odometer column no row fills says nothing of the records' kind (LubeLogger's first tax
  // export wrote an empty Odometer column).
  const odometer = mapping.odometer;
  const emptyOdometer =
    Boolean(odometer) &&
    section.rows.some((row) => !row.error) &&
    cells(odometer!).every((cell) => cell === '');
  let typeHeader = emptyOdometer ? lower.filter((name) => name !== odometer!.toLowerCase()) : lower;
  // A plain "Type" column names the record type only when its cells say fuel, service, expense…
  // (in a fill-up log it may be the fuel's type).
  const typeColumn = mapping.recordType;
  if (
    preset === 'custom' &&
    typeColumn &&
    !namesRecordTypes(section, columns.indexOf(typeColumn))
  ) {
    const { recordType: _ignored, ...rest } = mapping;
    mapping = rest;
    typeHeader = typeHeader.filter((name) => name !== typeColumn.toLowerCase());
  }
  // A record type column the user maps says it per row.
  const perRow = single && Boolean(input.mapping?.recordType);
  const recordType =
    (single ? input.recordType : undefined) ?? (perRow ? null : definition.recordType(typeHeader));
  if (single) {
    for (const [field, column] of Object.entries(input.mapping ?? {}) as Array<
      [ImportField, string | null]
    >) {
      if (column === null || column === '') delete mapping[field];
      else mapping[field] = column;
    }
  }
  const first = section.rows.find((row) => !row.error);
  const sample = (name: string) => {
    const index = lower.indexOf(name);
    return index >= 0 && first ? clean(first.cells[index]) : '';
  };
  const units = (single ? input.units : undefined) ?? definition.units(lower, sample, cells);
  return { section, preset, recordType, columns, mapping, units };
}

/**
 * The date format a section of the file declares (aCar's "Date Format" column, Fuelio's
 * vehicle "ImportCSVDateFormat"), if any.
 */
export function declaredFormatOf(plans: Plan[]) {
  for (const plan of plans) {
    const index = plan.columns.findIndex((name) =>
      ['date format', 'importcsvdateformat'].includes(name.toLowerCase()),
    );
    const first = plan.section.rows.find((row) => !row.error);
    if (index >= 0 && first) return declaredDateFormat(clean(first.cells[index]));
  }
  return null;
}

/** Fuelio's unit codes: DistUnit 0 km, 1 miles; FuelUnit 0 litres, 1 US gallons, 2 imperial. */
const FUELIO_DISTANCES: Record<string, Units['distance']> = { '0': 'km', '1': 'mi' };
const FUELIO_VOLUMES: Record<string, Units['volume']> = { '0': 'l', '1': 'us_gal', '2': 'uk_gal' };

/**
 * The units a whole-account export states in its vehicle section (Fuelio's "## Vehicle":
 * DistUnit, FuelUnit), which its log's header ("Odo (km)", "Fuel (litres)") does not follow.
 */
export function declaredUnitsOf(plans: Plan[]): Units | null {
  for (const plan of plans) {
    const lower = plan.columns.map((name) => name.toLowerCase());
    const [distance, volume] = ['distunit', 'fuelunit'].map((name) => lower.indexOf(name));
    const first = plan.section.rows.find((row) => !row.error);
    if (distance! < 0 || volume! < 0 || !first) continue;
    const units = {
      distance: FUELIO_DISTANCES[clean(first.cells[distance!])],
      volume: FUELIO_VOLUMES[clean(first.cells[volume!])],
    };
    return units.distance && units.volume ? (units as Units) : null;
  }
  return null;
}

/**
 * Columns that name the vehicle a row belongs to in whole-account exports (Simply Auto's
 * "Vehicle ID", aCar's "Vehicle", Drivvo's "Veiculo", Fuelly's `car_name`: public Fuelly readers
 * meet files with several cars interleaved). A file naming one vehicle is imported whole.
 */
const VEHICLE_COLUMNS = ['vehicle', 'vehicle id', 'veiculo', 'veículo', 'vehículo', 'car_name'];

export interface SourceVehicles {
  /** Each vehicle the file names, with its rows; empty when it names one or none. */
  list: Array<{ name: string; rows: number }>;
  /** The plans, keeping only the chosen vehicle's rows (rows naming no vehicle stay). */
  plans: Plan[];
  chosen: string | null;
}

/**
 * A file that holds several vehicles (a whole-account export) is imported one vehicle at a
 * time: the user's `chosen` one; until chosen, every row is checked and the commit waits.
 */
export function sourceVehicles(plans: Plan[], chosen: string | undefined): SourceVehicles {
  const counts = new Map<string, number>();
  const columnOf = (plan: Plan) =>
    plan.columns.findIndex((name) => VEHICLE_COLUMNS.includes(name.toLowerCase()));
  const nameOf = (plan: Plan, index: number, cells: string[]) =>
    index < 0 ? '' : clean(cells[index]);
  for (const plan of plans) {
    const index = columnOf(plan);
    for (const row of plan.section.rows) {
      const name = row.error ? '' : nameOf(plan, index, row.cells);
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  if (counts.size < 2) return { list: [], plans, chosen: null };
  const list = [...counts].map(([name, rows]) => ({ name, rows }));
  if (chosen === undefined || !counts.has(chosen)) return { list, plans, chosen: null };
  const kept = plans.map((plan) => {
    const index = columnOf(plan);
    const rows = plan.section.rows.filter((row) => {
      const name = row.error ? '' : nameOf(plan, index, row.cells);
      return name === '' || name === chosen;
    });
    return { ...plan, section: { ...plan.section, rows } };
  });
  return { list, plans: kept, chosen };
}

/** Money or volumes written outside the US: "70,20", "1.234,50 €", "£54.99", "89 zł". */
const WRITTEN_OUTSIDE_US = /\d,\d{1,2}(?!\d)|[€£₽₴₹₺]|zł|\bkr\b|R\$|CHF/;

/**
 * The date order to take when every date fits both orders: the one the file declares, else its
 * app's convention — but a US convention only while the file's money is written the US way (a
 * LubeLogger server set to fr-FR writes "05/01/2024" day-first beside "89,00 €"); else none, and
 * the user is asked.
 */
export function dateConventionOf(
  plans: Plan[],
  declared: ImportDateFormat | null,
): ImportDateFormat | null {
  if (declared) return declared;
  const convention = PRESETS[plans[0]!.preset].dateConvention;
  if (convention === null || ORDER_OF[convention] !== 'mdy') return convention;
  const outsideUs = plans.some((plan) => {
    const cellOf = cellReader(plan.columns, plan.mapping);
    return plan.section.rows.some(
      (row) =>
        !row.error &&
        (['cost', 'pricePerUnit', 'volume'] as const).some((field) =>
          WRITTEN_OUTSIDE_US.test(cellOf(row, field)),
        ),
    );
  });
  return outsideUs ? null : convention;
}

/**
 * Whether a section of a whole-account export is imported: an app's, or one of plain columns
 * that is complete and says its kind (a fuel log: Fuelio's "## Log"; costs with their type per
 * row: Fuelio's "## Costs", rewritten).
 */
export function countsInWholeFile(plan: Plan): boolean {
  if (plan.preset !== 'custom') return true;
  const saysKind =
    plan.recordType === 'fuel' || (plan.recordType === null && plan.mapping.recordType);
  return Boolean(saysKind) && missingFields(plan.recordType, plan.mapping).length === 0;
}

/** Whether a fill-up section's quantity column is a mass (Fuelio's "kg" for natural gas). */
function inKilograms(plan: Plan): boolean {
  return plan.columns.some((name) => /^(kg|fuel ?\(kg\)|кг)$/.test(name.trim().toLowerCase()));
}

/**
 * Why a section of a whole-account export is left out: nothing Odo keeps (vehicle details,
 * trips), or costs whose kind (upkeep or expense) the section does not say (Fuelio's "## Costs").
 */
export function whySkipped(plan: Plan): string {
  if (
    plan.recordType === 'fuel' &&
    !plan.mapping.volume &&
    !plan.mapping.kwh &&
    inKilograms(plan)
  ) {
    return 'These fill-ups are measured in kg (natural gas): Odo keeps fuel in litres, gallons or kWh, so they are not imported.';
  }
  if (plan.preset === 'custom' && plan.mapping.date && plan.mapping.cost && !plan.mapping.volume) {
    return 'Odo cannot tell which of these costs are upkeep and which are other expenses: import this section as a file of its own and choose its record type.';
  }
  return 'Odo keeps no records of this kind.';
}
