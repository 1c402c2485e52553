// Which camshaft drive (chain, belt or gear) a car's engine has, from the engine-family table in
// data/timing-drives.json: the schedules leave out the timing-belt job for chain and gear engines.
// Conservative: an answer only when every family that can be this car's engine agrees.
import fs from 'node:fs';
import path from 'node:path';
import { KNOWLEDGE_DATA_DIR } from './knowledge-base.ts';
import { timingDrivesFileSchema, type TimingDrive, type TimingDriveEntry } from './schema.ts';

export interface EngineQuery {
  make: string;
  model: string;
  year: number;
  /** The trim as the owner typed it ("1.4 TSI SE", "EX-L V6"), often naming the engine. */
  trim?: string | null;
  /** Engine text, e.g. from a VIN decode ("2.5L H4"). */
  engine?: string | null;
  /** Litres, e.g. from a VIN decode. */
  displacementL?: number | null;
  /** The garage's fuel type (petrol, diesel, hybrid, plug_in_hybrid, electric, lpg_cng). */
  fuelType?: string | null;
}

export interface TimingDriveMatch {
  /** null: unknown (no family, or families that disagree). */
  drive: TimingDrive | null;
  /** The families the car's engine may be (all of them agree when drive is not null). */
  families: TimingDriveEntry[];
}

type Fuel = 'petrol' | 'diesel' | 'hybrid';

/** Lower case, no accents, words separated by single spaces ("Mégane" → "megane", "CR-V" → "cr v"). */
function spaced(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim();
}
const compact = (value: string) => spaced(value).replace(/[ .]/g, '');

const MAKE_ALIASES: Record<string, string> = {
  vw: 'volkswagen',
  chevy: 'chevrolet',
  mercedes: 'mercedesbenz',
  merc: 'mercedesbenz',
  benz: 'mercedesbenz',
};
const makeKey = (make: string) => MAKE_ALIASES[compact(make)] ?? compact(make);

/** A word of the table found in the text, at the start of a word ("tsi" in "1.4 tsi se"). */
function hasWord(text: string, word: string): boolean {
  const needle = spaced(word);
  if (!needle) return false;
  let at = text.indexOf(needle);
  while (at !== -1) {
    if (at === 0 || !/[a-z0-9]/.test(text[at - 1]!)) return true;
    at = text.indexOf(needle, at + 1);
  }
  return false;
}

const DIESEL_WORDS =
  /\b(diesel|tdi|hdi|bluehdi|tdci|ecoblue|cdi|dci|crdi|cdti|multijet|jtd|d 4d|d4d|i dtec|i ctdi|bluetec|duramax|power ?stroke|ecodiesel|cummins|skyactiv d|\d{2,3} ?d)\b/;
const PETROL_WORDS =
  /\b(petrol|gasoline|tsi|tfsi|ecoboost|tce|puretech|vtec|gdi|t gdi|skyactiv g|multiair|thp|vti|mpi)\b/;

function fuelOf(fuelType: string | null | undefined, text: string): Fuel | null {
  if (fuelType === 'diesel') return 'diesel';
  if (fuelType === 'hybrid' || fuelType === 'plug_in_hybrid') return 'hybrid';
  if (fuelType === 'petrol' || fuelType === 'lpg_cng') return 'petrol';
  if (/\bhybrid\b/.test(text)) return 'hybrid';
  if (DIESEL_WORDS.test(text)) return 'diesel';
  if (PETROL_WORDS.test(text)) return 'petrol';
  return null;
}

/** The first "1.4", "2.0L", "2.5i" in the text (litres), or null. */
function displacementIn(text: string): number | null {
  for (const found of text.matchAll(/(?<![\d.])(\d{1,2}\.\d{1,2})(?![\d.])/g)) {
    const litres = Number(found[1]);
    if (litres >= 0.6 && litres <= 8.5) return litres;
  }
  return null;
}

function modelMatches(entry: TimingDriveEntry, model: string): string | null {
  if (entry.models === null) return '';
  const given = spaced(model);
  for (const name of entry.models) {
    if (compact(name) === compact(model)) return '';
    // "Golf GTI" is a Golf: the words after the model name tell the engine.
    const base = spaced(name);
    if (given.startsWith(`${base} `)) return given.slice(base.length + 1);
  }
  return null;
}

export interface TimingDriveIndex {
  entries: readonly TimingDriveEntry[];
  match(query: EngineQuery): TimingDriveMatch;
}

