// CSV import into one vehicle: read the file leniently (line numbers kept), split a
// whole-account export into its sections, pick each section's preset, mapping, units and the
// file's date order, and validate every row with the single-record schemas. A preview writes
// nothing; a commit writes every row in one transaction, or (skipInvalid) the valid ones.
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_ROWS,
  type ImportCommitDto,
  type ImportDateSample,
  type ImportField,
  type ImportMapping,
  type ImportPreset,
  type ImportPreviewDto,
  type ImportPreviewRow,
  type ImportRecordType,
  type importRequestSchema,
  type ImportRowError,
  type ImportSectionDto,
} from '../../../shared/garage-import.ts';
import type { Units } from '../../../shared/units.ts';
import {
  declaredSeparator,
  detectDelimiter,
  normaliseText,
  readRecords,
  splitSections,
  unreadableText,
} from './import-csv-reader.ts';
import { detectDateFormat, ORDER_OF, parseDate, type DetectedDates } from './import-dates.ts';
import { PRESETS } from './import-presets.ts';
import {
  declaredFormatOf,
  declaredUnitsOf,
  dateConventionOf,
  countsInWholeFile,
  whySkipped,
  planSection,
  sourceVehicles,
  type SourceVehicles,
} from './import-plan.ts';
import { flagFuelGaps } from './import-gaps.ts';
import { withFuelioCosts } from './import-fuelio.ts';
import { analyseRows, cellReader, type SectionContext } from './import-rows.ts';
import { describeMissing, fieldsInWords, missingFields, readingsOnly } from './import-columns.ts';
import { addRecords, type RecordBatch } from './record-batch.ts';
import { getSettings, userCurrency } from './settings-service.ts';
import { ownedVehicle, vehicleNotFound } from './vehicle-rows.ts';
import { UUID } from '../../../shared/uuid.ts';

type ImportInput = z.output<typeof importRequestSchema>;

export interface ImportScope {
  userId: string;
  defaultCurrency: string;
}

interface Analysis {
  preset: ImportPreset;
  recordType: ImportRecordType | null;
  columns: string[];
  mapping: ImportMapping;
  units: Units;
  dates: DetectedDates;
  dateSamples: ImportDateSample[];
  sections: ImportSectionDto[];
  rows: ImportPreviewRow[];
  batch: RecordBatch;
  vehicles: SourceVehicles;
}

