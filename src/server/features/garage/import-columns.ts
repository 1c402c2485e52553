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

export function describeMissing(missing: ImportField[]): string {
  const names = missing.map((field) =>
    IMPORT_FIELD_LABELS[field].replace(/ \(.*\)$/, '').toLowerCase(),
  );
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `No column for the ${list} (required): map ${missing.length === 1 ? 'one' : 'them'} to a column of the file.`;
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
