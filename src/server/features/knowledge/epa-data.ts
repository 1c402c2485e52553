// The EPA fuel-economy ratings (data/epa/ratings.bin.gz, ~50,000 US model-year variants) decoded
// on first use, not at start: a gunzip, the small header parsed and the columns viewed as typed
// arrays in place. Rows are in make → year order, so the index is a range per make and year.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  EPA_FORMAT_VERSION,
  EPA_NUMBER_COLUMNS,
  EPA_STRING_COLUMNS,
  type EpaColumn,
  type EpaHeader,
  type EpaNumberColumn,
  type EpaStringColumn,
} from './epa-format.ts';

export const EPA_RATINGS_FILE = path.join(import.meta.dirname, 'data', 'epa', 'ratings.bin.gz');

export interface EpaTable {
  rows: number;
  firstYear: number;
  lastYear: number;
  source: string;
  number(column: EpaNumberColumn, row: number): number;
  text(column: EpaStringColumn, row: number): string;
  /** Index of the row's string in its column's table (equal index = equal text). */
  textIndex(column: EpaStringColumn, row: number): number;
  /** Rows of a make (by makeKeyOf) in a model year, as [start, end). */
  range(makeKey: string, year: number): [number, number] | null;
  /** Whether any model year has rows of this make key. */
  hasMake(makeKey: string): boolean;
}

/** Lower-case letters and digits only, accents dropped: "Mercedes-Benz" → "mercedesbenz". */
export function compactKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The EPA's make names → one key ("McLaren Automotive" and "McLaren" alike; "MINI" = "Mini"). */
export function makeKeyOf(make: string): string {
  return compactKey(make.replace(/\b(automotive|automobiles?|motors?|inc\.?|llc|lp)\b/gi, ''));
}

type Column = Uint8Array | Uint16Array | Int32Array;

export function decodeEpaTable(gz: Buffer): EpaTable {
  if (os.endianness() !== 'LE') throw new Error('EPA ratings file: little-endian hosts only');
  const raw = zlib.gunzipSync(gz);
  // Typed-array views need an aligned start: copy once if the gunzip's buffer is not.
  const bytes = raw.byteOffset % 8 === 0 ? raw : Buffer.from(new Uint8Array(raw));
  const headerBytes = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.toString('utf8', 4, 4 + headerBytes)) as EpaHeader;
  if (header.version !== EPA_FORMAT_VERSION) {
    throw new Error(`EPA ratings file: format ${header.version}, expected ${EPA_FORMAT_VERSION}`);
  }
  const view = (column: EpaColumn): Column => {
    const { type, offset } = header.columns[column];
    const start = bytes.byteOffset + offset;
    if (type === 'u8') return new Uint8Array(bytes.buffer, start, header.rows);
    if (type === 'u16') return new Uint16Array(bytes.buffer, start, header.rows);
    return new Int32Array(bytes.buffer, start, header.rows);
  };
  const numbers = new Map(EPA_NUMBER_COLUMNS.map((c) => [c, view(c)]));
  const indices = new Map(EPA_STRING_COLUMNS.map((c) => [c, view(c)]));
  const { strings } = header;
  const makeKeys = strings.make.map(makeKeyOf);
  const makes = indices.get('make')!;
  const years = numbers.get('year')!;
  const ranges = new Map<string, Map<number, [number, number]>>();
  for (let row = 0; row < header.rows; row += 1) {
    const key = makeKeys[makes[row]!]!;
    const byYear = ranges.get(key) ?? new Map<number, [number, number]>();
    ranges.set(key, byYear);
    const year = years[row]!;
    const range = byYear.get(year);
    if (!range) byYear.set(year, [row, row + 1]);
    else if (range[1] === row) range[1] = row + 1;
    // The build script sorts by make key, then year: anything else is a file it did not write.
    else throw new Error('EPA ratings file: rows are not in make → year order');
  }
  return {
    rows: header.rows,
    firstYear: header.firstYear,
    lastYear: header.lastYear,
    source: header.source,
    number: (column, row) => numbers.get(column)![row]!,
    text: (column, row) => strings[column][indices.get(column)![row]!]!,
    textIndex: (column, row) => indices.get(column)![row]!,
    range: (makeKey, year) => ranges.get(makeKey)?.get(year) ?? null,
    hasMake: (makeKey) => ranges.has(makeKey),
  };
}

let table: EpaTable | undefined;

/** The ratings table, read and decoded once, on the first call. */
export function epaTable(): EpaTable {
  table ??= decodeEpaTable(fs.readFileSync(EPA_RATINGS_FILE));
  return table;
}
