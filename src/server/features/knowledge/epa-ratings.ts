// The US EPA's fuel-economy ratings for a car as Odo names it (garage, assessment, Ask Odo, the
// schedule): its rated variants that model year, a representative rating (the median of the
// variants of its powertrain) and a powertrain summary. US-market cars only; null when the EPA
// never rated the car (European models, heavy-duty pickups) or the year, make or model is unknown.
import { FUEL_TYPES, type FuelType } from '../../../shared/garage-vocab.ts';
import { KM_PER_MI, MPG_US_FACTOR, round } from '../../../shared/units.ts';
import { epaTable, type EpaTable } from './epa-data.ts';
import { candidatesOf, kindOf, type EpaKind } from './epa-match.ts';
import { narrowingsOf } from './epa-words.ts';

export type { EpaKind } from './epa-match.ts';

export interface EpaQuery {
  year: number;
  make: string;
  model: string;
  /** Trim and engine words: "Hybrid", "2.5 AWD", "Long Range", "330i xDrive". */
  trim?: string | null;
  /** Odo's fuel type when known: only variants of that powertrain are considered. */
  fuelType?: FuelType | null;
}

export interface EpaVariant {
  /** fueleconomy.gov's id of this variant. */
  id: number;
  year: number;
  make: string;
  model: string;
  baseModel: string;
  kind: EpaKind;
  /** The EPA's fuel words ("Regular", "Premium", "Electricity", "Diesel"). */
  fuel: string;
  transmission: string;
  drive: string;
  vehicleClass: string;
  displacementL: number | null;
  cylinders: number | null;
  turbo: boolean;
  supercharged: boolean;
  /** mpg (US) on liquid fuel (a plug-in hybrid on petrol); null for an EV. */
  mpg: { city: number; highway: number; combined: number } | null;
  /** kWh/100 mi: an EV, or a plug-in hybrid on its battery. */
  kwhPer100Mi: { city: number | null; highway: number | null; combined: number } | null;
  /** MPGe on electricity (EV, plug-in hybrid). */
  mpge: number | null;
  rangeMi: number | null;
  /** The EPA's own yearly fuel cost (15,000 mi, 55% city, its fuel prices of the day). */
  annualFuelCostUsd: number | null;
  /** The variant's page at fueleconomy.gov (it follows from the id). */
  url: string;
}

export interface EpaRating {
  unit: 'mpg (US)' | 'kWh/100 mi';
  combined: number;
  city: number | null;
  highway: number | null;
  /** The combined figure per 100 km: L/100 km (fuel) or kWh/100 km (electricity). */
  combinedPer100Km: number;
  /** The lowest and highest combined figure of the variants it stands for. */
  low: number;
  high: number;
  /** Median of the variants' EPA annual fuel cost, USD. */
  annualFuelCostUsd: number | null;
}

export interface EpaPowertrain {
  /** The powertrain the rating is of (the car's, when its fuel type or trim said which). */
  kind: EpaKind;
  /** Every powertrain among the matched variants. */
  kinds: EpaKind[];
  cylinders: number[];
  displacementL: number[];
  /** true/false when every variant agrees, null when they differ. */
  turbo: boolean | null;
  supercharged: boolean | null;
  drives: string[];
  transmissions: ('automatic' | 'manual' | 'cvt')[];
}

export interface EpaMatch {
  year: number;
  make: string;
  /** The EPA model names matched, e.g. "3 4-Door, 3 5-Door". */
  matched: string;
  /** Trim or model words that narrowed the variants, and those no variant carried. */
  usedWords: string[];
  unusedWords: string[];
  /**
   * true when words of the model name itself found no EPA variant ("Ioniq 5 N" in a year the EPA
   * lists only the Ioniq 5): the rating is the closest model's, to be shown as such.
   */
  approximate: boolean;
  /** The variants the words left, every powertrain. */
  variants: EpaVariant[];
  /** The rating of `powertrain.kind`: petrol, diesel and hybrids in mpg, an EV in kWh/100 mi. */
  rating: EpaRating;
  /** A plug-in hybrid's use on its battery (charge-depleting), besides its petrol rating. */
  electricRating: EpaRating | null;
  powertrain: EpaPowertrain;
  source: { organisation: string; document: string; url: string | null };
}

const URL_BASE = 'https://www.fueleconomy.gov/feg/noframes/';
const orNull = (value: number) => (value > 0 ? value : null);

