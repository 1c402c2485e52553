// The garage pickers' choices: passenger-vehicle makes and models per model year, read from the
// catalog scripts/generate-vehicle-catalog.ts builds out of vPIC (kept server-side so the web
// bundle stays small; the answers are cacheable).
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
}

function parseYears(ranges: string): number[] {
  const years: number[] = [];
  for (const part of ranges.split(',')) {
    const [from, to] = part.split('-').map(Number);
    for (let year = from!; year <= (to ?? from!); year += 1) years.push(year);
  }
  return years;
}

function loadCatalog(): Catalog {
  const file = path.join(import.meta.dirname, '..', '..', '..', 'shared', 'vehicle-catalog.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as CatalogFile;
  const byYear = new Map<number, Map<string, string[]>>();
  const canonical = new Map<string, string>();
  for (const [make, models] of data.makes) {
    canonical.set(make.toLowerCase(), make);
    for (const [model, ranges] of models) {
      for (const year of parseYears(ranges)) {
        const makes = byYear.get(year) ?? new Map<string, string[]>();
        const list = makes.get(make) ?? [];
        list.push(model);
        makes.set(make, list);
        byYear.set(year, makes);
      }
    }
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
      return { make: name, models: name ? (byYear.get(year)?.get(name) ?? []) : [] };
    },
  };
}

let catalog: Catalog | undefined;
export function vehicleCatalog(): Catalog {
  catalog ??= loadCatalog();
  return catalog;
}