async function analyse(db: Db, scope: ImportScope, input: ImportInput): Promise<Analysis> {
  if (!UUID.test(input.vehicleId)) throw vehicleNotFound();
  await ownedVehicle(db, scope.userId, input.vehicleId);

  const separator = declaredSeparator(normaliseText(input.csv));
  const text = separator.text;
  if (text.trim() === '') throw new AppError('bad_request', 'The file is empty.');
  const unreadable = unreadableText(text);
  if (unreadable) throw new AppError('bad_request', unreadable);
  const delimiter = separator.delimiter ?? detectDelimiter(text);
  const all = withFuelioCosts(splitSections(readRecords(text, delimiter))).filter(
    (s) => s.rows.length > 0,
  );
  if (all.length === 0) {
    throw new AppError('bad_request', 'The file has a header row but no records.');
  }
  const total = all.reduce((sum, section) => sum + section.rows.length, 0);
  if (total > IMPORT_MAX_ROWS) {
    throw new AppError(
      'bad_request',
      `At most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} records per import; this file has ${total.toLocaleString('en-US')}. Split it into smaller files.`,
    );
  }

  // A whole-account export: the sections Odo has no records for (vehicle details, trips,
  // metadata) are listed and left out; the others are read each with its own preset.
  // A file of one section is read as a plain file (the user's preset and mapping apply), whatever
  // line stands above its header ("My fuel log 2024", "##Refuelling").
  const titled = all.length > 1;
  const planned = all.map((section) => planSection(section, input, !titled));
  const vehicles = sourceVehicles(planned, input.sourceVehicle);
  const plans = vehicles.plans;
  const usable = titled ? plans.filter(countsInWholeFile) : plans;
  if (usable.length === 0) {
    throw new AppError('bad_request', 'None of the sections of this file holds records Odo keeps.');
  }
  const main = usable[0]!;
  let units: Units;
  const declaredUnits = declaredUnitsOf(plans);
  if (declaredUnits) {
    units = declaredUnits;
  } else if (main.units?.distance && main.units.volume) {
    units = { distance: main.units.distance, volume: main.units.volume };
  } else {
    const settings = await getSettings(db, scope.userId, scope.defaultCurrency);
    units = { distance: settings.distanceUnit, volume: settings.volumeUnit, ...main.units };
  }
  for (const plan of usable) {
    const details = { preset: plan.preset, recordType: plan.recordType, columns: plan.columns };
    const full = { ...details, mapping: plan.mapping, units };
    for (const [field, column] of Object.entries(plan.mapping) as Array<[ImportField, string]>) {
      if (!plan.columns.includes(column)) {
        throw new AppError(
          'import_columns',
          `${IMPORT_FIELD_LABELS[field]}: the file has no column "${column}".`,
          { ...full, missing: [field] },
        );
      }
    }
    const readings = readingsOnly(plan.columns, plan.mapping);
    if (readings) throw new AppError('bad_request', readings);
    const missing = missingFields(plan.recordType, plan.mapping);
    if (missing.length > 0) {
      // A layout Odo knows nothing of, and the user has chosen nothing yet: say so, and how to
      // go on.
      const shown = plan.columns.slice(0, 6).join(', ') + (plan.columns.length > 6 ? ', …' : '');
      const message =
        plan.preset === 'custom' &&
        Object.keys(plan.mapping).length === 0 &&
        !input.preset &&
        !input.recordType &&
        !input.mapping
          ? `Odo does not recognise the columns of this file (${shown}): choose the app it was exported from, or map its columns (at least the ${fieldsInWords(missing)}).`
          : describeMissing(missing);
      throw new AppError('import_columns', message, { ...full, missing });
    }
  }

  // One date order for the whole file (one app wrote it), decided by every section's dates.
  const dateCells = usable.flatMap((plan) => {
    const cellOf = cellReader(plan.columns, plan.mapping);
    return plan.section.rows.map((row) => ({ line: row.line, text: cellOf(row, 'date') }));
  });
  // A file that says its date format (aCar's Metadata section) settles what its rows leave open.
  const declared = declaredFormatOf(plans);
  let dates: DetectedDates = input.dateFormat
    ? { format: input.dateFormat, guessed: false, needsChoice: false }
    : detectDateFormat(
        dateCells.map((cell) => cell.text),
        dateConventionOf(usable, declared),
      );
  if (declared && dates.guessed) dates = { ...dates, guessed: false };
  const order = ORDER_OF[dates.format];

  const currency = await userCurrency(db, scope.userId, scope.defaultCurrency);
  const batch: RecordBatch = { maintenance: [], fuel: [], expenses: [] };
  const rows: ImportPreviewRow[] = [];
  for (const plan of usable) {
    const context: SectionContext = {
      preset: plan.preset,
      definition: PRESETS[plan.preset],
      recordType: plan.recordType,
      columns: plan.columns,
      mapping: plan.mapping,
      units,
      order,
      dateFormat: dates.format,
      decimalComma: delimiter === ';',
      currency,
    };
    rows.push(...analyseRows(context, plan.section.rows, batch));
  }
  rows.sort((a, b) => a.line - b.line);
  flagFuelGaps(rows);

  const sections: ImportSectionDto[] = plans.map((plan) => ({
    title: plan.section.title,
    line: plan.section.header.line,
    preset: plan.preset,
    recordType: plan.recordType,
    rows: plan.section.rows.length,
    ...(usable.includes(plan) ? {} : { skipped: whySkipped(plan) }),
  }));
  const dateSamples = dateCells
    .filter((cell) => cell.text !== '')
    .slice(0, 3)
    .map((cell) => ({ ...cell, stored: parseDate(cell.text, order) }));

  return {
    preset: main.preset,
    recordType: usable.length > 1 ? null : main.recordType,
    columns: main.columns,
    mapping: main.mapping,
    units,
    dates,
    dateSamples,
    sections,
    rows,
    batch,
    vehicles,
  };
}

