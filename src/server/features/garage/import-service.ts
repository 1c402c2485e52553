// CSV import into one vehicle: parse (physical line numbers kept), pick a preset and a column
// mapping, turn each row into the body the single-record routes take and validate it with their
// schemas; a preview writes nothing, a commit writes every row in one transaction or none.
import { parse, CsvError } from 'csv-parse/sync';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatIssues } from '../../lib/validate.ts';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  expenseInputSchema,
  fuelInputSchema,
  MAX_DISTANCE_MESSAGE,
  MAX_MILEAGE_KM,
  maintenanceInputSchema,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type ExpenseCategory,
  type ServiceType,
} from '../../../shared/garage.ts';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_ROWS,
  IMPORT_REQUIRED_FIELDS,
  type ImportCommitDto,
  type ImportDateFormat,
  type ImportField,
  type ImportMapping,
  type ImportPreset,
  type ImportPreviewDto,
  type ImportPreviewRow,
  type ImportRecordType,
  type importRequestSchema,
  type ImportRowError,
} from '../../../shared/garage-import.ts';
import { round, toKm, type Units } from '../../../shared/units.ts';
import {
  expenseCategoryFromText,
  detectPreset,
  presetMapping,
  PRESETS,
  serviceTypeFromText,
} from './import-presets.ts';
import { addRecords, type RecordBatch } from './records-service.ts';
import { getSettings } from './settings-service.ts';
import { ownedVehicle, vehicleNotFound } from './vehicles-service.ts';

type ImportInput = z.output<typeof importRequestSchema>;

export interface ImportScope {
  userId: string;
  defaultCurrency: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---------------------------------------------------------------- CSV text → lines and cells

interface CsvRecord {
  line: number;
  cells: string[];
}

/** Text that is not a CSV file: control characters or undecodable bytes (read as U+FFFD). */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 64_000);
  let odd = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) odd += 1;
  }
  return odd > 0 && odd >= Math.max(1, sample.length / 200);
}

