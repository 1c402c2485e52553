// Fuelio's "## Costs" section, which says a cost's kind only by a number that its
// "## CostCategories" section names ("1","Service"): rewritten as plain columns (Date, Odometer,
// Cost, Type, Category, Description, Note) with the kind in words, so that the plain preset reads
// it. A category that names upkeep (or a title that names a service) is maintenance; any other
// cost is an expense; income is never a cost.
import type { CsvRecord, CsvSection } from './import-csv-reader.ts';
import { serviceTypeFromText } from './import-keywords.ts';
import { clean, parseBoolean } from './import-values.ts';

/** Category names that are upkeep, in the languages Fuelio is used in most. */
const UPKEEP =
  /servic|serviz|serviç|maint|repair|wartung|reparatur|inspektion|entretien|réparation|mantenimiento|reparación|manutenção|manutenzione|riparazione|tagliando|revisão|serwis|naprawa|onderhoud|обслуживание|ремонт|сервис/i;

/** Words in a cost's title for a part replaced or a repair (a bumper, "lavoro freni"). */
const REPAIR =
  /replac|repair|sostituz|riparaz|carrozzeria|lavoro|austausch|ersetz|reparatur|karosserie|remplacement|réparation|carrosserie|sustituc|reparación|substitui|troca|reparo|wymian|naprawa|vervang|reparatie|замен|ремонт/i;

const HEADER = ['Date', 'Odometer', 'Cost', 'Type', 'Category', 'Description', 'Note'];

const indexer = (section: CsvSection) => {
  const names = section.header.cells.map((cell) => clean(cell).toLowerCase());
  return (name: string) => names.indexOf(name);
};

/** How far from a cost's date a fill-up's odometer may be taken for it (a cost with Odo 0). */
const NEAR_DAYS = 31;
const DAY_MS = 86_400_000;

/** The day of an ISO-dated cell ("2025-10-16 14:50"), in ms, or null. */
function isoDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** The log's fill-ups as (day, odometer), for costs Fuelio kept without one ("Odo" 0). */
function fillUpOdometers(sections: CsvSection[]): Array<{ day: number; odo: string }> {
  const odoOf = (section: CsvSection) =>
    section.header.cells.findIndex((cell) => /^odo ?\(/i.test(clean(cell)));
  const log = sections.find((section) => indexer(section)('data') >= 0 && odoOf(section) >= 0);
  if (!log) return [];
  const dataAt = indexer(log)('data');
  const odoAt = odoOf(log);
  return log.rows.flatMap((row) => {
    const day = isoDay(clean(row.cells[dataAt]));
    // "48210.0", or "48210,0" once a spreadsheet re-saved the file in a comma locale.
    const odo = clean(row.cells[odoAt]).replace(/[.,]0+$/, '');
    return !row.error && day !== null && Number(odo.replace(',', '.')) > 0 ? [{ day, odo }] : [];
  });
}

/**
 * The odometer of the fill-up nearest a cost's day (within NEAR_DAYS) with the words saying so,
 * or none: a cost at "0" km would otherwise put a service at the car's first kilometre and make
 * every schedule after it overdue.
 */
function odometerNear(date: string, fills: Array<{ day: number; odo: string }>) {
  const day = isoDay(date);
  if (day === null) return null;
  let best: { day: number; odo: string } | null = null;
  for (const fill of fills) {
    if (!best || Math.abs(fill.day - day) < Math.abs(best.day - day)) best = fill;
  }
  if (!best || Math.abs(best.day - day) > NEAR_DAYS * DAY_MS) return null;
  const when = new Date(best.day).toISOString().slice(0, 10);
  return { odo: best.odo, note: `odometer from the fill-up of ${when}` };
}

/** The sections with Fuelio's costs in plain columns; any other file as it was. */
export function withFuelioCosts(sections: CsvSection[]): CsvSection[] {
  const categories = sections.find((section) => {
    const at = indexer(section);
    return at('costtypeid') >= 0 && at('name') >= 0 && at('costtitle') < 0;
  });
  const names = new Map<string, string>();
  if (categories) {
    const at = indexer(categories);
    for (const row of categories.rows) {
      names.set(clean(row.cells[at('costtypeid')]), clean(row.cells[at('name')]));
    }
  }
  return sections.map((section) => {
    const at = indexer(section);
    if (at('costtitle') < 0 || at('costtypeid') < 0 || at('cost') < 0 || at('date') < 0) {
      return section;
    }
    const cell = (row: CsvRecord, name: string) => (at(name) < 0 ? '' : clean(row.cells[at(name)]));
    const fills = fillUpOdometers(sections);
    const rows = section.rows.map((row): CsvRecord => {
      if (row.error) return row;
      const title = cell(row, 'costtitle');
      // "0" is Fuelio's "no reading": the nearest fill-up's, where there is one.
      const written = cell(row, 'odo');
      const noReading = /^0+(?:[.,]0*)?(?:\s*\p{L}+)?$/u.test(written);
      const near = noReading ? odometerNear(cell(row, 'date'), fills) : null;
      const odo = noReading ? (near?.odo ?? '') : written;
      const note = [cell(row, 'notes'), near?.note ?? ''].filter(Boolean).join('; ');
      const category = names.get(cell(row, 'costtypeid')) ?? '';
      const upkeep =
        UPKEEP.test(category) ||
        UPKEEP.test(title) ||
        REPAIR.test(title) ||
        serviceTypeFromText(title) !== 'other';
      const type = upkeep ? 'maintenance' : 'expense';
      const cells = [cell(row, 'date'), odo, cell(row, 'cost'), type, category, title];
      const record = { line: row.line, cells: [...cells, note] };
      if (parseBoolean(cell(row, 'isincome')) === true) {
        return { ...record, error: 'An income is not a cost: Odo does not import it.' };
      }
      if (parseBoolean(cell(row, 'istemplate')) === true) {
        return { ...record, error: 'A template is not a cost: Odo does not import it.' };
      }
      return record;
    });
    return { ...section, header: { ...section.header, cells: HEADER }, rows };
  });
}
