// The garage pickers' choices: passenger-vehicle makes and models per model year, read from the
// catalog scripts/generate-vehicle-catalog.ts builds out of vPIC (kept server-side so the web
// bundle stays small; the answers are cacheable), merged once at load with the European supplement
// (src/shared/vehicle-catalog-europe.json) for the makes and model years vPIC, a US database, lacks.
import fs from 'node:fs';
import path from 'node:path';
import { logoSlug } from '../../../shared/vehicle-data.ts';

interface CatalogFile {
  source: string;
  firstYear: number;
  lastYear: number;
  /** [make, [model, "1990-1995,1998"][]][] */
  makes: [string, [string, string][]][];
}

export interface Catalog {
  firstYear: number;
  lastYear: number;
  makes(year: number): { name: string; slug: string }[];
  /** Models of a make (matched without regard to case) in that year; [] for an unknown make. */
  models(year: number, make: string): { make: string | null; models: string[] };
  /** The catalog's spelling of a make (case and accents ignored), or null. */
  makeName(make: string): string | null;
  /** Every make, in the catalog's spelling. */
  allMakes(): string[];
  /** Every model of a make (catalog spelling) with its model years, ascending; empty if unknown. */
  modelYears(make: string): ReadonlyMap<string, readonly number[]>;
}

function parseYears(ranges: string): number[] {
  const years: number[] = [];
  for (const part of ranges.split(',')) {
    const [from, to] = part.split('-').map(Number);
    for (let year = from!; year <= (to ?? from!); year += 1) years.push(year);
  }
  return years;
}

function readCatalog(name: string): CatalogFile {
  const file = path.join(import.meta.dirname, '..', '..', '..', 'shared', name);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CatalogFile;
}

const byName = (a: string, b: string) =>
  a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

function loadCatalog(): Catalog {
  const data = readCatalog('vehicle-catalog.json');
  const europe = readCatalog('vehicle-catalog-europe.json');
  // year → make → models; a make or model in both files keeps the vPIC spelling, its years the union.
  const byYear = new Map<number, Map<string, Set<string>>>();
  const canonical = new Map<string, string>();
  const modelNames = new Map<string, string>();
  for (const [fileMake, models] of [...data.makes, ...europe.makes]) {
    const make = canonical.get(fileMake.toLowerCase()) ?? fileMake;
    canonical.set(make.toLowerCase(), make);
    for (const [fileModel, ranges] of models) {
      const modelKey = `${make}\u0000${fileModel.toLowerCase()}`;
      const model = modelNames.get(modelKey) ?? fileModel;
      modelNames.set(modelKey, model);
      for (const year of parseYears(ranges)) {
        const makes = byYear.get(year) ?? new Map<string, Set<string>>();
        const set = makes.get(make) ?? new Set<string>();
        set.add(model);
        makes.set(make, set);
        byYear.set(year, makes);
      }
    }
  }
  // Also find a make typed without its accents ("Citroen").
  for (const make of [...canonical.values()]) {
    const plain = make
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    if (!canonical.has(plain)) canonical.set(plain, make);
  }
  const yearsByModel = new Map<string, Map<string, number[]>>();
  for (const [year, makes] of [...byYear].sort(([a], [b]) => a - b)) {
    for (const [make, models] of makes) {
      const list = yearsByModel.get(make) ?? new Map<string, number[]>();
      for (const model of models) list.set(model, [...(list.get(model) ?? []), year]);
      yearsByModel.set(make, list);
    }
  }
  const modelLists = new Map<number, Map<string, string[]>>();
  for (const [year, makes] of byYear) {
    modelLists.set(year, new Map([...makes].map(([make, set]) => [make, [...set].sort(byName)])));
  }
  const makeLists = new Map<number, { name: string; slug: string }[]>();
  for (const [year, makes] of byYear) {
    makeLists.set(
      year,
      [...makes.keys()]
        .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
        .map((name) => ({ name, slug: logoSlug(name) })),
    );
  }
  return {
    firstYear: data.firstYear,
    lastYear: data.lastYear,
    makes: (year) => makeLists.get(year) ?? [],
    models: (year, make) => {
      const name = canonical.get(make.trim().toLowerCase()) ?? null;
      return { make: name, models: name ? (modelLists.get(year)?.get(name) ?? []) : [] };
    },
    makeName: (make) => canonical.get(make.trim().toLowerCase()) ?? null,
    allMakes: () => [...yearsByModel.keys()],
    modelYears: (make) => yearsByModel.get(make) ?? new Map(),
  };
}

let catalog: Catalog | undefined;
export function vehicleCatalog(): Catalog {
  catalog ??= loadCatalog();
  return catalog;
}
