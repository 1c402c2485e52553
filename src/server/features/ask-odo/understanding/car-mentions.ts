// Finds the cars a question is about — year, make, model, trim and engine words — by matching its
// words against Odo's vehicle catalog (vPIC + the European supplement), with the aliases people
// use ("Chevy", "VW", "Merc", "Mazda 3", "F150", "C300"). Pure: the catalog is passed in.
import type { CarMarket } from '../../../../shared/car-market.ts';
import type { CatalogIndex, CatalogModel } from './catalog-index.ts';
import { scan } from './car-scan.ts';
import { compact, isPeriodYear, shortYearOf, wordsOf, yearOf } from './car-words.ts';
import { ENGINE_PATTERN, LINEAGE, VARIANT_WORDS } from './car-vocabulary.ts';

export interface CarMention {
  year: number | null;
  make: string;
  /** The catalog's model (base model; variant words go to `trim`), null when only the make is named. */
  model: string | null;
  /** Variant and trim words: "hybrid", "gti", "type r", "330i"… */
  trim: string[];
  /** Engine words found near the car ("1.4 tsi", "3.5 v6", "2.0t", "diesel"). */
  engine: string | null;
  /** true: the catalog has that model in that year; false: it does not; null: no year named. */
  exists: boolean | null;
  /** The model years the catalog has for the model (sorted), for "returns in 2021" answers. */
  years: number[];
  /** Where it was found in the token list (for ordering). */
  at: number;
  /** When the make named never made this model: the make that does ("Toyota Corvette" → Chevrolet). */
  madeBy?: string;
  /**
   * Where the car was sold: a garage car's stored market, or what the question says ("my European
   * Golf", "UK-spec"); absent or null: not known, and no campaign is set aside for its market.
   */
  market?: CarMarket | null;
  /** The model is a word the question gives after a year and make that the catalog does not list
   *  ("2009 Toyota Hilux"): a car Odo does not know, never one of the asker's own of that make. */
  unlisted?: boolean;
  /** The year is written as a time ("spent on the Leaf in 2026"): maybe not the model year, so
   *  it does not set the mention apart from the asker's car of another year. */
  periodYear?: boolean;
}

