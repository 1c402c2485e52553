// Finds the cars a question is about — year, make, model, trim and engine words — by matching its
// words against Odo's vehicle catalog (vPIC + the European supplement), with the aliases people
// use ("Chevy", "VW", "Merc", "Mazda 3", "F150", "C300"). Pure: the catalog is passed in.
import type { CarMarket } from '../../../../shared/car-market.ts';
import { oneEditIndex, type OneEditIndex } from './spelling.ts';

export interface CatalogModel {
  make: string;
  model: string;
  years: ReadonlySet<number>;
}

export interface CarCatalog {
  /** Every make (catalog spelling). */
  makes: readonly string[];
  /** Every model of every make with the model years the catalog has. */
  models: readonly CatalogModel[];
}

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

/** Lower-case words; a decimal engine size ("1.4") stays one token. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s&\s/g, ' and ')
      .match(/\d+\.\d+|[a-z0-9]+/g) ?? []
  );
}

export const compact = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');

/** What people call a make, as one or two words, → the catalog's make. */
const MAKE_ALIASES: Record<string, string> = {
  chevy: 'Chevrolet',
  chev: 'Chevrolet',
  vw: 'Volkswagen',
  vdub: 'Volkswagen',
  volkswagon: 'Volkswagen',
  merc: 'Mercedes-Benz',
  mercedes: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  mercedesbenz: 'Mercedes-Benz',
  beemer: 'BMW',
  bimmer: 'BMW',
  landrover: 'Land Rover',
  rangerover: 'Land Rover',
  alfa: 'Alfa Romeo',
  alfaromeo: 'Alfa Romeo',
  astonmartin: 'Aston Martin',
  rollsroyce: 'Rolls-Royce',
  citroen: 'Citroën',
  skoda: 'Skoda',
  mopar: 'Dodge',
  caddy: 'Cadillac',
  hyundia: 'Hyundai',
  huyndai: 'Hyundai',
  toyta: 'Toyota',
  porshe: 'Porsche',
  lambo: 'Lamborghini',
  vauxhal: 'Vauxhall',
};

/** Models people name by another word: [make, spoken compact form, catalog model]. */
const MODEL_ALIASES: Array<[string, string, string]> = [
  ['Chevrolet', 'vette', 'Corvette'],
  ['Chevrolet', 'silverado1500', 'Silverado'],
  ['Chevrolet', 'bolt', 'Bolt EV'],
  ['GMC', 'sierra1500', 'Sierra'],
  ['Ford', 'f150', 'F-150'],
  ['Ford', 'f250', 'F-250'],
  ['Ford', 'f350', 'F-350'],
  ['Ford', 'machE', 'Mustang Mach-E'],
  ['Ford', 'mache', 'Mustang Mach-E'],
  ['Ram', 'ram1500', '1500'],
  ['Ram', 'ram2500', '2500'],
  ['Dodge', 'ram1500', 'Ram'],
  ['Toyota', 'rav', 'RAV4'],
  ['Mazda', 'mx5miata', 'MX-5'],
  ['Mazda', 'miata', 'MX-5'],
  ['Volkswagen', 'id4', 'ID.4'],
  ['Land Rover', 'rangerover', 'Range Rover'],
  ['Land Rover', 'rangeroversport', 'Range Rover Sport'],
  ['Land Rover', 'evoque', 'Range Rover Evoque'],
  ['Land Rover', 'velar', 'Range Rover Velar'],
  ['Hyundai', 'ioniq5', 'Ioniq 5'],
  ['Tesla', 'model3', 'Model 3'],
  ['Tesla', 'modely', 'Model Y'],
  ['Tesla', 'models', 'Model S'],
  ['Tesla', 'modelx', 'Model X'],
];

/**
 * Model numbers that name an engine of a model line: BMW "330i" → 3 Series, Mercedes "C300" →
 * C-Class, Lexus "RX350" → RX. Used when the catalog has no model by that number.
 */
