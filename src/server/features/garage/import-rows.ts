// One section's records → the bodies the single-record routes take, each validated with their
// schemas; a bad row keeps its line and reason and never stops the others.
import type { z } from 'zod';
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
import type {
  ImportField,
  ImportMapping,
  ImportPreset,
  ImportPreviewRow,
  ImportRecordType,
} from '../../../shared/garage-import.ts';
import { round, toKm, type Units } from '../../../shared/units.ts';
import type { CsvRecord } from './import-csv-reader.ts';
import { parseDate, type DateOrder } from './import-dates.ts';
import {
  expenseCategoryFromText,
  isCarWash,
  isPurchaseOrLoan,
  recordTypeOfWord,
  serviceTypeFromText,
} from './import-keywords.ts';
import { arithmeticSaysPence, cellSaysPence, namedInPence, verdictOfRows } from './import-pence.ts';
import type { PresetDefinition } from './import-presets.ts';
import {
  clean,
  decimalMarkOf,
  findByLabel,
  otherColumnsMark,
  parseBoolean,
  parseNumber,
} from './import-values.ts';
import type { RecordBatch } from './record-batch.ts';

export interface SectionContext {
  preset: ImportPreset;
  definition: PresetDefinition;
  recordType: ImportRecordType | null;
  columns: string[];
  mapping: ImportMapping;
  units: Units;
  order: DateOrder;
  dateFormat: string;
  /** The file's separator says decimal commas (";"); a column's own cells may say otherwise. */
  decimalComma: boolean;
  /** The currency of a row that names none (the user's). */
  currency: string;
}

const NUMBER_FIELDS: readonly ImportField[] = ['odometer', 'cost', 'pricePerUnit', 'volume', 'kwh'];

/** A reader of one mapped field's (cleaned) cell in a record. */
export function cellReader(columns: string[], mapping: ImportMapping) {
  const indexOf = new Map<string, number>();
  columns.forEach((name, index) => {
    if (!indexOf.has(name)) indexOf.set(name, index);
  });
  return (record: CsvRecord, field: ImportField): string => {
    const column = mapping[field];
    if (!column) return '';
    return clean(record.cells[indexOf.get(column)!]);
  };
}

function push(batch: RecordBatch, type: ImportRecordType, values: Record<string, unknown>) {
  if (type === 'fuel') batch.fuel.push(values as RecordBatch['fuel'][number]);
  else if (type === 'maintenance') {
    batch.maintenance.push(values as RecordBatch['maintenance'][number]);
  } else batch.expenses.push(values as RecordBatch['expenses'][number]);
}