/** The cars named in `text`, in order; each make or model named once. */
export function findCarMentions(
  text: string,
  index: CatalogIndex,
  currentYear: number,
): CarMention[] {
  const words = wordsOf(text.replace(/'(\d\d)\b/g, ' $1'));
  const found = scan(index, words);
  const mentions: CarMention[] = [];
  for (const f of found) {
    // The year: right before the car ("a 2012 Civic", "'08 Civic"), else right after ("Civic 2012").
    let year: number | null = null;
    let yearAt = -1;
    for (const at of [f.start - 1, f.start - 2, f.end, f.end + 1]) {
      const word = words[at];
      if (!word) continue;
      year = yearOf(word, currentYear) ?? (at === f.start - 1 ? shortYearOf(word) : null);
      if (year !== null) {
        yearAt = at;
        break;
      }
    }
    if (year === null) {
      const lone = words.flatMap((w, at) => {
        const y = yearOf(w, currentYear);
        return y === null ? [] : [{ y, at }];
      });
      if (lone.length === 1 && found.length === 1) ({ y: year, at: yearAt } = lone[0]!);
    }
    const periodYear = year !== null && isPeriodYear(words, yearAt);
    // "a 2031 Camry": a model year written right before the car that no car can have yet.
    const future =
      year === null && /^20\d\d$/.test(words[f.start - 1] ?? '')
        ? Number(words[f.start - 1])
        : null;
    if (future !== null && future > currentYear + 1) year = future;
    const trim: string[] = [];
    if (f.modelNumber) trim.push(f.modelNumber);
    for (let at = f.end; at < Math.min(words.length, f.end + 4); at += 1) {
      const word = words[at]!;
      if (VARIANT_WORDS.has(word)) trim.push(word);
      else if (!/^\d\.\d$/.test(word)) break;
    }
    const nearby = words.slice(Math.max(0, f.start - 3), f.end + 6).join(' ');
    const engines = [...nearby.matchAll(ENGINE_PATTERN)].map((m) => m[0].trim());
    const model = f.model;
    const years = model ? [...model.years].sort((a, b) => a - b) : [];
    mentions.push({
      year,
      make: f.make,
      model: model ? model.model : null,
      trim: [...new Set(trim)],
      engine: engines.length ? [...new Set(engines)].join(' ') : null,
      exists: f.madeBy
        ? false
        : future !== null && year === future
          ? false
          : year === null || !model
            ? null
            : years.length === 0
              ? null
              : model.years.has(year),
      years,
      at: f.start,
      ...(f.madeBy ? { madeBy: f.madeBy } : {}),
      ...(f.unlisted ? { unlisted: true } : {}),
      ...(periodYear ? { periodYear: true } : {}),
    });
  }
  // "2017 Bolt" when the catalog's 2017 one is the "Bolt EV": a longer name of that make that
  // starts with the words given and has that model year is the car meant.
  for (const mention of mentions) {
    if (mention.exists !== false || mention.year === null || mention.madeBy || !mention.model)
      continue;
    const key = compact(mention.model);
    const longer = [...(index.modelsByMake.get(mention.make)?.values() ?? [])]
      .filter((entry) => compact(entry.model).startsWith(key) && entry.years.has(mention.year!))
      .sort((a, b) => a.model.length - b.model.length)[0];
    if (!longer) continue;
    mention.model = longer.model;
    mention.years = [...longer.years].sort((a, b) => a - b);
    mention.exists = true;
  }
  // "2015 Golf GTI" when the catalog's 2015 one is the "GTI" (or "Golf R" only the "Golf"): a
  // shorter name of that make made of the words given, with that model year, is the car meant;
  // the variant word last in the name wins, and words left over become the trim.
  for (const mention of mentions) {
    if (mention.exists !== false || mention.year === null || mention.madeBy || !mention.model)
      continue;
    const words = mention.model.toLowerCase().split(/[\s-]+/);
    if (words.length < 2) continue;
    const shorter = [...(index.modelsByMake.get(mention.make)?.values() ?? [])]
      .filter((entry) => {
        const own = entry.model.toLowerCase().split(/[\s-]+/);
        return (
          own.length < words.length &&
          own.every((w) => words.includes(w)) &&
          entry.years.has(mention.year!)
        );
      })
      .sort((a, b) => {
        const last = (e: CatalogModel) => (e.model.toLowerCase().endsWith(words.at(-1)!) ? 0 : 1);
        return last(a) - last(b) || b.model.length - a.model.length;
      })[0];
    if (!shorter) continue;
    const own = shorter.model.toLowerCase().split(/[\s-]+/);
    const left = words.filter((w) => !own.includes(w));
    // Not "2009 Mustang Mach-E" → Mustang: the words left over must be a variant's (GT, R,
    // hybrid), unless the catalog's name is the variant itself ("GTI").
    const isVariant = own.at(-1) === words.at(-1);
    if (!isVariant && !left.every((w) => VARIANT_WORDS.has(w))) continue;
    if (!isVariant) mention.trim = [...new Set([...mention.trim, ...left])];
    mention.model = shorter.model;
    mention.years = [...shorter.years].sort((a, b) => a - b);
    mention.exists = true;
  }
  // Ram trucks were Dodge Rams until the 2011 model year (and the reverse): follow the lineage.
  for (const mention of mentions) {
    if (mention.exists !== false || mention.year === null || mention.madeBy) continue;
    for (const [make, model, toMake, toModel] of LINEAGE) {
      if (mention.make !== make || !model.test(mention.model ?? '')) continue;
      const target = index.modelsByMake.get(toMake)?.get(compact(toModel));
      if (!target?.years.has(mention.year)) continue;
      if (mention.model && /\d/.test(mention.model)) mention.trim.unshift(mention.model);
      mention.make = toMake;
      mention.model = target.model;
      mention.years = [...target.years].sort((a, b) => a - b);
      mention.exists = true;
    }
  }
  // "E90 335i", "3 Series 330i": a model of the same make right after another is its variant.
  for (let i = mentions.length - 1; i > 0; i -= 1) {
    const first = mentions[i - 1]!;
    const second = mentions[i]!;
    if (
      first.make === second.make &&
      first.model !== null &&
      second.model !== null &&
      first.model !== second.model &&
      second.year === null &&
      /\d/.test(second.model) &&
      second.at - first.at <= 4 &&
      // Not "330i vs BMW 540i": the second is named without its make, and not set against it.
      !index.makeByKey.has(words[second.at] ?? '') &&
      !/^(vs|versus|or|and|than|nor|over)$/.test(words[second.at - 1] ?? '')
    ) {
      first.trim = [...new Set([...first.trim, second.model.toLowerCase()])];
      mentions.splice(i, 1);
    }
  }
  // A make named twice ("Toyota … the Toyota Corolla") collapses into its fullest mention.
  return mentions.filter(
    (m, i) =>
      !mentions.some(
        (other, j) =>
          j !== i &&
          other.make === m.make &&
          ((m.model === null && other.model !== null) ||
            (other.model === m.model && j < i && (other.year === m.year || m.year === null))),
      ),
  );
}
