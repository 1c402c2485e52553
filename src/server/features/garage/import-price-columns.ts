// A column named only "Price" holds a fill's price per unit in some files and its total in
// others (hand-kept logs: "Liters,PPL,Price", "liters,price,odometer" with "EUR 50.00"): the
// figures say which. A total follows the volume, so its price per unit stays near one figure; a
// price per unit does not follow the volume at all.
import type { ImportMapping } from '../../../shared/garage-import.ts';
import { decimalMarkOf, parseNumber } from './import-values.ts';

/** Fewest rows with both figures before the column is judged by them. */
const MIN_ROWS = 4;
/** How much steadier price ÷ volume must be than the price itself to call the price a total. */
const STEADIER = 0.6;

function numbers(cells: string[]): number[] {
  const comma = decimalMarkOf(cells) === 'comma';
  return cells.map((cell) => (cell === '' ? Number.NaN : parseNumber(cell, comma)));
}

/** Standard deviation over the mean. */
function spread(values: number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

/** Whether a price column's cells are each fill's total (beside the fills' volumes). */
export function pricesAreTotals(prices: string[], volumes: string[]): boolean {
  const price = numbers(prices);
  const volume = numbers(volumes);
  const pairs = price
    .map((value, index) => [value, volume[index]!] as const)
    .filter(([value, litres]) => value > 0 && litres > 0);
  if (pairs.length < MIN_ROWS) return false;
  const perUnit = spread(pairs.map(([value, litres]) => value / litres));
  return perUnit < STEADIER * spread(pairs.map(([value]) => value));
}

/**
 * The mapping with a "price" column that holds totals taken as the cost, and the price per unit
 * taken from another column that names one (`perUnitAmong`: the mapping of the other columns),
 * when the file has no cost column of its own.
 */
export function withTotalsAsCost(
  mapping: ImportMapping,
  cells: (column: string) => string[],
  perUnitAmong: (columns: string) => string | undefined,
): ImportMapping {
  const price = mapping.pricePerUnit;
  const volume = mapping.volume;
  if (!price || mapping.cost || !volume) return mapping;
  if (!pricesAreTotals(cells(price), cells(volume))) return mapping;
  const { pricePerUnit: _total, ...rest } = mapping;
  const perUnit = perUnitAmong(price);
  return { ...rest, cost: price, ...(perUnit ? { pricePerUnit: perUnit } : {}) };
}
