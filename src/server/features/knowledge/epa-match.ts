// How a car as Odo's catalog or an owner names it finds its EPA rows: the make and model are cut
// into tokens ("Mazda3" → 3, "F-150" → f 150, "Prius Prime (PHEV)" → prius prime) and compared with
// the EPA's base model and model names; then trim and engine words ("Hybrid", "2.5", "AWD", "Long
// Range") narrow the rows, each word only when some rows have it and others do not.
import type { FuelType } from '../../../shared/garage-vocab.ts';
import { compactKey, makeKeyOf, type EpaTable } from './epa-data.ts';

export type EpaKind = FuelType | 'hydrogen';

/** Words → tokens: lower-case ASCII, split at anything else and between letters and digits. */
export function tokensOf(value: string): string[] {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/([a-z])(\d)|(\d)([a-z])/g, '$1$3 $2$4')
    .replace(/([a-z])(\d)|(\d)([a-z])/g, '$1$3 $2$4')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const startsWith = (list: string[], prefix: string[]) =>
  prefix.length > 0 && prefix.length <= list.length && prefix.every((t, i) => list[i] === t);
const same = (a: string[], b: string[]) => a.length === b.length && startsWith(a, b);

/** Tokens that say nothing about which EPA model it is ("C-Class" is the EPA's "C-Class" too). */
const NOISE = new Set(['class']);
/** Heavy-duty pickups and vans are not rated by the EPA: never answer with a light-duty rating. */
const UNRATED = new Set(['hd', '2500', '3500', '4500', '5500']);
/** Catalog names the EPA spells otherwise (make key → catalog model key → EPA model). */
const MODEL_ALIASES: Record<string, Record<string, string>> = {
  polestar: { ps1: '1', ps2: '2' },
};
/** Makes owners type by another name. */
export const MAKE_ALIASES: Record<string, string> = {
  chevy: 'chevrolet',
  vw: 'volkswagen',
  merc: 'mercedesbenz',
  mercedes: 'mercedesbenz',
  benz: 'mercedesbenz',
  alfa: 'alfaromeo',
  rangerover: 'landrover',
};

/** The EPA kind of a row: its advanced-technology type, else its fuel. */
export function kindOf(table: EpaTable, row: number): EpaKind {
  const atv = table.text('atvType', row).toLowerCase();
  const fuel = table.text('fuelType', row).toLowerCase();
  const engine = table.text('engine', row).toLowerCase();
  if (atv === 'ev' || fuel === 'electricity') return 'electric';
  if (atv.startsWith('plug') || /\bphev\b/.test(engine) || fuel.includes('electricity')) {
    return 'plug_in_hybrid';
  }
  if (atv === 'hybrid' || /\bhev\b/.test(engine)) return 'hybrid';
  if (atv === 'diesel' || fuel === 'diesel') return 'diesel';
  if (atv === 'fcv' || fuel === 'hydrogen') return 'hydrogen';
  if (atv === 'cng' || atv.startsWith('bifuel')) return 'lpg_cng';
  return 'petrol';
}

export interface Candidates {
  make: string;
  rows: number[];
  /** Model words past the EPA name that matched (they narrow like trim words). */
  extra: string[];
}

const modelTokenCache = new WeakMap<EpaTable, Map<number, string[]>>();

/** The tokens of a row's EPA model name (worked out once per distinct name). */
export function modelTokensOf(table: EpaTable, row: number): string[] {
  let cache = modelTokenCache.get(table);
  if (!cache) modelTokenCache.set(table, (cache = new Map()));
  const index = table.textIndex('model', row);
  let tokens = cache.get(index);
  if (!tokens) {
    tokens = tokensOf(table.text('model', row)).filter((t) => !NOISE.has(t));
    cache.set(index, tokens);
  }
  return tokens;
}

const baseTokens = (table: EpaTable, row: number) =>
  table
    .text('baseModel', row)
    .split('/')
    .map((alt) => tokensOf(alt).filter((t) => !NOISE.has(t)));

/** The rows of one make and year that are this model, best tier first; null when none. */
function rowsOfModel(table: EpaTable, makeKey: string, year: number, query: string[]) {
  const range = table.range(makeKey, year);
  if (!range || query.length === 0) return null;
  const baseExact: number[] = [];
  const modelPrefix: number[] = [];
  const contains: number[] = [];
  let longest = 0;
  let baseOfQuery: number[] = [];
  for (let row = range[0]; row < range[1]; row += 1) {
    const model = modelTokensOf(table, row);
    const bases = baseTokens(table, row);
    if (bases.some((base) => same(base, query))) baseExact.push(row);
    if (startsWith(model, query)) modelPrefix.push(row);
    if (query.every((t) => model.includes(t))) contains.push(row);
    // The EPA name is the start of the query: the rest are trim words ("Civic Si", "Golf GTI").
    for (const name of [...bases, model]) {
      if (name.length < query.length && startsWith(query, name)) {
        if (name.length > longest) [longest, baseOfQuery] = [name.length, []];
        if (name.length === longest && baseOfQuery.at(-1) !== row) baseOfQuery.push(row);
      }
    }
  }
  if (baseExact.length > 0) {
    // "Golf" is one of "Golf/GTI": keep the rows whose own name starts with it.
    const named = baseExact.filter((row) => startsWith(modelTokensOf(table, row), query));
    const shared = baseExact.some((row) => table.text('baseModel', row).includes('/'));
    return { rows: shared && named.length > 0 ? named : baseExact, extra: [] };
  }
  if (modelPrefix.length > 0) return { rows: modelPrefix, extra: [] };
  if (baseOfQuery.length > 0) return { rows: baseOfQuery, extra: query.slice(longest) };
  if (contains.length > 0) return { rows: contains, extra: [] };
  return null;
}

/** The EPA rows of this car's model year (before any trim word), or null when it has none. */
export function candidatesOf(
  table: EpaTable,
  query: { year: number; make: string; model: string },
): Candidates | null {
  const typedMake = compactKey(query.make);
  const makeKey = MAKE_ALIASES[typedMake] ?? makeKeyOf(query.make);
  let model = tokensOf(query.model.replace(/\([^)]*\)/g, ' ')).filter((t) => !NOISE.has(t));
  const alias = MODEL_ALIASES[makeKey]?.[model.join('')];
  if (alias) model = tokensOf(alias);
  const makeTokens = tokensOf(query.make);
  // "Mazda3", "Polestar 3", "Mercedes-Benz C-Class": the make said again is not the model.
  if (startsWith(model, makeTokens) && model.length > makeTokens.length) {
    model = model.slice(makeTokens.length);
  }
  if (model.some((t) => UNRATED.has(t))) return null;
  const tries: [string, string[]][] = [[makeKey, model]];
  // "Scion tC" under Toyota, "Geo Prizm" under Chevrolet: the model names another EPA make.
  const [first, ...rest] = model;
  if (first && rest.length > 0 && first !== makeKey && table.hasMake(first)) {
    tries.push([first, rest], [makeKey, rest]);
  }
  // Ram pickups were Dodge Rams until 2010; the EPA files them by the badge of each year.
  if (makeKey === 'ram') tries.push(['dodge', ['ram', ...model]]);
  if (makeKey === 'dodge' && first === 'ram') tries.push(['ram', rest]);
  for (const [key, tokens] of tries) {
    const found = rowsOfModel(table, key, query.year, tokens);
    if (found) {
      if (found.extra.some((t) => UNRATED.has(t))) return null;
      return { make: table.text('make', found.rows[0]!), ...found };
    }
  }
  return null;
}