/** The delimiter of the header line: the most frequent of , ; and tab outside quotes. */
function detectDelimiter(firstLine: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

function readCsv(text: string): { records: CsvRecord[]; delimiter: string } {
  // One line end everywhere (CR LF and old-Mac CR each end one physical line), so csv-parse's
  // line counter is the file's.
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const delimiter = detectDelimiter(normalised.slice(0, normalised.indexOf('\n') >>> 0));
  let parsed: Array<{ record: string[]; info: { lines: number }; raw: string }>;
  try {
    parsed = parse(normalised, {
      delimiter,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    if (error instanceof CsvError) {
      const where = (error as CsvError & { lines?: number }).lines;
      const reason =
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'a quoted cell is never closed'
          : error.code === 'INVALID_OPENING_QUOTE' || error.code === 'CSV_INVALID_CLOSING_QUOTE'
            ? 'a quote is misplaced'
            : 'the file cannot be read as CSV';
      throw new AppError(
        'bad_request',
        `This is not a readable CSV file: ${reason}${where ? ` (line ${where})` : ''}.`,
      );
    }
    throw error;
  }
  const records = parsed
    .map(({ record, info, raw }) => {
      // info.lines is the record's last line; its own text (without the blank lines skipped
      // before it and its line end) says how many lines it spans.
      const own = raw.replace(/^\n+/, '').replace(/\n$/, '');
      const span = own.split('\n').length - 1;
      return { line: info.lines - span, cells: record };
    })
    .filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  return { records, delimiter };
}

// ---------------------------------------------------------------- cells → values

/** Export formula guards (a leading apostrophe before = + - @ tab CR) come off. */
function clean(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/**
 * "1,234.50", "$49.90", "49,90 €", "1.234,5" → a number; NaN when it is not one. In a file that
 * writes decimal commas (semicolon-separated), "61.200" is sixty-one thousand two hundred.
 */
function parseNumber(raw: string, decimalComma: boolean): number {
  let value = raw.replace(/[\s\u00a0]/g, '').replace(/^[^\d.,-]+|[^\d.,]+$/g, '');
  if (value.startsWith('(') && value.endsWith(')')) value = `-${value.slice(1, -1)}`;
  const comma = value.lastIndexOf(',');
  const dot = value.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    value = comma > dot ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  } else if (comma >= 0) {
    value = /^-?\d{1,3}(,\d{3})+$/.test(value) ? value.replace(/,/g, '') : value.replace(',', '.');
  } else if (decimalComma && /^-?\d{1,3}(\.\d{3})+$/.test(value)) {
    value = value.replace(/\./g, '');
  }
  return /^-?(\d+\.?\d*|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y', 'x', 'full', 'ja', 'oui', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'n', 'partial', 'nein', 'non', 'off']);

function parseBoolean(raw: string): boolean | null {
  const value = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(value)) return true;
  if (FALSE_WORDS.has(value)) return false;
  return null;
}

type DateOrder = 'ymd' | 'mdy' | 'dmy';
const ORDER_OF: Record<ImportDateFormat, DateOrder> = {
  'YYYY-MM-DD': 'ymd',
  'MM/DD/YYYY': 'mdy',
  'DD/MM/YYYY': 'dmy',
  'DD.MM.YYYY': 'dmy',
  'MM-DD-YYYY': 'mdy',
  'DD-MM-YYYY': 'dmy',
};

/** A date cell as YYYY-MM-DD in this order, or null; a time after it is ignored. */
function parseDate(raw: string, order: DateOrder): string | null {
  const datePart = raw.trim().split(/[\sT]/)[0] ?? '';
  const parts = datePart.split(/[-/.]/);
  if (parts.length !== 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) return null;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  const [givenYear, month, day] =
    order === 'ymd' ? [a, b, c] : order === 'mdy' ? [c, a, b] : [c, b, a];
  let year = givenYear;
  const yearText = order === 'ymd' ? parts[0]! : parts[2]!;
  if (order === 'ymd' && yearText.length !== 4) return null;
  if (yearText.length === 2) {
    const thisYear = new Date().getUTCFullYear() % 100;
    year += year <= thisYear ? 2000 : 1900;
  } else if (yearText.length !== 4) {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** The date format of a file: the one order every date fits, else the preset's usual one. */
function detectDateFormat(
  cells: string[],
  usual: ImportDateFormat,
): { format: ImportDateFormat; guessed: boolean } {
  const dates = cells.filter((cell) => cell !== '');
  const fits = (order: DateOrder) => dates.filter((cell) => parseDate(cell, order)).length;
  const scores = { ymd: fits('ymd'), mdy: fits('mdy'), dmy: fits('dmy') };
  const separator = /\d([-/.])\d/.exec(dates[0] ?? '')?.[1] ?? '/';
  const named = (order: DateOrder): ImportDateFormat => {
    if (order === 'ymd') return 'YYYY-MM-DD';
    if (separator === '.') return 'DD.MM.YYYY';
    if (separator === '-') return order === 'mdy' ? 'MM-DD-YYYY' : 'DD-MM-YYYY';
    return order === 'mdy' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
  };
  if (scores.ymd > 0 && scores.ymd >= Math.max(scores.mdy, scores.dmy)) {
    return { format: 'YYYY-MM-DD', guessed: false };
  }
  if (scores.mdy !== scores.dmy) {
    return { format: named(scores.mdy > scores.dmy ? 'mdy' : 'dmy'), guessed: false };
  }
  const usualOrder = ORDER_OF[usual] === 'ymd' ? 'mdy' : ORDER_OF[usual];
  return { format: named(usualOrder), guessed: scores.mdy > 0 };
}

function findByLabel<T extends string>(
  raw: string,
  ids: readonly T[],
  labels: Record<T, string>,
): T | null {
  const value = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  for (const id of ids) {
    if (id === value || labels[id].toLowerCase().replace(/[\s/-]+/g, '_') === value) return id;
  }
  return null;
}

const RECORD_TYPE_WORDS: Record<string, ImportRecordType> = {
  fuel: 'fuel',
  'fill-up': 'fuel',
  fillup: 'fuel',
  gas: 'fuel',
  charge: 'fuel',
  maintenance: 'maintenance',
  service: 'maintenance',
  repair: 'maintenance',
  expense: 'expense',
};

// ---------------------------------------------------------------- the analysis

type AnalysedRow = ImportPreviewRow;

interface Analysis {
  preset: ImportPreset;
  recordType: ImportRecordType | null;
  columns: string[];
  mapping: ImportMapping;
  units: Units;
  dateFormat: ImportDateFormat;
  dateFormatGuessed: boolean;
  rows: AnalysedRow[];
  batch: RecordBatch;
}

function missingFields(recordType: ImportRecordType | null, mapping: ImportMapping): ImportField[] {
  const mapped = (field: ImportField) => Boolean(mapping[field]);
  if (recordType === null) {
    return (['recordType', 'date', 'cost'] as const).filter((field) => !mapped(field));
  }
  return IMPORT_REQUIRED_FIELDS[recordType].filter((field) => {
    if (field === 'cost' && recordType === 'fuel')
      return !mapped('cost') && !mapped('pricePerUnit');
    if (field === 'volume') return !mapped('volume') && !mapped('kwh');
    return !mapped(field);
  });
}

function columnsError(message: string, details: Record<string, unknown>): AppError {
  return new AppError('import_columns', message, details);
}

function describeMissing(missing: ImportField[]): string {
  const names = missing.map((field) =>
    IMPORT_FIELD_LABELS[field].replace(/ \(.*\)$/, '').toLowerCase(),
  );
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `No column for the ${list} (required): map ${missing.length === 1 ? 'one' : 'them'} to a column of the file.`;
}

async function analyse(db: Db, scope: ImportScope, input: ImportInput): Promise<Analysis> {
  if (!UUID.test(input.vehicleId)) throw vehicleNotFound();
  await ownedVehicle(db, scope.userId, input.vehicleId);

  if (input.csv.trim() === '') throw new AppError('bad_request', 'The file is empty.');
  if (looksBinary(input.csv)) {
    throw new AppError('bad_request', 'This file is not a CSV (text) file.');
  }
  const { records, delimiter } = readCsv(input.csv);
  const decimalComma = delimiter === ';';
  const [headerRecord, ...dataRecords] = records;
  if (!headerRecord) throw new AppError('bad_request', 'The file is empty.');
  const columns = headerRecord.cells.map((cell, index) => clean(cell) || `Column ${index + 1}`);
  if (dataRecords.length === 0) {
    throw new AppError('bad_request', 'The file has a header row but no records.');
  }
  if (dataRecords.length > IMPORT_MAX_ROWS) {
    throw new AppError(
      'bad_request',
      `At most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} records per import; this file has ${dataRecords.length.toLocaleString('en-US')}. Split it into smaller files.`,
    );
  }

  const lowerColumns = columns.map((name) => name.toLowerCase());
  const preset = input.preset ?? detectPreset(columns);
  const definition = PRESETS[preset];
  const recordType = input.recordType ?? definition.recordType(lowerColumns);
  const mapping: ImportMapping = { ...presetMapping(preset, columns) };
  for (const [field, column] of Object.entries(input.mapping ?? {}) as Array<
    [ImportField, string | null]
  >) {
    if (column === null || column === '') delete mapping[field];
    else mapping[field] = column;
  }
  let units: Units | null = input.units ?? definition.units(lowerColumns);
  if (!units) {
    const settings = await getSettings(db, scope.userId, scope.defaultCurrency);
    units = { distance: settings.distanceUnit, volume: settings.volumeUnit };
  }
  const details = { preset, recordType, columns, mapping, units };
  for (const [field, column] of Object.entries(mapping) as Array<[ImportField, string]>) {
    if (!columns.includes(column)) {
      throw columnsError(`${IMPORT_FIELD_LABELS[field]}: the file has no column "${column}".`, {
        ...details,
        missing: [field],
      });
    }
  }
  const missing = missingFields(recordType, mapping);
  if (missing.length > 0) throw columnsError(describeMissing(missing), { ...details, missing });

  const indexOf = new Map(columns.map((name, index) => [name, index]));
  const cellOf = (record: CsvRecord, field: ImportField): string => {
    const column = mapping[field];
    if (!column) return '';
    return clean(record.cells[indexOf.get(column)!]);
  };

  const dateCells = dataRecords.map((record) => cellOf(record, 'date'));
  const detected = input.dateFormat
    ? { format: input.dateFormat, guessed: false }
    : detectDateFormat(dateCells, definition.ambiguousDates);
  const order = ORDER_OF[detected.format];

  const batch: RecordBatch = { maintenance: [], fuel: [], expenses: [] };
  const rows: AnalysedRow[] = dataRecords.map((record) => {
    const problems: string[] = [];
    const cell = (field: ImportField) => cellOf(record, field);
    const number = (field: ImportField, label: string = field): number | undefined => {
      const text = cell(field);
      if (text === '') return undefined;
      const value = parseNumber(text, decimalComma);
      if (Number.isNaN(value)) {
        problems.push(`${label}: "${text}" is not a number.`);
        return undefined;
      }
      return value;
    };
    const flag = (field: ImportField): boolean | undefined => {
      const text = cell(field);
      if (text === '') return undefined;
      const value = parseBoolean(text);
      if (value === null) problems.push(`${field}: "${text}" is not yes/no (or true/false, 1/0).`);
      return value ?? undefined;
    };

    let type = recordType;
    if (type === null) {
      const word = cell('recordType').toLowerCase();
      type = RECORD_TYPE_WORDS[word] ?? null;
      if (!type) {
        const shown = word === '' ? 'empty' : `"${cell('recordType')}"`;
        problems.push(`record type: ${shown}; use fuel, maintenance or expense.`);
      }
    }

    const dateText = cell('date');
    const date = dateText === '' ? undefined : (parseDate(dateText, order) ?? undefined);
    if (dateText !== '' && !date) {
      problems.push(`date: "${dateText}" is not a date like ${detected.format}.`);
    }
    const odometer = number('odometer');
    const cost = number('cost');
    // The file's currency for the row (Odo's own export has one), else the display currency.
    const currency = cell('currency') || undefined;
    const description = cell('description');
    const note = cell('note');

    let values: Record<string, unknown> = {};
    let schema: z.ZodType | null = null;
    if (type === 'fuel') {
      const volume = number('volume');
      const price = number('pricePerUnit', 'price');
      const full = flag('fullTank');
      const partial = flag('partialFill');
      values = {
        date,
        cost:
          cost ??
          (price !== undefined && volume !== undefined ? round(price * volume, 2) : undefined),
        volume: volume ?? null,
        kwh: number('kwh') ?? null,
        odometer,
        fullTank: full ?? (partial === undefined ? true : !partial),
        missedPrevious: flag('missedPrevious') ?? false,
        grade: cell('grade') || null,
        currency,
      };
      schema = fuelInputSchema;
    } else if (type === 'maintenance') {
      const text = [description, note].filter(Boolean).join(' — ');
      const given = cell('serviceType');
      let serviceType: ServiceType = serviceTypeFromText(text);
      if (given !== '') {
        serviceType =
          findByLabel(given, SERVICE_TYPES, SERVICE_TYPE_LABELS) ?? serviceTypeFromText(given);
      }
      values = {
        type: serviceType,
        description: serviceType === 'other' && given !== '' && !text ? given : text,
        date,
        mileage: odometer,
        cost,
        currency,
      };
      schema = maintenanceInputSchema;
    } else if (type === 'expense') {
      const text = [description, note].filter(Boolean).join(' — ');
      const fallback: ExpenseCategory =
        preset === 'lubelogger_service' ? 'registration_tax' : 'other';
      const given = cell('category');
      const category =
        given === ''
          ? expenseCategoryFromText(text, fallback)
          : (findByLabel(given, EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS) ??
            expenseCategoryFromText(given, 'other'));
      const recurring = cell('recurring').toLowerCase();
      values = {
        category,
        amount: cost,
        date,
        note: text,
        recurring: recurring === '' ? 'none' : recurring,
        currency,
      };
      schema = expenseInputSchema;
    }

    if (schema && problems.length === 0) {
      const result = schema.safeParse(values);
      if (!result.success) {
        problems.push(formatIssues(result.error));
      } else {
        values = result.data as Record<string, unknown>;
        const distance = type === 'maintenance' ? values.mileage : values.odometer;
        if (typeof distance === 'number' && toKm(distance, units.distance) > MAX_MILEAGE_KM) {
          problems.push(
            `${type === 'maintenance' ? 'mileage' : 'odometer'}: ${MAX_DISTANCE_MESSAGE}`,
          );
        }
      }
    }
    if (record.cells.length > columns.length) {
      problems.unshift(
        `This line has ${record.cells.length} cells; the header has ${columns.length}.`,
      );
    }

    if (problems.length === 0) {
      if (type === 'fuel') batch.fuel.push(values as RecordBatch['fuel'][number]);
      else if (type === 'maintenance') {
        batch.maintenance.push(values as RecordBatch['maintenance'][number]);
      } else if (type === 'expense') batch.expenses.push(values as RecordBatch['expenses'][number]);
    }
    const row: AnalysedRow = { line: record.line, recordType: type, values };
    if (problems.length > 0) row.error = problems.join(' ');
    return row;
  });

  return {
    preset,
    recordType,
    columns,
    mapping,
    units,
    dateFormat: detected.format,
    dateFormatGuessed: detected.guessed,
    rows,
    batch,
  };
}

function errorsOf(rows: AnalysedRow[]): ImportRowError[] {
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
  for (const row of analysis.rows) if (row.recordType) byType[row.recordType] += 1;
  const rows: ImportPreviewRow[] = analysis.rows.slice(0, IMPORT_PREVIEW_ROWS);
  return {
    preset: analysis.preset,
    recordType: analysis.recordType,
    columns: analysis.columns,
    mapping: analysis.mapping,
    units: analysis.units,
    dateFormat: analysis.dateFormat,
    dateFormatGuessed: analysis.dateFormatGuessed,
    rows,
    counts: {
      total: analysis.rows.length,
      valid: analysis.rows.length - errors.length,
      invalid: errors.length,
      byType,
    },
    errors,
  };
}

/** POST /api/garage/import with commit: true — every row, or (any bad row) none. */
export async function commitImport(
  db: Db,
  scope: ImportScope,
  input: ImportInput,
): Promise<ImportCommitDto> {
  const analysis = await analyse(db, scope, input);
  const errors = errorsOf(analysis.rows);
  if (errors.length > 0) {
    const count = errors.length;
    throw new AppError(
      'import_invalid',
      `${count} ${count === 1 ? 'row has' : 'rows have'} problems; nothing was imported.`,
      { rows: errors },
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
  return { imported };
}
