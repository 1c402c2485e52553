// What a VIN says by itself, without vPIC: the maker (WMI table), the country (ISO 3780 ranges of
// the first two characters) and the model year (position 10, ISO 3779). Used by the decoder for
// the cars vPIC does not know and by Car Lens to judge look-alike repairs. Pure, no I/O.
import { isNorthAmericanVin, YEAR_CODES } from '../../shared/vin-rules.ts';
import { WMI_COUNTRY_EXCEPTIONS, WMI_COUNTRY_RANGES } from './wmi-data/wmi-countries.ts';
import { WMI_MAKERS } from './wmi-data/wmi-makers.ts';

/** The order of the second character in ISO 3780's ranges: A–Z (no I, O, Q), then 1–9, then 0. */
const RANGE_ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

/** The country whose body assigned the VIN's maker code; null for an unassigned range. */
export function vinCountry(vin: string): string | null {
  const exception = WMI_COUNTRY_EXCEPTIONS[vin.slice(0, 3)];
  if (exception) return exception;
  const first = vin[0];
  const second = RANGE_ORDER.indexOf(vin[1] ?? '');
  if (!first || second < 0) return null;
  for (const [start, from, to, country] of WMI_COUNTRY_RANGES) {
    if (start !== first) continue;
    if (second >= RANGE_ORDER.indexOf(from) && second <= RANGE_ORDER.indexOf(to)) return country;
  }
  return null;
}

/** The make Odo's WMI table gives the VIN's first three characters; null when not listed. */
export function wmiMake(vin: string): string | null {
  return WMI_MAKERS[vin.slice(0, 3)] ?? null;
}

/**
 * The one make Odo's WMI table gives the VIN's maker code; null when the code is not listed or
 * names a plant that builds several brands (Avtotor's XWE: "Kia / Hyundai"), where the VIN alone
 * does not say which.
 */
export function wmiSingleMake(vin: string): string | null {
  const make = wmiMake(vin);
  return make && !make.includes(' / ') ? make : null;
}

export interface VinModelYear {
  /** The model year, null when position 10 holds no year code. */
  year: number | null;
  /** Why the year is not certain (the 30-year cycle, no year code), or null when it is. */
  note: string | null;
}

/**
 * The model year position 10 stands for. The codes repeat every 30 years: North-American VINs
 * settle the cycle with position 7 (a digit: 1980–2009, a letter: 2010–2039, 49 CFR 565.15);
 * elsewhere the most recent year not after next year is given, and the note says so (and, outside
 * China, that the maker may not encode the year there at all).
 */
export function vinModelYear(vin: string, now = new Date()): VinModelYear {
  const code = vin[9] ?? '';
  const index = YEAR_CODES.indexOf(code);
  if (code === '' || index < 0) {
    return {
      year: null,
      note: `Position 10 (${code || '–'}) holds no model-year code: the year is not known (many makers outside North America leave it out).`,
    };
  }
  const older = 1980 + index;
  const newer = 2010 + index;
  if (isNorthAmericanVin(vin)) {
    return { year: /[0-9]/.test(vin[6] ?? '') ? older : newer, note: null };
  }
  const latest = now.getUTCFullYear() + 1;
  const year = newer > latest ? older : newer;
  const cycle =
    newer > latest
      ? null
      : `Position 10 (${code}) stands for ${newer} or ${older}; shown as ${newer}, the more recent.`;
  // China (GB 16735) requires the year code; elsewhere ISO 3779 only recommends it.
  const caveat = vin.startsWith('L')
    ? null
    : 'Makers outside North America and China need not put the model year at position 10: check it against the registration document.';
  return { year, note: [cycle, caveat].filter(Boolean).join(' ') || null };
}
