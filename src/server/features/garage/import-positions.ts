// Columns a preset knows only by position (Drivvo's in a language Odo has no names for) move when
// an app version adds or drops one: the positions are taken where the cells fit their fields
// (dates in the date column, yes/no in the full-tank one), else the layout with one column added
// or dropped whose cells do, else the preset's own (its rows then say what does not fit).
import type { ImportField, ImportMapping, ImportPreset } from '../../../shared/garage-import.ts';
import { isDateCell } from './import-dates.ts';
import { presetMapping, type ColumnShift } from './import-presets.ts';
import { isNumberCell, parseBoolean } from './import-values.ts';

const WORDS = /\p{L}/u;

/** What a field's cells hold, for the fields presets find by position. */
const HOLDS: Partial<Record<ImportField, (cell: string) => boolean>> = {
  date: isDateCell,
  odometer: isNumberCell,
  cost: isNumberCell,
  pricePerUnit: isNumberCell,
  volume: isNumberCell,
  kwh: isNumberCell,
  fullTank: (cell) => parseBoolean(cell) !== null,
  grade: (cell) => WORDS.test(cell),
  serviceType: (cell) => WORDS.test(cell),
  category: (cell) => WORDS.test(cell),
};

/** Whether at least 80% of the filled cells of each of `fields` hold what the field holds. */
function cellsFit(
  mapping: ImportMapping,
  fields: ImportField[],
  cells: (column: string) => string[],
): boolean {
  return fields.every((field) => {
    const column = mapping[field];
    const holds = HOLDS[field];
    if (!column || !holds) return true;
    const filled = cells(column).filter((cell) => cell !== '');
    return filled.length === 0 || filled.filter(holds).length >= filled.length * 0.8;
  });
}

/**
 * The preset's mapping of `columns`, its positional columns checked against the cells (`cells`
 * gives a column's cells by name): as the preset places them, or shifted by one or two columns
 * from some column on, whichever first fits.
 */
export function mappingByContent(
  preset: ImportPreset,
  columns: string[],
  title: string | null,
  cells: (column: string) => string[],
): ImportMapping {
  const mapping = presetMapping(preset, columns, title);
  const byName = presetMapping(preset, columns, title, () => -1);
  const positional = (Object.keys(mapping) as ImportField[]).filter(
    (field) => byName[field] !== mapping[field],
  );
  if (positional.length === 0 || cellsFit(mapping, positional, cells)) return mapping;
  for (let from = 0; from < columns.length; from += 1) {
    for (const by of [1, -1, 2]) {
      const shift: ColumnShift = (at) => (at >= from ? at + by : at);
      const shifted = presetMapping(preset, columns, title, shift);
      const found = positional.every((field) => shifted[field] !== undefined);
      if (found && cellsFit(shifted, positional, cells)) return shifted;
    }
  }
  return mapping;
}
