// `node scripts/build-epa-ratings.ts <path/to/vehicles.csv> [out.bin.gz]`: rebuilds the compact
// EPA fuel-economy ratings Odo ships (src/server/features/knowledge/data/epa/ratings.bin.gz) from
// fueleconomy.gov's vehicles.csv (public domain; provenance in that folder's SOURCE.md). The file is
// columnar (format in epa-format.ts): repeated words (make, model, gearbox...) go to string tables
// and each row keeps indices, decimals are whole tenths, so the gzip stays far under 3 MB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'csv-parse/sync';
import {
  BYTES,
  columnTypeOf,
  EPA_FORMAT_VERSION,
  EPA_NUMBER_COLUMNS,
  EPA_STRING_COLUMNS,
  type EpaColumn,
  type EpaHeader,
} from '../src/server/features/knowledge/epa-format.ts';
import { makeKeyOf } from '../src/server/features/knowledge/epa-data.ts';

const [input, output = 'src/server/features/knowledge/data/epa/ratings.bin.gz'] =
  process.argv.slice(2);
if (!input) {
  console.error('usage: node scripts/build-epa-ratings.ts <vehicles.csv> [out.bin.gz]');
  process.exit(1);
}

type CsvRow = Record<string, string>;
const rows = parse(fs.readFileSync(input), { columns: true, bom: true }) as CsvRow[];

const int = (value: string | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n) : 0;
};
const tenths = (value: string | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 10) : 0;
};
const text = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/** Column → how a CSV row gives its value (numbers) or its text (string-table columns). */
const numberOf: Record<(typeof EPA_NUMBER_COLUMNS)[number], (row: CsvRow) => number> = {
  id: (r) => int(r.id),
  year: (r) => int(r.year),
  displ10: (r) => tenths(r.displ),
  cylinders: (r) => int(r.cylinders),
  city: (r) => int(r.city08),
  highway: (r) => int(r.highway08),
  combined: (r) => int(r.comb08),
  combinedAlt: (r) => int(r.combA08),
  cityE10: (r) => tenths(r.cityE),
  highwayE10: (r) => tenths(r.highwayE),
  combinedE10: (r) => tenths(r.combE),
  fuelCost: (r) => int(r.fuelCost08),
  range: (r) => int(r.range),
  // bit 0 turbocharged, bit 1 supercharged, bit 2 stop-start
  flags: (r) =>
    (r.tCharger?.trim() === 'T' ? 1 : 0) |
    (r.sCharger?.trim() === 'S' ? 2 : 0) |
    (r.startStop?.trim() === 'Y' ? 4 : 0),
};
const textOf: Record<(typeof EPA_STRING_COLUMNS)[number], (row: CsvRow) => string> = {
  make: (r) => text(r.make),
  model: (r) => text(r.model),
  baseModel: (r) => text(r.baseModel ?? r.basemodel),
  trany: (r) => text(r.trany),
  drive: (r) => text(r.drive),
  fuelType: (r) => text(r.fuelType),
  atvType: (r) => text(r.atvType ?? r.atvtype),
  vClass: (r) => text(r.VClass),
  engine: (r) => text(r.eng_dscr),
};

// Rows in make key, year, model order: the reader indexes a range per make and year (one key for
// the EPA's two spellings, "MINI" and "Mini"), and gzip likes runs.
const kept = rows
  .filter((row) => int(row.year) >= 1984 && text(row.make) && text(row.model))
  .sort(
    (a, b) =>
      makeKeyOf(text(a.make)).localeCompare(makeKeyOf(text(b.make))) ||
      int(a.year) - int(b.year) ||
      text(a.model).localeCompare(text(b.model)) ||
      int(a.id) - int(b.id),
  );

const strings = Object.fromEntries(EPA_STRING_COLUMNS.map((c) => [c, [] as string[]])) as Record<
  (typeof EPA_STRING_COLUMNS)[number],
  string[]
>;
const stringIndex = new Map<string, number>();
const names: EpaColumn[] = [...EPA_NUMBER_COLUMNS, ...EPA_STRING_COLUMNS];
const columns = Object.fromEntries(names.map((c) => [c, [] as number[]])) as Record<
  EpaColumn,
  number[]
>;

for (const row of kept) {
  for (const column of EPA_NUMBER_COLUMNS) columns[column].push(numberOf[column](row));
  for (const column of EPA_STRING_COLUMNS) {
    const value = textOf[column](row);
    const key = `${column}\u0000${value}`;
    let index = stringIndex.get(key);
    if (index === undefined) {
      index = strings[column].push(value) - 1;
      stringIndex.set(key, index);
    }
    columns[column].push(index);
  }
}

const years = columns.year;
const types = Object.fromEntries(names.map((c) => [c, columnTypeOf(columns[c])])) as Record<
  EpaColumn,
  EpaHeader['columns'][EpaColumn]['type']
>;
// The header's length depends on the offsets it lists: lay the blocks out after a header sized
// with placeholder offsets as wide as any real one, then pad the real header to that size.
const header = (offsets: Record<EpaColumn, number>): EpaHeader => ({
  version: EPA_FORMAT_VERSION,
  source: `US EPA / DOE fueleconomy.gov vehicles.csv (public domain), ${path.basename(input)}`,
  rows: kept.length,
  firstYear: Math.min(...years),
  lastYear: Math.max(...years),
  strings,
  columns: Object.fromEntries(
    names.map((c) => [c, { type: types[c], offset: offsets[c] }]),
  ) as EpaHeader['columns'],
});
const wide = Object.fromEntries(names.map((c) => [c, 99_999_999])) as Record<EpaColumn, number>;
const headerBytes = Buffer.byteLength(JSON.stringify(header(wide)));
const align = (n: number) => Math.ceil(n / 8) * 8;
const offsets = {} as Record<EpaColumn, number>;
let at = align(4 + headerBytes);
for (const c of names) {
  offsets[c] = at;
  at = align(at + kept.length * BYTES[types[c]]);
}
const out = Buffer.alloc(at);
const headerJson = JSON.stringify(header(offsets));
out.writeUInt32LE(headerBytes, 0);
// Padded with spaces (JSON ignores them) to the size the blocks were laid out after.
out.write(headerJson + ' '.repeat(headerBytes - Buffer.byteLength(headerJson)), 4, 'utf8');
for (const c of names) {
  const write = { u8: 'writeUInt8', u16: 'writeUInt16LE', i32: 'writeInt32LE' } as const;
  const size = BYTES[types[c]];
  columns[c].forEach((value, i) => out[write[types[c]]](value, offsets[c] + i * size));
}
const gz = zlib.gzipSync(out, { level: 9 });
fs.mkdirSync(path.dirname(output), { recursive: true });
fs.writeFileSync(output, gz);
console.log(
  `${kept.length} ratings, model years ${Math.min(...years)}–${Math.max(...years)} → ${output} (${(gz.length / 1024).toFixed(0)} KB)`,
);
