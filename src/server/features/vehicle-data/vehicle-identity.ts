// Does this car exist? A year/make/model(/trim) as a person types it, resolved against Odo's
// vehicle catalog (catalog.ts): make aliases ("Chevy"), a variant typed into the model field
// ("Camry Hybrid", "Civic Type R") and model numbers ("330i", "C300") become the catalog's make and
// base model plus trim words, so spelling never changes the answer. The assessment, favorites and
// Ask Odo refuse a car the catalog lacks with `unknown_vehicle` and the nearest real ones.
import { AppError } from '../../lib/app-error.ts';
import type { VehicleSuggestion } from '../../../shared/vehicle-data.ts';
import { vehicleCatalog } from './catalog.ts';
import { closeNames, orList } from './close-names.ts';
import {
  compactName,
  isVariantText,
  joinWords,
  MAKE_ALIASES,
  mergeTrim,
  MODEL_ALIASES,
  withoutParens,
} from './model-names.ts';

export interface CarDescription {
  year: number;
  make: string;
  model: string;
  trim?: string | null | undefined;
}

/** A car the catalog knows, in the catalog's spelling. */
export interface IdentifiedCar {
  year: number;
  make: string;
  /** The base model ("Camry" for "Camry Hybrid", "3 Series" for "330i"). */
  model: string;
  /** The variant words the model field carried, then the trim as typed ("Hybrid XLE"). */
  trim: string;
  /** Every model year the catalog has for the base model and its variants, ascending. */
  years: readonly number[];
}

export type UnknownVehicleField = 'year' | 'make' | 'model';

export interface UnknownVehicle {
  field: UnknownVehicleField;
  message: string;
  /** For a year the model was not made: its nearest model years before and after, ascending. */
  nearest: number[];
  /** Close spellings of an unknown make or model ("Toyota", "Honda Civic"). */
  suggestions: VehicleSuggestion[];
}

export type Identification =
  { ok: true; car: IdentifiedCar } | { ok: false; unknown: UnknownVehicle };

/** Year-free: a make and model → the catalog's make and base model, and the variant words. */
export interface ModelIdentity {
  make: string;
  model: string;
  variant: string;
}

interface MakeIndex {
  make: string;
  /** compact model name (also without a parenthesised part) → catalog model name */
  byKey: Map<string, string>;
  /** catalog model name → its base model and variant words */
  bases: Map<string, { base: string; variant: string }>;
  /** base model → model years of it and its variants, ascending */
  baseYears: Map<string, number[]>;
  /** base model → the variants of it the catalog lists, with their years */
  variants: Map<string, { variant: string; years: Set<number> }[]>;
}

interface Index {
  makes: Map<string, string>;
  byMake: Map<string, MakeIndex>;
  /** compact model name → every make that has it, with its spelling there (for suggestions) */
  elsewhere: Map<string, VehicleSuggestion[]>;
}

/** "330i" → 3 Series, "C300" → C-Class, "RS 6" → A6, "RX350" → RX: the model a model number names. */
function modelNumber(
  ix: MakeIndex,
  text: string,
  depth = 0,
): { base: string; variant: string } | null {
  const has = (name: string) => ix.byKey.get(compactName(name));
  const found = (name: string, code: string, rest: string | undefined) => {
    const model = has(name);
    if (!model) return null;
    const inner = baseOf(ix, model, depth + 1);
    return { base: inner.base, variant: joinWords(inner.variant, code, rest?.trim() ?? '') };
  };
  if (ix.make === 'BMW') {
    const code = /^(m?([1-8])\d{2}[a-z]{0,3})(?:\s+(.*))?$/i.exec(text);
    if (code) return found(`${code[2]} Series`, code[1]!, code[3]);
    const series = /^([1-8])$/.exec(text);
    if (series) return found(`${series[1]} Series`, '', '');
  }
  if (ix.make === 'Mercedes-Benz') {
    const code =
      /^(a|b|c|e|g|m|r|s|cl|gl|ml|sl|cla|clk|cls|gla|glb|glc|gle|glk|gls|slc|slk|sls)(?:\s*-?\s*(\d{2,3})([a-z]{0,2})\b)?(?:\s*-?\s*class\b)?(?:\s+(.*))?$/i.exec(
        text,
      );
    if (code) {
      const letters = code[1]!.toUpperCase();
      const number = code[2] ? `${letters}${code[2]}${code[3] ?? ''}` : '';
      return found(`${letters}-Class`, number, code[4]);
    }
  }
  if (ix.make === 'Audi') {
    const code = /^((?:rs|s)\s?([1-8])|(?:rs\s?q|sq)\s?([2-8]))(?:\s+(.*))?$/i.exec(text);
    if (code) {
      return found(code[2] ? `A${code[2]}` : `Q${code[3]}`, code[1]!.replace(/\s+/g, ' '), code[4]);
    }
  }
  if (ix.make === 'Ford') {
    const code = /^((?:shelby\s+)?(?:gt\s?\d{3}|mach\s?1|boss\s?\d{3}|bullitt))(?:\s+(.*))?$/i.exec(
      text,
    );
    if (code) return found('Mustang', code[1]!, code[2]);
  }
  const generic = /^(([a-z]{1,3})[\s-]?\d{2,3}[a-z]{0,2})(?:\s+(.*))?$/i.exec(text);
  if (generic && has(generic[2]!)) return found(generic[2]!, generic[1]!, generic[3]);
  return null;
}

