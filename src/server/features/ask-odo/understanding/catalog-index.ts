// The vehicle catalog as the understanding step reads it: every make and model with its model
// years, indexed once (on first use) for matching the words of a question.
import { vehicleCatalog } from '../../vehicle-data/catalog.ts';
import { indexCatalog, type CatalogIndex, type CatalogModel } from './car-mentions.ts';

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
