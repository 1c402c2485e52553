// The left-to-right pass over a question's words that finds each make, model or model number
// the catalog (or the vocabulary) knows, without overlaps. car-mentions.ts turns what it finds into
// cars with their years, trims and engines.
import type { CatalogIndex, CatalogModel } from './catalog-index.ts';
import { compact, shortYearOf, YEAR_MAX, yearOf } from './car-words.ts';
import {
  ALWAYS_A_CAR,
  COMMON_WORDS,
  EVERYDAY_MAKES,
  MODEL_NUMBERS,
  NEVER_ALONE,
  NOT_A_MODEL,
  PART_AFTER,
  popularity,
} from './car-vocabulary.ts';

export interface Found {
  madeBy?: string;
  unlisted?: boolean;
  make: string;
  model: CatalogModel | null;
  modelNumber: string | null;
  start: number;
  end: number;
}

/** A distinctive model of another make at word `i` (longest first). */
function foreignModelAt(index: CatalogIndex, words: string[], i: number, make: string) {
  for (let n = Math.min(index.longestModelWords, words.length - i); n >= 1; n -= 1) {
    const key = words.slice(i, i + n).join('');
    if (key.length < 3 || /^\d+$/.test(key) || COMMON_WORDS.has(key)) continue;
    const entries = (index.modelsByKey.get(key) ?? []).filter((e) => e.make !== make);
    if (entries.length) return { entry: entries[0]!, end: i + n };
  }
  return null;
}

/**
 * The longest catalog model of `make` starting at word `i` (joined without spaces); with `fuzzy`,
 * else a one-word model one edit away ("Silverdo" → Silverado).
 */
function modelAt(index: CatalogIndex, make: string, words: string[], i: number, fuzzy = false) {
  const models = index.modelsByMake.get(make);
  if (!models) return null;
  for (let n = Math.min(index.longestModelWords, words.length - i); n >= 1; n -= 1) {
    const key = words.slice(i, i + n).join('');
    // "Elantras", "Tundras": a plural names the model too.
    const entry =
      models.get(key) ??
      (key.length > 4 && key.endsWith('s') ? models.get(key.slice(0, -1)) : undefined);
    if (entry) return { entry, end: i + n };
  }
  const word = words[i];
  if (fuzzy && word && /^[a-z]+$/.test(word) && !NOT_A_MODEL.has(word)) {
    // Several models one edit away ("altma": Altima, Altra): the one sold for far more years.
    const near = (index.fuzzyModels?.get(make)?.near(word) ?? [])
      .map((key) => models.get(key)!)
      .sort((a, b) => b.years.size - a.years.size);
    const [entry, next] = near;
    if (entry && (!next || entry.years.size >= 2 * next.years.size)) return { entry, end: i + 1 };
  }
  return null;
}

/** A misspelt make ("Mercedez Sprinter"), taken only when one of its models follows. */
function fuzzyMakeAt(index: CatalogIndex, words: string[], i: number) {
  const word = words[i];
  if (!word || !/^[a-z]+$/.test(word) || NOT_A_MODEL.has(word)) return null;
  const key = index.fuzzyMakes?.nearest(word);
  const make = key ? index.makeByKey.get(key) : undefined;
  if (!make || !modelAt(index, make, words, i + 1, true)) return null;
  return { make, end: i + 1 };
}

function modelNumberAt(make: string, word: string | undefined) {
  if (!word) return null;
  for (const rule of MODEL_NUMBERS) {
    if (rule.make !== make) continue;
    const m = rule.pattern.exec(word);
    if (m) return rule.model(m);
  }
  return null;
}

function makeAt(index: CatalogIndex, words: string[], i: number) {
  for (let n = 3; n >= 1; n -= 1) {
    if (i + n > words.length) continue;
    const make = index.makeByKey.get(words.slice(i, i + n).join(''));
    if (make) return { make, end: i + n };
  }
  return null;
}

/** The model word after a make when a year stands right before the make or right after the word. */
function unlistedModelAt(
  index: CatalogIndex,
  words: string[],
  makeStart: number,
  makeEnd: number,
): string | null {
  const word = words[makeEnd];
  if (!word || word.length < 2 || !/^[a-z][a-z0-9-]*$/.test(word) || NOT_A_MODEL.has(word))
    return null;
  // A model of another make ("a 2016 Subaru Mustang") is that make's car, not an unlisted one.
  if (index.modelsByKey.has(word) || index.makeByKey.has(word)) return null;
  const before = words[makeStart - 1] ?? '';
  const after = words[makeEnd + 1] ?? '';
  const dated =
    yearOf(before, YEAR_MAX) !== null ||
    shortYearOf(before) !== null ||
    yearOf(after, YEAR_MAX) !== null;
  if (!dated) return null;
  return word.length <= 3 ? word.toUpperCase() : `${word[0]!.toUpperCase()}${word.slice(1)}`;
}