/** A catalog model's base: itself, or the entry it is a variant of (by model number or words). */
function baseOf(ix: MakeIndex, name: string, depth = 0): { base: string; variant: string } {
  const known = ix.bases.get(name);
  if (known) return known;
  const alias = MODEL_ALIASES[ix.make]?.[compactName(name)];
  if (alias && alias !== name && ix.byKey.has(compactName(alias))) {
    return { base: alias, variant: '' };
  }
  if (depth < 3) {
    const number = modelNumber(ix, name, depth);
    if (number && number.base !== name) return number;
    const words = name.split(' ');
    for (let i = words.length - 1; i >= 1; i -= 1) {
      const head = ix.byKey.get(compactName(words.slice(0, i).join(' ')));
      const rest = words.slice(i).join(' ');
      if (head && head !== name && isVariantText(rest)) {
        const inner = baseOf(ix, head, depth + 1);
        return { base: inner.base, variant: joinWords(inner.variant, withoutParens(rest)) };
      }
    }
  }
  return { base: name, variant: '' };
}

function buildIndex(): Index {
  const catalog = vehicleCatalog();
  const makes = new Map<string, string>();
  const byMake = new Map<string, MakeIndex>();
  const elsewhere = new Map<string, VehicleSuggestion[]>();
  for (const make of catalog.allMakes()) {
    makes.set(compactName(make), make);
    const ix: MakeIndex = {
      make,
      byKey: new Map(),
      bases: new Map(),
      baseYears: new Map(),
      variants: new Map(),
    };
    const years = catalog.modelYears(make);
    for (const model of years.keys()) {
      for (const key of [compactName(model), compactName(withoutParens(model))]) {
        if (key && !ix.byKey.has(key)) ix.byKey.set(key, model);
      }
      const key = compactName(model);
      elsewhere.set(key, [...(elsewhere.get(key) ?? []), { make, model }]);
    }
    for (const model of years.keys()) ix.bases.set(model, baseOf(ix, model));
    for (const [model, modelYears] of years) {
      const { base, variant } = ix.bases.get(model)!;
      ix.variants.set(base, [
        ...(ix.variants.get(base) ?? []),
        { variant, years: new Set(modelYears) },
      ]);
      const set = new Set([...(ix.baseYears.get(base) ?? []), ...modelYears]);
      ix.baseYears.set(
        base,
        [...set].sort((a, b) => a - b),
      );
    }
    byMake.set(make, ix);
  }
  for (const [alias, make] of Object.entries(MAKE_ALIASES)) {
    if (byMake.has(make) && !makes.has(alias)) makes.set(alias, make);
  }
  return { makes, byMake, elsewhere };
}

let shared: Index | undefined;
const index = () => (shared ??= buildIndex());

/** The catalog's spelling of a make, its aliases included ("chevy" → "Chevrolet"), or null. */
export function catalogMake(make: string): string | null {
  return index().makes.get(compactName(make)) ?? null;
}

/** Every name the catalog knows a make by (compact names and aliases) → the make: to find makes in text. */
export function makeNames(): ReadonlyMap<string, string> {
  return index().makes;
}

/** A make's base models with their model years (variants' included): to find models in text. */
export function baseModels(make: string): ReadonlyMap<string, readonly number[]> {
  const name = catalogMake(make);
  return (name ? index().byMake.get(name)?.baseYears : undefined) ?? new Map();
}

/** A typed model → base model + variant words, or null when the make has no such model. */
function resolveModel(
  ix: MakeIndex,
  typed: string,
  depth = 0,
): { base: string; variant: string } | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (!text || depth > 12) return null;
  const exact = ix.byKey.get(compactName(text)) ?? ix.byKey.get(compactName(withoutParens(text)));
  if (exact) return ix.bases.get(exact) ?? baseOf(ix, exact);
  const number = modelNumber(ix, text);
  if (number) return number;
  // The longest leading words that name a model; the words after them are trim ("Camry Hybrid").
  const words = text.split(' ');
  for (let i = words.length - 1; i >= 1; i -= 1) {
    const head = resolveModel(ix, words.slice(0, i).join(' '), depth + 1);
    if (head)
      return { base: head.base, variant: joinWords(head.variant, words.slice(i).join(' ')) };
  }
  // "CTS-V": a model and a variant joined by a hyphen.
  const parts = text.split('-');
  if (words.length === 1 && parts.length > 1) {
    for (let i = parts.length - 1; i >= 1; i -= 1) {
      const head = ix.byKey.get(compactName(parts.slice(0, i).join('-')));
      if (head) {
        const base = ix.bases.get(head) ?? baseOf(ix, head);
        return { base: base.base, variant: joinWords(base.variant, parts.slice(i).join('-')) };
      }
    }
  }
  return null;
}