const MODEL_NUMBERS: Array<{
  make: string;
  pattern: RegExp;
  model: (m: RegExpExecArray) => string;
}> = [
  {
    make: 'BMW',
    pattern: /^([1-8])(\d\d)(i|d|e|xi|ci|is|ix|x)?$/,
    model: (m) => `${m[1]} Series`,
  },
  {
    make: 'Mercedes-Benz',
    pattern:
      /^(a|b|c|e|s|cl|cla|cls|clk|g|gl|gla|glb|glc|gle|gls|glk|ml|m|sl|slk|slc)(\d{2,3})(d|e|h)?$/,
    model: (m) => `${m[1]!.toUpperCase()}-Class`,
  },
  {
    make: 'Lexus',
    pattern: /^(ct|es|gs|gx|hs|is|lc|ls|lx|nx|rc|rx|rz|sc|tx|ux)(\d{3})(h|t|e)?$/,
    model: (m) => m[1]!.toUpperCase(),
  },
  {
    make: 'Infiniti',
    pattern: /^(g|m|q|qx|fx|ex|jx)(\d{2})(h|x)?$/,
    model: (m) => `${m[1]!.toUpperCase()}${m[2]}`,
  },
];

/** Words that turn a base model into a variant: "Camry Hybrid" ≡ Camry + trim "hybrid". */
const VARIANT_WORDS = new Set([
  'hybrid',
  'phev',
  'plug',
  'plugin',
  'in',
  'electric',
  'ev',
  'prime',
  'gti',
  'gli',
  'gt',
  'gts',
  'rs',
  'st',
  'si',
  'type',
  'r',
  'sport',
  'raptor',
  'trd',
  'limited',
  'awd',
  '4x4',
  '4wd',
  'xdrive',
  'quattro',
  'amg',
  'srt',
  'hellcat',
  'scat',
  'pack',
  'performance',
  'long',
  'range',
  'coupe',
  'convertible',
  'cabrio',
  'cabriolet',
  'wagon',
  'estate',
  'touring',
  'hatchback',
  'hatch',
  'sedan',
  'saloon',
  'van',
  'crew',
  'cab',
  'diesel',
  'tdi',
  'tsi',
  'tfsi',
  'ecoboost',
  'turbo',
  'v6',
  'v8',
  'hd',
  'ld',
  'z71',
  'ss',
  'n',
  'nismo',
  'sti',
  'wrx',
  'vti',
  'xle',
  'le',
  'se',
  'ex',
  'lx',
  'sel',
  'titanium',
  'lariat',
  'platinum',
  'denali',
  'rubicon',
  'sahara',
  'trailhawk',
  'overland',
]);