/** Every record of a section as a preview row; the valid ones are added to `batch`. */
export function analyseRows(
  ctx: SectionContext,
  records: CsvRecord[],
  batch: RecordBatch,
): ImportPreviewRow[] {
  const cellOf = cellReader(ctx.columns, ctx.mapping);
  const translate = ctx.definition.translate ?? {};
  // A record's cells by field, in words where the app wrote codes.
  const readerOf = (record: CsvRecord) => {
    const raw = (field: ImportField) => cellOf(record, field);
    return (field: ImportField) => translate[field]?.(raw(field), raw) ?? raw(field);
  };
  // Decimal marks: each number column by its own cells (a Drivvo row holds "37.52" litres beside
  // "6,414 л/100км"); a column that says nothing ("12.345", "1,969") follows the others, and a
  // section whose columns say nothing follows its separator (";" files write commas).
  const readable = records.filter((record) => !record.error).map(readerOf);
  const marks = new Map(
    NUMBER_FIELDS.map((field) => [field, decimalMarkOf(readable.map((cell) => cell(field)))]),
  );
  const said = new Set([...marks.values()].filter((mark) => mark !== null));
  const sectionComma =
    said.size === 1
      ? said.has('comma')
      : (otherColumnsMark(records) ?? (ctx.decimalComma ? 'comma' : 'point')) === 'comma';
  const decimalComma = (field: ImportField) => {
    const mark = marks.get(field);
    return mark ? mark === 'comma' : sectionComma;
  };
  const numberIn = (cell: (field: ImportField) => string, field: ImportField) => {
    const value = cell(field) === '' ? Number.NaN : parseNumber(cell(field), decimalComma(field));
    return Number.isNaN(value) ? undefined : value;
  };
  // Prices in pence (UK): the column's name says so, else the row's total, else most rows'.
  const penceColumn = namedInPence(ctx.mapping.pricePerUnit);
  const penceRows = verdictOfRows(
    readable.map((cell) =>
      arithmeticSaysPence(
        numberIn(cell, 'cost'),
        numberIn(cell, 'volume'),
        numberIn(cell, 'pricePerUnit'),
      ),
    ),
  );
  return records.map((record) => {
    if (record.error)
      return { line: record.line, recordType: ctx.recordType, values: {}, error: record.error };
    const problems: string[] = [];
    const cell = readerOf(record);
    const refused = ctx.definition.rowProblem?.((field) => cellOf(record, field));
    if (refused) {
      const word = cell('recordType').toLowerCase();
      const recordType = ctx.recordType ?? recordTypeOfWord(word) ?? null;
      return { line: record.line, recordType, values: {}, error: refused };
    }
    const number = (field: ImportField, label: string = field): number | undefined => {
      const text = cell(field);
      if (text === '') return undefined;
      const value = parseNumber(text, decimalComma(field));
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

    let type = ctx.recordType;
    if (type === null) {
      const word = cell('recordType').toLowerCase();
      type = recordTypeOfWord(word) ?? null;
      if (!type) {
        const shown = word === '' ? 'empty' : `"${cell('recordType')}"`;
        problems.push(`record type: ${shown}; use fuel, maintenance or expense.`);
      }
    }

    const dateText = cell('date');
    const date = dateText === '' ? undefined : (parseDate(dateText, ctx.order) ?? undefined);
    if (dateText !== '' && !date) {
      problems.push(`date: "${dateText}" is not a date like ${ctx.dateFormat}.`);
    }
    let odometer = number('odometer');
    if (odometer === 0 && ctx.definition.zeroOdometerIsEmpty) odometer = undefined;
    const cost = number('cost');
    // The file's currency for the row (Odo's own export has one), else the display currency.
    const currency = cell('currency') || undefined;
    const text = [cell('description'), cell('note')].filter(Boolean).join(' — ');
    const givenService = cell('serviceType');
    const givenCategory = cell('category');

    // What the source calls a service may be a purchase or a loan payment (never upkeep), and
    // what it calls an expense may be an inspection with an odometer reading (upkeep).
    if (type === 'maintenance' && isPurchaseOrLoan(`${givenService} ${text}`)) type = 'expense';
    // A car wash kept among services (Fuelly's `car_wash`) is a cleaning expense.
    if (
      type === 'maintenance' &&
      isCarWash(`${givenService} ${text}`) &&
      serviceTypeFromText(`${givenService} ${text}`) === 'other'
    ) {
      type = 'expense';
    }
    if (
      type === 'expense' &&
      odometer !== undefined &&
      ctx.preset !== 'odo' &&
      expenseCategoryFromText(`${givenCategory} ${text}`, 'other') === 'other' &&
      serviceTypeFromText(givenCategory || text) !== 'other'
    ) {
      type = 'maintenance';
    }

    let values: Record<string, unknown> = {};
    let warning: string | undefined;
    let schema: z.ZodType | null = null;
    if (type === 'fuel') {
      const volume = number('volume');
      let price = number('pricePerUnit', 'price');
      if (
        price !== undefined &&
        (penceColumn ||
          (arithmeticSaysPence(cost, volume, price) ??
            penceRows ??
            cellSaysPence(cell('pricePerUnit'), price, currency ?? ctx.currency)))
      ) {
        price = round(price / 100, 5);
        if (cost === undefined && volume !== undefined) {
          const unit = ctx.units.volume === 'l' ? 'litre' : 'gallon';
          warning = `Price read in pence: "${cell('pricePerUnit')}" is ${price} a ${unit}.`;
        }
      }
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
      const given = givenService || givenCategory;
      const labelled = given === '' ? null : findByLabel(given, SERVICE_TYPES, SERVICE_TYPE_LABELS);
      // A kind that names no service ("Service", "Outros") leaves it to the description.
      const serviceType: ServiceType =
        labelled ??
        [given, text].map(serviceTypeFromText).find((found) => found !== 'other') ??
        'other';
      values = {
        type: serviceType,
        description: [labelled ? '' : given, text].filter(Boolean).join(' — '),
        date,
        mileage: odometer,
        cost,
        currency,
      };
      schema = maintenanceInputSchema;
    } else if (type === 'expense') {
      // LubeLogger's tax records (no odometer) are taxes; its supplies (parts bought, with a
      // part number) are not.
      const fallback: ExpenseCategory =
        ctx.preset === 'lubelogger_service' &&
        !ctx.columns.some((name) => name.toLowerCase() === 'partnumber') &&
        !isPurchaseOrLoan(text)
          ? 'registration_tax'
          : 'other';
      const given = givenCategory || givenService;
      const category =
        given === ''
          ? expenseCategoryFromText(text, fallback)
          : (findByLabel(given, EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS) ??
            expenseCategoryFromText(`${given} ${text}`, 'other'));
      const labelled = findByLabel(given, EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS);
      const recurring = cell('recurring').toLowerCase();
      values = {
        category,
        amount: cost,
        date,
        note: [labelled ? '' : given, text].filter(Boolean).join(' — '),
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
        if (typeof distance === 'number' && toKm(distance, ctx.units.distance) > MAX_MILEAGE_KM) {
          problems.push(
            `${type === 'maintenance' ? 'mileage' : 'odometer'}: ${MAX_DISTANCE_MESSAGE}`,
          );
        }
      }
    }
    if (record.cells.length > ctx.columns.length) {
      problems.unshift(
        `This line has ${record.cells.length} cells; the header has ${ctx.columns.length}.`,
      );
    }

    if (problems.length === 0 && type) push(batch, type, values);
    const row: ImportPreviewRow = { line: record.line, recordType: type, values };
    if (problems.length > 0) row.error = problems.join(' ');
    else if (warning) row.warning = warning;
    return row;
  });
}
