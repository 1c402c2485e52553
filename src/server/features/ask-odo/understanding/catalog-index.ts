// The vehicle catalog as the understanding step reads it: every make and model with its model
// years, indexed once (on first use) for matching the words of a question.
import { vehicleCatalog } from '../../vehicle-data/catalog.ts';
import { compact, wordsOf } from './car-words.ts';
import { MAKE_ALIASES, MODEL_ALIASES } from './car-vocabulary.ts';
import { oneEditIndex, type OneEditIndex } from './spelling.ts';

export interface CatalogModel {
  make: string;
  model: string;
  years: ReadonlySet<number>;
}

interface CarCatalog {
  /** Every make (catalog spelling). */
  makes: readonly string[];
  /** Every model of every make with the model years the catalog has. */
  models: readonly CatalogModel[];
}

export interface CatalogIndex {
  makeByKey: Map<string, string>;
  /** make → compact model key → model */
  modelsByMake: Map<string, Map<string, CatalogModel>>;
  /** compact model key → catalog models of any make */
  modelsByKey: Map<string, CatalogModel[]>;
  longestModelWords: number;
  /** Make keys (and aliases) one edit away: "mercedez", "hundai". */
  fuzzyMakes?: OneEditIndex;
  /** make → its model keys one edit away: "silverdo", "altma". */
  fuzzyModels?: Map<string, OneEditIndex>;
}

function indexCatalog(catalog: CarCatalog): CatalogIndex {
  const makeByKey = new Map<string, string>();
  for (const make of catalog.makes) makeByKey.set(compact(make), make);
  for (const [alias, make] of Object.entries(MAKE_ALIASES)) {
    if (catalog.makes.includes(make)) makeByKey.set(alias, make);
  }
  const modelsByMake = new Map<string, Map<string, CatalogModel>>();
  const modelsByKey = new Map<string, CatalogModel[]>();
  let longestModelWords = 1;
  const add = (key: string, entry: CatalogModel) => {
    const models = modelsByMake.get(entry.make) ?? new Map<string, CatalogModel>();
    if (!models.has(key)) models.set(key, entry);
    modelsByMake.set(entry.make, models);
    const list = modelsByKey.get(key) ?? [];
    if (!list.includes(entry)) list.push(entry);
    modelsByKey.set(key, list);
  };
  for (const entry of catalog.models) {
    add(compact(entry.model), entry);
    longestModelWords = Math.max(longestModelWords, wordsOf(entry.model).length);
    // "Prius Prime (PHEV)" is also found as "Prius Prime"; "Silverado 1500" as "Silverado".
    const bare = entry.model.replace(/\s*\(.*\)\s*$/, '');
    if (bare !== entry.model) add(compact(bare), entry);
  }
  for (const [make, spoken, model] of MODEL_ALIASES) {
    const entry = modelsByMake.get(make)?.get(compact(model));
    if (entry) add(spoken.toLowerCase(), entry);
  }
  return {
    makeByKey,
    modelsByMake,
    modelsByKey,
    longestModelWords: longestModelWords + 1,
    fuzzyMakes: oneEditIndex(makeByKey.keys()),
    fuzzyModels: new Map(
      [...modelsByMake].map(([make, models]) => [make, oneEditIndex(models.keys())]),
    ),
  };
}

let index: CatalogIndex | undefined;

export function askCatalogIndex(): CatalogIndex {
  if (index) return index;
  const catalog = vehicleCatalog();
  const models = new Map<string, CatalogModel & { years: Set<number> }>();
  const makes = new Set<string>();
  for (let year = catalog.firstYear; year <= catalog.lastYear; year += 1) {
    for (const { name } of catalog.makes(year)) {
      makes.add(name);
      for (const model of catalog.models(year, name).models) {
        const key = `${name}\u0000${model}`;
        const entry = models.get(key) ?? { make: name, model, years: new Set<number>() };
        entry.years.add(year);
        models.set(key, entry);
      }
    }
  }
  index = indexCatalog({ makes: [...makes], models: [...models.values()] });
  return index;
}
