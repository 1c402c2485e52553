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
    const rows = section.rows.map((row): CsvRecord => {
      if (row.error) return row;
      const title = cell(row, 'costtitle');
      const category = names.get(cell(row, 'costtypeid')) ?? '';
      const upkeep =
        UPKEEP.test(category) ||
        UPKEEP.test(title) ||
        REPAIR.test(title) ||
        serviceTypeFromText(title) !== 'other';
      const type = upkeep ? 'maintenance' : 'expense';
      const cells = [cell(row, 'date'), cell(row, 'odo'), cell(row, 'cost'), type, category, title];
      const record = { line: row.line, cells: [...cells, cell(row, 'notes')] };
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