function variantOf(table: EpaTable, row: number): EpaVariant {
  const n = (column: Parameters<EpaTable['number']>[0]) => table.number(column, row);
  const kind = kindOf(table, row);
  const trany = table.text('trany', row);
  const combinedE = n('combinedE10') / 10;
  return {
    id: n('id'),
    year: n('year'),
    make: table.text('make', row),
    model: table.text('model', row),
    baseModel: table.text('baseModel', row),
    kind,
    fuel: table.text('fuelType', row),
    transmission: trany,
    drive: table.text('drive', row),
    vehicleClass: table.text('vClass', row),
    displacementL: orNull(n('displ10') / 10),
    cylinders: orNull(n('cylinders')),
    turbo: (n('flags') & 1) === 1,
    supercharged: (n('flags') & 2) === 2,
    mpg:
      kind === 'electric' || n('combined') === 0
        ? null
        : { city: n('city'), highway: n('highway'), combined: n('combined') },
    kwhPer100Mi:
      combinedE > 0
        ? {
            city: orNull(n('cityE10') / 10),
            highway: orNull(n('highwayE10') / 10),
            combined: combinedE,
          }
        : null,
    mpge:
      kind === 'electric'
        ? n('combined')
        : kind === 'plug_in_hybrid'
          ? orNull(n('combinedAlt'))
          : null,
    rangeMi: orNull(n('range')),
    annualFuelCostUsd: orNull(n('fuelCost')),
    url: `${URL_BASE}${n('id')}.shtml`,
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function ratingOf(variants: EpaVariant[], electric: boolean): EpaRating | null {
  const figures = variants
    .map((v) => (electric ? v.kwhPer100Mi : v.mpg))
    .filter((f): f is NonNullable<typeof f> => f !== null);
  const combined = median(figures.map((f) => f.combined));
  if (combined === null || combined <= 0) return null;
  const digits = electric ? 1 : 0;
  const pick = (key: 'city' | 'highway') => {
    const value = median(figures.map((f) => f[key]).filter((v): v is number => v !== null));
    return value === null ? null : round(value, digits);
  };
  const all = figures.map((f) => f.combined);
  return {
    unit: electric ? 'kWh/100 mi' : 'mpg (US)',
    combined: round(combined, digits),
    city: pick('city'),
    highway: pick('highway'),
    combinedPer100Km: round(electric ? combined / KM_PER_MI : MPG_US_FACTOR / combined, 2),
    low: Math.min(...all),
    high: Math.max(...all),
    annualFuelCostUsd: median(
      variants.map((v) => v.annualFuelCostUsd).filter((v): v is number => v !== null),
    ),
  };
}

const distinct = <T extends string | number>(values: T[]) =>
  [...new Set(values)].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
  );
const agreed = (values: boolean[]) =>
  values.every(Boolean) ? true : values.some(Boolean) ? null : false;
const gearbox = (trany: string): 'automatic' | 'manual' | 'cvt' =>
  /\(AV|variable/i.test(trany) ? 'cvt' : /^Manual/i.test(trany) ? 'manual' : 'automatic';
/** Among powertrains equally common, the conventional one represents the model. */
const KIND_ORDER: EpaKind[] = [...FUEL_TYPES, 'hydrogen'];

function primaryKind(variants: EpaVariant[]): EpaKind {
  const counts = new Map<EpaKind, number>();
  for (const v of variants) counts.set(v.kind, (counts.get(v.kind) ?? 0) + 1);
  return [...counts].sort(
    ([a, x], [b, y]) => y - x || KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b),
  )[0]![0];
}

/** Which petrol/diesel/... rows an Odo fuel type stands for (flex-fuel and plain petrol alike). */
const fuelTypeTest = (fuelType: FuelType) => (table: EpaTable, row: number) =>
  kindOf(table, row) === fuelType;

/** The EPA's ratings of this car; null when the EPA has no such car that model year. */
export function findEpaRatings(query: EpaQuery): EpaMatch | null {
  const table = epaTable();
  const found = candidatesOf(table, query);
  if (!found) return null;
  let rows = found.rows;
  if (query.fuelType) {
    rows = rows.filter((row) => fuelTypeTest(query.fuelType!)(table, row));
    // An electric car is never compared with its petrol sister's rating.
    if (rows.length === 0) return null;
  }
  const usedWords: string[] = [];
  const unusedWords: string[] = [];
  for (const narrowing of narrowingsOf([...found.extra, query.trim ?? ''].join(' '))) {
    const kept = rows.filter((row) => narrowing.test(table, row));
    if (kept.length === 0) unusedWords.push(narrowing.word);
    else {
      usedWords.push(narrowing.word);
      rows = kept;
    }
  }
  const variants = rows.map((row) => variantOf(table, row));
  const kind = primaryKind(variants);
  const own = variants.filter((v) => v.kind === kind);
  const rating = ratingOf(own, kind === 'electric');
  if (!rating) return null;
  return {
    year: query.year,
    make: found.make,
    matched: distinct(variants.map((v) => v.model)).join(', '),
    usedWords: [...new Set(usedWords)],
    unusedWords: [...new Set(unusedWords)],
    approximate: narrowingsOf(found.extra.join(' ')).some((n) => unusedWords.includes(n.word)),
    variants,
    rating,
    electricRating: kind === 'plug_in_hybrid' ? ratingOf(own, true) : null,
    powertrain: {
      kind,
      kinds: distinct(variants.map((v) => v.kind)),
      cylinders: distinct(own.map((v) => v.cylinders).filter((c): c is number => c !== null)),
      displacementL: distinct(
        own.map((v) => v.displacementL).filter((d): d is number => d !== null),
      ),
      turbo: agreed(own.map((v) => v.turbo)),
      supercharged: agreed(own.map((v) => v.supercharged)),
      drives: distinct(own.map((v) => v.drive).filter(Boolean)),
      transmissions: distinct(
        own
          .map((v) => v.transmission)
          .filter(Boolean)
          .map(gearbox),
      ),
    },
    source: {
      organisation: 'US EPA / DOE (fueleconomy.gov)',
      document: `Fuel economy ratings, ${query.year} ${found.make} ${distinct(own.map((v) => v.baseModel)).join(', ')}`,
      url: own.length === 1 ? own[0]!.url : null,
    },
  };
}

/** "2021 Ford F150 Pickup 2WD, F150 Pickup 4WD, F150 RAPTOR 4WD and 12 more": for a reader. */
export function matchedName(match: EpaMatch, shown = 3): string {
  const names = match.matched.split(', ');
  const more = names.length - shown;
  return `${match.year} ${match.make} ${names.slice(0, shown).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** Only the powertrain (for the service schedule); null when the EPA did not rate the car. */
export function findEpaPowertrain(query: EpaQuery): EpaPowertrain | null {
  return findEpaRatings(query)?.powertrain ?? null;
}