function errorsOf(rows: ImportPreviewRow[]): ImportRowError[] {
  return rows.filter((row) => row.error).map((row) => ({ line: row.line, message: row.error! }));
}

/** POST /api/garage/import with commit: false — what would be imported; nothing is written. */
export async function previewImport(
  db: Db,
  scope: ImportScope,
  input: ImportInput,
): Promise<ImportPreviewDto> {
  const analysis = await analyse(db, scope, input);
  const errors = errorsOf(analysis.rows);
  const byType = { fuel: 0, maintenance: 0, expense: 0 };
  for (const row of analysis.rows) if (row.recordType && !row.error) byType[row.recordType] += 1;
  // Problem rows first, so that the preview shows each of them whatever the file's length.
  const shown = [
    ...analysis.rows.filter((row) => row.error || row.warning),
    ...analysis.rows.filter((row) => !row.error && !row.warning),
  ]
    .slice(0, IMPORT_PREVIEW_ROWS)
    .sort((a, b) => a.line - b.line);
  return {
    preset: analysis.preset,
    recordType: analysis.recordType,
    columns: analysis.columns,
    mapping: analysis.mapping,
    units: analysis.units,
    dateFormat: analysis.dates.format,
    dateFormatGuessed: analysis.dates.guessed,
    dateFormatNeedsChoice: analysis.dates.needsChoice,
    dateSamples: analysis.dateSamples,
    sourceVehicles: analysis.vehicles.list,
    sourceVehicle: analysis.vehicles.chosen,
    sections: analysis.sections,
    rows: shown,
    counts: {
      total: analysis.rows.length,
      valid: analysis.rows.length - errors.length,
      invalid: errors.length,
      byType,
    },
    errors,
  };
}

/**
 * POST /api/garage/import with commit: true — every row in one transaction, or none when a row
 * is bad; with skipInvalid the valid rows are written (still one transaction) and the bad ones
 * reported.
 */
export async function commitImport(
  db: Db,
  scope: ImportScope,
  input: ImportInput,
): Promise<ImportCommitDto> {
  const analysis = await analyse(db, scope, input);
  const { list, chosen } = analysis.vehicles;
  if (list.length > 0 && chosen === null) {
    throw new AppError(
      'import_source_vehicle',
      `This file holds the records of ${list.length} vehicles (${list.map((v) => v.name).join(', ')}); choose the one to import into this car.`,
      { sourceVehicles: list },
    );
  }
  const errors = errorsOf(analysis.rows);
  const valid = analysis.rows.length - errors.length;
  if (errors.length > 0 && (!input.skipInvalid || valid === 0)) {
    const count = errors.length;
    throw new AppError(
      'import_invalid',
      `${count} ${count === 1 ? 'row has' : 'rows have'} problems; nothing was imported.`,
      { rows: errors },
    );
  }
  if (analysis.dates.needsChoice) {
    throw new AppError(
      'import_date_order',
      `Every date in the file reads both day-first and month-first (e.g. ${analysis.dateSamples[0]?.text ?? ''}); choose the date format.`,
      { dateSamples: analysis.dateSamples },
    );
  }
  const imported = await addRecords(
    db,
    {
      userId: scope.userId,
      vehicleId: input.vehicleId,
      units: analysis.units,
      defaultCurrency: scope.defaultCurrency,
    },
    analysis.batch,
  );
  return { imported, skipped: errors };
}