/** Words that are also model names but usually mean the word ("my car's edge", "escape"). */
const COMMON_WORDS = new Set([
  'fit',
  'edge',
  'focus',
  'pilot',
  'escape',
  'journey',
  'soul',
  'forte',
  'passport',
  'frontier',
  'rogue',
  'leaf',
  'spark',
  'sonic',
  'express',
  'transit',
  'ranger',
  'element',
  'insight',
  'odyssey',
  'accent',
  'matrix',
  'fusion',
  'one',
  'up',
  'id',
  'golf',
  'polo',
  'beetle',
  'cube',
  'note',
  'van',
  'sport',
  'pickup',
  'cargo',
  'prime',
  'crown',
  'tracker',
  'trax',
  'impulse',
  'rio',
  'ion',
  'vue',
  'aura',
  'sky',
  'astro',
  'nova',
  'legend',
  'integra',
  'vigor',
  'probe',
  'festiva',
  'aspire',
  'contour',
  'tempo',
  'courier',
  'laser',
  'city',
  'quest',
  'stanza',
  'axxess',
  'kicks',
  'versa',
  'venture',
  'cirrus',
  'neon',
  'caliber',
  'nitro',
  'dart',
  'charger',
  'challenger',
  'avenger',
  'patriot',
  'compass',
  'commander',
  'liberty',
  'gladiator',
  'renegade',
  'freestyle',
  'flex',
  'ascent',
  'outback',
  'forester',
  'legacy',
  'baja',
  'mirage',
  'eclipse',
  'galant',
  'endeavor',
  'spirit',
  'sierra',
  'envoy',
  'canyon',
  'terrain',
  'acadia',
  'yukon',
  'enclave',
  'encore',
  'envision',
  'regal',
  'century',
  'park',
  'avenue',
  'le',
  'beat',
  'juke',
  'model',
  'cabriolet',
  'coupe',
  'wagon',
  'sedan',
  'hatchback',
  'limited',
  'classic',
  'select',
  'ss',
  'gt',
  'rs',
  'st',
  'z',
  'r',
  'i',
  'e',
  'x',
  's',
  'a',
  'q',
  'm',
  'gs',
  'is',
  'es',
  'rc',
  'lc',
  'ls',
  'sc',
  'hs',
  'ct',
  'ux',
  'nx',
  'tx',
  'rx',
  'gx',
  'lx',
  'cl',
  'sl',
  'm3',
  'pulsar',
  'metro',
  'storm',
  'tribute',
  'navajo',
  'protege',
  'millenia',
  'sunfire',
  'vibe',
  'torrent',
  'solstice',
  'aztek',
  'montana',
  'grand',
  'prix',
  'am',
  'g',
  'kona',
  'venue',
  'tucson',
  'santa',
  'fe',
  'cruz',
  'soul',
  'seltos',
  'sorento',
  'niro',
  'stinger',
  'telluride',
  'carnival',
  'sedona',
  'optima',
  'mustang',
  'bronco',
  'maverick',
  'explorer',
  'expedition',
  'excursion',
  'windstar',
  'taurus',
  'thunderbird',
  'cougar',
  'mariner',
  'mountaineer',
  'sable',
  'villager',
  'marauder',
  'milan',
  'continental',
  'town',
  'car',
  'navigator',
  'aviator',
  'nautilus',
  'corsair',
  'traveller',
  'civic',
  'accord',
  'prelude',
  'clarity',
  'passport',
  'genesis',
  'equus',
  'scoupe',
  'atlas',
  'arteon',
  'passat',
  'jetta',
  'rabbit',
  'scirocco',
  'corrado',
  'fox',
  'routan',
  'touareg',
  'tiguan',
  'phaeton',
  'eos',
  'taos',
  'ace',
  'defender',
  'discovery',
  'freelander',
  'range',
  'rover',
  'countryman',
  'clubman',
  'paceman',
  'cooper',
  'hardtop',
  'roadster',
  'spyder',
  'spider',
  'boxster',
  'cayman',
  'cayenne',
  'macan',
  'panamera',
  'taycan',
  'mulsanne',
  'ghost',
  'wraith',
  'dawn',
  'phantom',
  'cullinan',
  'ram',
  'smart',
  'fortwo',
  'mini',
  'jazz',
  'ka',
  'puma',
  'kuga',
  'mondeo',
  'galaxy',
  'smax',
  'cmax',
  'clio',
  'megane',
  'captur',
  'scenic',
  'twingo',
  'zoe',
  'kadjar',
  'panda',
  'punto',
  'tipo',
  'duster',
  'logan',
  'sandero',
  'jogger',
  'spring',
  'corsa',
  'astra',
  'insignia',
  'zafira',
  'mokka',
  'crossland',
  'grandland',
  'adam',
  'karl',
  'combo',
  'vivaro',
  'movano',
  'octavia',
  'superb',
  'fabia',
  'kodiaq',
  'karoq',
  'kamiq',
  'scala',
  'citigo',
  'rapid',
  'yeti',
  'roomster',
  'enyaq',
  'ibiza',
  'leon',
  'ateca',
  'arona',
  'tarraco',
  'alhambra',
  'toledo',
  'mii',
  // "towing a caravan": a trailer in British English, the Dodge only with its make or a year.
  'caravan',
]);

/**
 * Words that may stand for a model without its make only when the question makes it plain
 * ("my Civic", "a 2012 Focus"): the common-word list above except distinctive car names.
 */