/** Whether a model name standing without its make means the car here. */
function namesACar(key: string, previous: string, words: number): boolean {
  if (NEVER_ALONE.has(key) || key.length < 2) return false;
  if (ALWAYS_A_CAR.has(key)) return true;
  if (/\d/.test(key) && /[a-z]/.test(key) && key.length >= 3) return true;
  if (yearOf(previous, YEAR_MAX) !== null || shortYearOf(previous) !== null) return true;
  if (/^(my|our|his|her|their|mums|dads|wifes|husbands)$/.test(previous)) return key.length > 2;
  if (/^(a|an|the|used|new|old|this|that)$/.test(previous))
    return !COMMON_WORDS.has(key) && (key.length >= 4 || words > 1);
  return false;
}

/** Every make or model the words name, left to right, without overlaps. */
export function scan(index: CatalogIndex, words: string[]): Found[] {
  const found: Found[] = [];
  let i = 0;
  while (i < words.length) {
    const make = makeAt(index, words, i) ?? fuzzyMakeAt(index, words, i);
    // "is it smart to buy", "a seat in the back": a make that is an everyday word names the car
    // only with one of its models after it or a model year beside it.
    if (make && EVERYDAY_MAKES.has(words[i]!) && make.end === i + 1) {
      const model = modelAt(index, make.make, words, make.end);
      const dated =
        yearOf(words[i - 1] ?? '', YEAR_MAX) !== null ||
        yearOf(words[i + 1] ?? '', YEAR_MAX) !== null;
      if (!dated && (!model || compact(model.entry.model) === words[i])) {
        i += 1;
        continue;
      }
    }
    if (make) {
      // "Mazda 3" → Mazda3: try the make's own word joined with what follows first.
      const joined = modelAt(index, make.make, words, i);
      const after = modelAt(index, make.make, words, make.end, true);
      const best = [joined, after]
        .filter((m): m is NonNullable<typeof m> => m !== null)
        .sort((a, b) => b.end - a.end)[0];
      if (best && best.end > make.end - (joined === best ? 1 : 0)) {
        const number = modelNumberAt(make.make, words[make.end]);
        found.push({
          make: make.make,
          model: best.entry,
          modelNumber: number ? words[make.end]! : null,
          start: i,
          end: best.end,
        });
        i = best.end;
        continue;
      }
      const numbered = modelNumberAt(make.make, words[make.end]);
      if (numbered) {
        const entry =
          index.modelsByMake.get(make.make)?.get(compact(numbered)) ??
          ({ make: make.make, model: numbered, years: new Set<number>() } satisfies CatalogModel);
        found.push({
          make: make.make,
          model: entry,
          modelNumber: words[make.end]!,
          start: i,
          end: make.end + 1,
        });
        i = make.end + 1;
        continue;
      }
      // "Toyota Corvette": a model of another make right after this one.
      const foreign = foreignModelAt(index, words, make.end, make.make);
      if (foreign) {
        found.push({
          make: make.make,
          model: { make: make.make, model: foreign.entry.model, years: new Set<number>() },
          modelNumber: null,
          madeBy: foreign.entry.make,
          start: i,
          end: foreign.end,
        });
        i = foreign.end;
        continue;
      }
      // "a 2009 Toyota Hilux": a model word the catalog lacks, right after a year and make.
      const unlisted = unlistedModelAt(index, words, i, make.end);
      if (unlisted) {
        found.push({
          make: make.make,
          model: { make: make.make, model: unlisted, years: new Set<number>() },
          modelNumber: null,
          unlisted: true,
          start: i,
          end: make.end + 1,
        });
        i = make.end + 1;
        continue;
      }
      found.push({ make: make.make, model: null, modelNumber: null, start: i, end: make.end });
      i = make.end;
      continue;
    }
    // A model without its make: only a distinctive name, or one the question marks as a car.
    let matched = false;
    for (let n = Math.min(index.longestModelWords, words.length - i); n >= 1; n -= 1) {
      const key = words.slice(i, i + n).join('');
      const entries = index.modelsByKey.get(key);
      if (!entries || key.length < 2) continue;
      if (/^\d+$/.test(key)) continue;
      if (!namesACar(key, words[i - 1] ?? '', n)) continue;
      // "my spark plugs", "the pilot light": a car part or thing named with a model's word.
      if (PART_AFTER.test(words[i + n] ?? '') && COMMON_WORDS.has(key)) continue;
      const entry = [...entries].sort((a, b) => popularity(b.make) - popularity(a.make))[0]!;
      found.push({ make: entry.make, model: entry, modelNumber: null, start: i, end: i + n });
      i += n;
      matched = true;
      break;
    }
    if (!matched) i += 1;
  }
  return found;
}
