// VINs for the decode bench (bench/run.ts): the real VINs of the vehicle-data tests, and distinct
// variants of them (another serial number, check digit recomputed) so that each decode misses the
// decoder's cache of recent answers and does the full vPIC lookup.
import { vinDecoder } from '../src/server/features/vehicle-data/vin.ts';

/** From src/server/features/vehicle-data/vehicle-data.test.ts and e2e: each decodes to a car. */
export const BASE_VINS = [
  '1HGCM82633A004352', // 2003 Honda Accord
  '5YJ3E1EA2KF317000', // 2019 Tesla Model 3
  '1FTFW1ET9DFC10312', // 2013 Ford F-150
  'WBA3A5C57CF256651', // 2012 BMW 3 Series
  'YV1MS382662000000', // 2006 Volvo S80
  'JTDKB20U193476321', // 2009 Toyota Prius
  '1G1RD6E47BU100000', // 2011 Chevrolet Volt
];

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const LETTER_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore

const value = (char: string) => (/[0-9]/.test(char) ? Number(char) : (LETTER_VALUES[char] ?? 0));

/** The VIN with its check digit (position 9) set right. */
export function withCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += value(vin[index]!) * WEIGHTS[index]!;
  const digit = sum % 11 === 10 ? 'X' : String(sum % 11);
  return vin.slice(0, 8) + digit + vin.slice(9);
}

/**
 * `count` distinct VINs, round-robin over the base VINs, starting at serial `offset`: positions
 * 13-17 (the production serial) become a 5-digit number, the check digit is recomputed.
 */
export function vinVariants(count: number, offset = 0): string[] {
  const vins: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const base = BASE_VINS[index % BASE_VINS.length]!;
    const serial = String((offset + Math.floor(index / BASE_VINS.length)) % 100_000).padStart(
      5,
      '0',
    );
    vins.push(withCheckDigit(base.slice(0, 12) + serial));
  }
  return vins;
}

export interface DecodeTimings {
  count: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

async function time(vins: string[], decode: (vin: string) => Promise<unknown>) {
  const times: number[] = [];
  let failures = 0;
  for (const vin of vins) {
    const start = performance.now();
    try {
      await decode(vin);
    } catch {
      failures += 1;
    }
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    count: vins.length,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    max: times[times.length - 1] ?? NaN,
    failures,
  };
}

/**
 * The decode function in this process, one VIN at a time: a warm-up of 500 other VINs (database
 * open and in the page cache, statements prepared, JIT), then `count` distinct VINs (every one a
 * cache miss), then the same VINs again (every one a cache hit, as for a repeated lookup: the
 * decoder keeps 2,000 answers, so `count` should not exceed that).
 */
export async function measureDecode(
  cacheDir: string,
  count: number,
): Promise<{ uncached: DecodeTimings; cached: DecodeTimings }> {
  const decoder = await vinDecoder(cacheDir);
  const decode = (vin: string) => decoder.decode(vin);
  await time(vinVariants(500, 90_000), decode);
  const vins = vinVariants(count);
  const uncached = await time(vins, decode);
  const cached = await time(vins, decode);
  return { uncached, cached };
}