const ALWAYS_A_CAR = new Set([
  'civic',
  'accord',
  'corolla',
  'camry',
  'prius',
  'tacoma',
  'tundra',
  'silverado',
  'mustang',
  'wrangler',
  'cherokee',
  'outback',
  'forester',
  'crv',
  'rav4',
  'hrv',
  'cx5',
  'cx9',
  'cx30',
  'mazda3',
  'mazda6',
  'sentra',
  'altima',
  'maxima',
  'elantra',
  'sonata',
  'tucson',
  'optima',
  'sorento',
  'sportage',
  'telluride',
  'jetta',
  'passat',
  'tiguan',
  'golf',
  'qashqai',
  'octavia',
  'superb',
  'fabia',
  'clio',
  'megane',
  'corsa',
  'astra',
  'insignia',
  'mondeo',
  'kuga',
  'fiesta',
  'f150',
  'f250',
  'f350',
  'explorer',
  'expedition',
  'tahoe',
  'suburban',
  'equinox',
  'traverse',
  'malibu',
  'impala',
  'cruze',
  'highlander',
  '4runner',
  'sequoia',
  'sienna',
  'yaris',
  'auris',
  'odyssey',
  'pathfinder',
  'murano',
  'titan',
  'armada',
  'durango',
  'challenger',
  'charger',
  'wrx',
  'impreza',
  'crosstrek',
  'santafe',
  'kona',
  'ioniq5',
  'model3',
  'modely',
  'models',
  'modelx',
  'taycan',
  'cayenne',
  'macan',
  'boxster',
  'panamera',
  'duster',
  'sandero',
  'captur',
  'kadjar',
  'scenic',
  'twingo',
  'zoe',
  'ibiza',
  'leon',
  'ateca',
  'kodiaq',
  'karoq',
  'tourneo',
  'polo',
  'touran',
  'troc',
  'tcross',
  'xtrail',
  'juke',
  'micra',
  'navara',
  'hilux',
  'landcruiser',
  'pajero',
  'outlander',
  'lancer',
  'swift',
  'vitara',
  'jimny',
  'fortuner',
  'xc90',
  'xc60',
  'xc40',
  'v70',
  'v60',
  's60',
  'a3',
  'a4',
  'a6',
  'q5',
  'q7',
  'x3',
  'x5',
  'x1',
  'mx5',
  'miata',
  'leaf',
  'bolt',
  'volt',
]);

/** Makes that took over a model line: [make, its model, the other make, the model there]. */
const LINEAGE: Array<[string, RegExp, string, string]> = [
  ['Ram', /^(1500|2500|3500)$/, 'Dodge', 'Ram'],
  ['Dodge', /^Ram$/, 'Ram', '1500'],
  ['Mercedes-Benz', /^ML-Class$/, 'Mercedes-Benz', 'M-Class'],
  ['Mercedes-Benz', /^M-Class$/, 'Mercedes-Benz', 'ML-Class'],
  ['Mercedes-Benz', /^(M|ML)-Class$/, 'Mercedes-Benz', 'GLE-Class'],
  ['Mercedes-Benz', /^GL-Class$/, 'Mercedes-Benz', 'GLS-Class'],
];

const YEAR_MIN = 1981;
const YEAR_MAX = 2027;

function yearOf(word: string, currentYear: number): number | null {
  if (/^(19[89]\d|20[0-4]\d)$/.test(word)) {
    const year = Number(word);
    return year >= YEAR_MIN && year <= Math.max(YEAR_MAX, currentYear + 1) ? year : null;
  }
  return null;
}

