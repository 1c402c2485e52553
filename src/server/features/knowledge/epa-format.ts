// The shipped EPA ratings file (data/epa/ratings.bin.gz), written by scripts/build-epa-ratings.ts
// and read by epa-data.ts: gzip of [u32 header length][header JSON][column blocks], each column a
// little-endian typed array (u8, u16 or i32), so reading it is a gunzip and a few array views —
// no parse of 50,000 rows, and a couple of MB in memory.
export const EPA_FORMAT_VERSION = 2;

/** Whole-number columns; `*10` columns hold tenths (displacement in L, kWh/100 mi). 0 = none. */
export const EPA_NUMBER_COLUMNS = [
  /** fueleconomy.gov's vehicle id (its page: /feg/noframes/{id}.shtml). */
  'id',
  'year',
  'displ10',
  'cylinders',
  /** mpg (US); MPGe for an EV. For a plug-in hybrid, on petrol (charge-sustaining). */
  'city',
  'highway',
  'combined',
  /** A plug-in hybrid's (or flex-fuel car's) second fuel: MPGe on electricity, mpg on E85. */
  'combinedAlt',
  /** kWh/100 mi × 10 (EVs; a plug-in hybrid's charge-depleting use). */
  'cityE10',
  'highwayE10',
  'combinedE10',
  /** EPA's annual fuel cost, USD (15,000 mi a year, 55% city, EPA's fuel prices of the day). */
  'fuelCost',
  /** Range in miles (an EV's electric range; a plug-in hybrid's total). */
  'range',
  /** Bit 0 turbocharged, bit 1 supercharged, bit 2 stop-start. */
  'flags',
] as const;

/** Text columns: each row keeps an index into that column's string table. */
export const EPA_STRING_COLUMNS = [
  'make',
  'model',
  'baseModel',
  'trany',
  'drive',
  'fuelType',
  /** '', Hybrid, Plug-in Hybrid, EV, Diesel, FFV, CNG, FCV, Bifuel (...). */
  'atvType',
  'vClass',
  /** EPA's engine descriptor (e.g. "TURBO", "HEV", "SIDI; PFI"). */
  'engine',
] as const;

export type EpaNumberColumn = (typeof EPA_NUMBER_COLUMNS)[number];
export type EpaStringColumn = (typeof EPA_STRING_COLUMNS)[number];
export type EpaColumn = EpaNumberColumn | EpaStringColumn;
export type EpaColumnType = 'u8' | 'u16' | 'i32';

export interface EpaHeader {
  version: number;
  source: string;
  rows: number;
  firstYear: number;
  lastYear: number;
  strings: Record<EpaStringColumn, string[]>;
  /** Where each column's block starts (bytes from the start of the file) and its element type. */
  columns: Record<EpaColumn, { type: EpaColumnType; offset: number }>;
}

export const BYTES: Record<EpaColumnType, number> = { u8: 1, u16: 2, i32: 4 };

/** The smallest element type that holds every value. */
export function columnTypeOf(values: number[]): EpaColumnType {
  let min = 0;
  let max = 0;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min < 0 || max > 65_535) return 'i32';
  return max > 255 ? 'u16' : 'u8';
}