/** The model as typed, or with the make in front ("Mazda" + "3" → Mazda3) or taken off ("Ford F-150"). */
function resolveTyped(ix: MakeIndex, typed: string): { base: string; variant: string } | null {
  const direct = resolveModel(ix, typed);
  if (direct) return direct;
  const withMake = resolveModel(ix, `${ix.make} ${typed}`);
  if (withMake) return withMake;
  const words = typed.trim().split(/\s+/);
  for (let i = 1; i < words.length; i += 1) {
    if (catalogMake(words.slice(0, i).join(' ')) === ix.make) {
      return resolveModel(ix, words.slice(i).join(' '));
    }
  }
  return null;
}

/** Year-free identity of a make and model (for indexing data by model), or null if unknown. */
export function modelIdentity(make: string, model: string): ModelIdentity | null {
  const name = catalogMake(make);
  const ix = name ? index().byMake.get(name) : undefined;
  const resolved = ix ? resolveTyped(ix, model) : null;
  return ix && resolved ? { make: ix.make, model: resolved.base, variant: resolved.variant } : null;
}

function yearMessage(year: number, make: string, model: string, before?: number, after?: number) {
  const car = `There is no ${year} ${make} ${model}`;
  if (before !== undefined && after !== undefined) {
    return `${car}: the ${model} was made until ${before} and returns in ${after}.`;
  }
  if (after !== undefined) return `${car}: the ${model} starts with the ${after} model year.`;
  return `${car}: the ${model} ended with the ${before} model year.`;
}

/** Is this car in Odo's catalog? Its catalog identity, or why not with the nearest real ones. */
export function identifyVehicle(car: CarDescription): Identification {
  const ix = index();
  const typedMake = car.make.trim();
  const typedModel = car.model.trim().replace(/\s+/g, ' ');
  const make = catalogMake(typedMake);
  if (!make) {
    const makes = closeNames(typedMake, [
      ...[...ix.byMake.keys()].map((name): [string, string] => [compactName(name), name]),
      ...Object.entries(MAKE_ALIASES),
    ]);
    return refuse(
      'make',
      `Odo's vehicle catalog has no make called ${typedMake}.`,
      makes.map((name) => ({ make: name, model: null })),
      makes,
    );
  }
  const makeIndex = ix.byMake.get(make)!;
  const resolved = resolveTyped(makeIndex, typedModel);
  if (!resolved) {
    const own = closeNames(
      typedModel,
      [...makeIndex.baseYears.keys()].map((name): [string, string] => [compactName(name), name]),
    );
    const others = (ix.elsewhere.get(compactName(typedModel)) ?? []).filter(
      (other) => other.make !== make,
    );
    const suggestions = [...own.map((model) => ({ make, model })), ...others].slice(0, 3);
    return refuse(
      'model',
      `Odo's vehicle catalog has no ${make} ${typedModel}.`,
      suggestions,
      suggestions.map((s) => (s.make === make ? (s.model ?? '') : `${s.make} ${s.model ?? ''}`)),
    );
  }
  const years = makeIndex.baseYears.get(resolved.base) ?? [];
  if (!years.includes(car.year)) {
    const before = years.filter((year) => year < car.year).at(-1);
    const after = years.find((year) => year > car.year);
    return {
      ok: false,
      unknown: {
        field: 'year',
        message: yearMessage(car.year, make, resolved.base, before, after),
        nearest: [before, after].filter((year): year is number => year !== undefined),
        suggestions: [],
      },
    };
  }
  // A model that was sold only as one variant that year is that variant ("Bolt" in 2019: Bolt EV).
  const sold = makeIndex.variants.get(resolved.base)?.filter((v) => v.years.has(car.year)) ?? [];
  const implied = !resolved.variant && sold.length === 1 ? sold[0]!.variant : '';
  return {
    ok: true,
    car: {
      year: car.year,
      make,
      model: resolved.base,
      trim: mergeTrim(resolved.variant || implied, car.trim ?? ''),
      years,
    },
  };
}

function refuse(
  field: 'make' | 'model',
  message: string,
  suggestions: VehicleSuggestion[],
  words: string[],
): Identification {
  const hint = words.length
    ? ` Did you mean ${orList(words)}?`
    : ` Check the spelling of the ${field}.`;
  return { ok: false, unknown: { field, message: message + hint, nearest: [], suggestions } };
}

/** 400 unknown_vehicle: the message, the field it concerns, the nearest years, close spellings. */
export function unknownVehicleError(unknown: UnknownVehicle): AppError {
  return new AppError('unknown_vehicle', unknown.message, {
    fields: [{ path: unknown.field, message: unknown.message }],
    nearest: unknown.nearest,
    suggestions: unknown.suggestions,
  });
}

/** The car in the catalog's spelling, or 400 unknown_vehicle. */
export function requireKnownVehicle(car: CarDescription): IdentifiedCar {
  const found = identifyVehicle(car);
  if (!found.ok) throw unknownVehicleError(found.unknown);
  return found.car;
}
