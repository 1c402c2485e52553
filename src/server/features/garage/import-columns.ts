// The columns of an imported section: unique names for its header, and the required fields a
// mapping leaves without a column (said in words for the mapping step).
import {
  IMPORT_FIELD_LABELS,
  IMPORT_REQUIRED_FIELDS,
  type ImportField,
  type ImportMapping,
  type ImportRecordType,
} from '../../../shared/garage-import.ts';
import type { CsvSection } from './import-csv-reader.ts';
import { clean } from './import-values.ts';

export function missingFields(
  recordType: ImportRecordType | null,
  mapping: ImportMapping,
): ImportField[] {
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

/** "date and total cost": the fields in words. */
export function fieldsInWords(fields: ImportField[]): string {
  const names = fields.map((field) =>
    IMPORT_FIELD_LABELS[field].replace(/ \(.*\)$/, '').toLowerCase(),
  );
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function describeMissing(missing: ImportField[]): string {
  const list = fieldsInWords(missing);
  return `No column for the ${list} (required): map ${missing.length === 1 ? 'one' : 'them'} to a column of the file.`;
}

/**
 * Why a file is nothing to import, or null: LubeLogger's odometer export (`InitialOdometer`), or
 * a file whose every column is a date, an odometer or a note (`Date,Odometer,Notes`), holds
 * readings only, and Odo takes a car's mileage from its records.
 */
export function readingsOnly(columns: string[], mapping: ImportMapping): string | null {
  const names = columns.map((name) => name.toLowerCase());
  const paid = mapping.cost || mapping.volume || mapping.kwh || mapping.pricePerUnit;
  const read = [mapping.date, mapping.odometer, mapping.note];
  const onlyReadings =
    Boolean(mapping.odometer) && columns.every((name) => name.trim() === '' || read.includes(name));
  if (!(names.includes('initialodometer') || onlyReadings) || paid) return null;
  return 'This file holds odometer readings only: Odo takes the mileage from fill-ups, services and expenses, and imports no readings on their own.';
}

/** Header cells → unique column names (Drivvo repeats "Price / L" for its 2nd and 3rd fuel). */
export function columnNames(section: CsvSection): string[] {
  const seen = new Map<string, number>();
  return section.header.cells.map((cell, index) => {
    const name = clean(cell) || `Column ${index + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

/**
 * Cells past the header's width folded back into the last column, when that column is free
 * text: Simply Auto's iOS export never quotes, so "Tire Rotation, Oil Change" in its last
 * column ("Record Desc") splits in two. A row whose extra cells come earlier stays too long and
 * is reported.
 */
export function foldOverflow(section: CsvSection, width: number): CsvSection {
  const rows = section.rows.map((row) =>
    row.error || row.cells.length <= width
      ? row
      : { ...row, cells: [...row.cells.slice(0, width - 1), row.cells.slice(width - 1).join(',')] },
  );
  return { ...section, rows };
}

const DATE_PART = /^\d{1,4}$/;

/**
 * A file that writes the date in three columns (Simply Auto: Day, Month, Year; also LubeLogger's
 * importer reads these names) gets a "Date" column, YYYY-MM-DD, after its own columns. A row
 * whose parts are not numbers gets them as written, which the date check then reports.
 */
export function deriveDateColumn(section: CsvSection, columns: string[]) {
  const lower = columns.map((name) => name.toLowerCase());
  const [day, month, year] = ['day', 'month', 'year'].map((name) => lower.indexOf(name));
  if (lower.includes('date') || day! < 0 || month! < 0 || year! < 0) return { section, columns };
  const width = columns.length;
  const rows = section.rows.map((row) => {
    if (row.error) return row;
    if (row.cells.length > width) {
      const error = `This line has ${row.cells.length} cells; the header has ${width}.`;
      return { ...row, error };
    }
    const parts = [row.cells[year!], row.cells[month!], row.cells[day!]].map((cell) => clean(cell));
    const date = parts.every((part) => DATE_PART.test(part))
      ? parts.map((part, index) => (index === 0 ? part : part.padStart(2, '0'))).join('-')
      : parts.join('-');
    const cells = [...row.cells];
    while (cells.length < width) cells.push('');
    return { ...row, cells: [...cells, date] };
  });
  return { section: { ...section, rows }, columns: [...columns, 'Date'] };
}