/** "'08" / "08" right before a car → 2008; "99" → 1999. */
function shortYearOf(raw: string): number | null {
  if (!/^\d\d$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 27 ? 2000 + n : n >= 81 ? 1900 + n : null;
}

const ENGINE_PATTERN =
  /\b(\d\.\d)\s?(?:l|litre|liter)?\s?(tsi|tfsi|tdi|tdci|hdi|dci|cdi|crdi|d|t|turbo|ecoboost|v6|v8|i4|i6|hemi|diesel|petrol|gasoline|hybrid)?\b|\b(v6|v8|v10|v12|w12|i4|i6|hemi|ecoboost|tsi|tfsi|tdi|tdci|hdi|dci|cdi|crdi|diesel|skyactiv|coyote|duramax|cummins|powerstroke|vtec)\b/g;

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

export function indexCatalog(catalog: CarCatalog): CatalogIndex {
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

interface Found {
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

/** Words that follow a year and make without being a model ("a 2009 Toyota with 200k km"). */
const NOT_A_MODEL = new Set(
  'a an and or but the with without for from to in on at of by as is was are were be been has have had does did do will would can could should may might that this these those which who what when where why how it its my our your their his her i me we you they there here than then so if not no yes very too also just only still about over under after before into out up down off again more most less any some all each every both other another same such own new old used truck trucks pickup pickups car cars suv suvs van vans wagon sedan coupe hatchback convertible vehicle vehicles model models engine engines motor gearbox transmission dealer dealership owner owners problem problems issue issues fault faults recall recalls reliable reliability good bad worth mileage miles km kms kilometres kilometers price cost buy buying sell selling keeps keep won wont starts start running runs make makes made brand'.split(
    ' ',
  ),
);

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

/** Makes spelled like everyday words. */
const EVERYDAY_MAKES = new Set(['smart', 'seat', 'genesis', 'lotus']);

/** Every make or model the words name, left to right, without overlaps. */
function scan(index: CatalogIndex, words: string[]): Found[] {
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

/** Words that never name a car on their own, whatever comes before them. */
const NEVER_ALONE = new Set([
  'van',
  'sport',
  'pickup',
  'car',
  'model',
  'one',
  'up',
  'id',
  'cargo',
  'limited',
  'classic',
  'select',
  'coupe',
  'wagon',
  'sedan',
  'hatchback',
  'convertible',
  'grand',
  'range',
  'town',
  'park',
  'city',
  // "my air conditioning", "warm air": never the Lucid Air without its make.
  'air',
]);

/** Nouns that make a common model word a part or a thing ("spark plug", "pilot light"). */
const PART_AFTER =
  /^(plugs?|light|lights|lamp|bag|bags|filter|filters|con|conditioning|valve|hatch|route|pedal|gauge|sensor|wire|wires|lead|leads|coil|coils|mode)$/;

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

/** Makes a bare model name most often means ("Sierra": GMC). */
const POPULAR = [
  'Toyota',
  'Ford',
  'Chevrolet',
  'Honda',
  'Nissan',
  'Hyundai',
  'Kia',
  'Volkswagen',
  'Subaru',
  'Mazda',
  'Jeep',
  'GMC',
  'Ram',
  'BMW',
  'Mercedes-Benz',
  'Audi',
  'Tesla',
  'Lexus',
  'Dodge',
  'Renault',
  'Peugeot',
  'Skoda',
  'Opel',
  'Vauxhall',
  'Volvo',
];
function popularity(make: string) {
  const at = POPULAR.indexOf(make);
  return at < 0 ? 0 : POPULAR.length - at;
}

/** Words before a year that make it a time, not a model year ("in 2026", "since 2024"). */
const PERIOD_WORDS = new Set([
  'in',
  'during',
  'since',
  'until',
  'till',
  'through',
  'before',
  'after',
]);
/** …unless the car was "made in 2012" or "built in 2012". */
const MADE_WORDS = /^(made|built|produced|manufactured|registered|bought|purchased|sold)$/;
function isPeriodYear(words: readonly string[], at: number): boolean {
  const before = words[at - 1];
  return !!before && PERIOD_WORDS.has(before) && !MADE_WORDS.test(words[at - 2] ?? '');
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

/** "2021", or "1981–1996 and 2021–2027" as ranges, for telling which model years exist. */
export function yearRanges(years: readonly number[]): string {
  const ranges: string[] = [];
  let start: number | null = null;
  let previous: number | null = null;
  for (const year of years) {
    if (start === null) start = year;
    else if (previous !== null && year !== previous + 1) {
      ranges.push(start === previous ? `${start}` : `${start}–${previous}`);
      start = year;
    }
    previous = year;
  }
  if (start !== null && previous !== null)
    ranges.push(start === previous ? `${start}` : `${start}–${previous}`);
  return ranges.join(', ');
}

/** The nearest model years the catalog has around a missing `year`: one before, one after. */
export function nearestYears(years: readonly number[], year: number): number[] {
  const before = years.filter((y) => y < year).at(-1);
  const after = years.find((y) => y > year);
  return [before, after].filter((y): y is number => y !== undefined);
}