export const TIMING_DRIVES_FILE = path.join(KNOWLEDGE_DATA_DIR, 'timing-drives.json');

export function loadTimingDrives(file: string = TIMING_DRIVES_FILE): TimingDriveIndex {
  const parsed = timingDrivesFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`timing drives: ${file} is invalid: ${parsed.error.message}`);
  const entries = parsed.data;
  const byMake = new Map<string, TimingDriveEntry[]>();
  for (const entry of entries) {
    const list = byMake.get(makeKey(entry.make)) ?? [];
    list.push(entry);
    byMake.set(makeKey(entry.make), list);
  }

  function match(query: EngineQuery): TimingDriveMatch {
    const none: TimingDriveMatch = { drive: null, families: [] };
    if (query.fuelType === 'electric') return none;
    const rest: string[] = [];
    let candidates: TimingDriveEntry[] = [];
    for (const entry of byMake.get(makeKey(query.make)) ?? []) {
      if (query.year < entry.yearFrom || query.year > entry.yearTo) continue;
      const extra = modelMatches(entry, query.model);
      if (extra === null) continue;
      candidates.push(entry);
      if (extra) rest.push(extra);
    }
    const text = spaced([query.trim, query.engine, ...rest].filter(Boolean).join(' '));

    const fuel = fuelOf(query.fuelType, text);
    if (fuel === 'diesel')
      candidates = candidates.filter((e) => e.fuel !== 'petrol' && e.fuel !== 'hybrid');
    if (fuel === 'petrol')
      candidates = candidates.filter((e) => e.fuel !== 'diesel' && e.fuel !== 'hybrid');
    if (fuel === 'hybrid') {
      const hybrids = candidates.filter((e) => e.fuel === 'hybrid');
      candidates = hybrids.length ? hybrids : candidates.filter((e) => e.fuel !== 'diesel');
    }
    // Fuel unknown: a table that only knows the diesels of this car cannot speak for it.
    if (fuel === null && candidates.every((e) => e.fuel === 'diesel')) return none;

    candidates = candidates.filter((e) => !e.onlyWith || e.onlyWith.some((w) => hasWord(text, w)));
    const litres = query.displacementL ?? displacementIn(text);
    if (litres !== null) {
      candidates = candidates.filter(
        (e) => !e.displacements || e.displacements.some((d) => Math.abs(d - litres) < 0.06),
      );
    }
    const named = candidates.filter((e) => e.words?.some((w) => hasWord(text, w)));
    if (named.length) candidates = named;

    const drives = new Set(candidates.map((e) => e.drive));
    const [drive] = drives;
    return drives.size === 1 && drive
      ? { drive, families: candidates }
      : { drive: null, families: candidates };
  }

  return { entries, match };
}

let shared: TimingDriveIndex | null = null;

/** The app's table, loaded on first use and kept for the life of the process. */
export function timingDrives(): TimingDriveIndex {
  shared ??= loadTimingDrives();
  return shared;
}

/** 'chain' | 'belt' | 'gear', or null when Odo cannot tell (unknown or ambiguous engine). */
export function timingDriveOf(query: EngineQuery): TimingDrive | null {
  return timingDrives().match(query).drive;
}

export const UNKNOWN_BELT_NOTE =
  'Only if your engine has a timing belt (chains need none): typically 100,000 km or 6 years; your owner’s manual says which your engine has.';

/**
 * The timing-belt job for this car: not scheduled for a chain or gear engine; for a belt engine
 * the source names the family; when unknown, the source says it applies only to belt engines.
 */
export function timingBeltSchedule(
  query: EngineQuery,
):
  | { scheduled: false; drive: 'chain' | 'gear' }
  | { scheduled: true; drive: 'belt' | null; source: string } {
  const { drive, families } = timingDrives().match(query);
  if (drive === 'chain' || drive === 'gear') return { scheduled: false, drive };
  if (drive === 'belt') {
    const names = [...new Set(families.map((f) => f.engine))];
    const which =
      names.length === 1 ? `the ${names[0]} engine` : 'every engine this car was sold with';
    return {
      scheduled: true,
      drive,
      source: `A timing belt drives the camshafts of ${which}: typically replaced every 100,000 km or 6 years (some run in oil and last longer); your owner’s manual gives the exact interval.`,
    };
  }
  return { scheduled: true, drive: null, source: UNKNOWN_BELT_NOTE };
}
