// The units of an export that writes each fill's economy but never names its units (LubeLogger):
// the economy against the distance since the last full fill and the volume says them.
import type { Units } from '../../../shared/units.ts';
import { median } from '../../lib/median.ts';
import { decimalMarkOf, parseBoolean, parseNumber } from './import-values.ts';

const near = (value: number, target: number) => Math.abs(value / target - 1) < 0.03;

/**
 * Units from each full fill that follows a full fill: L/100 km (economy × distance ÷ volume =
 * 100) is km and litres; UK MPG from litres (economy × volume ÷ distance = 4.546) is miles and
 * litres. MPG from gallons and km/L (= 1) cannot be told apart, nor can a file with fewer than
 * two such fills: null, the member's own units.
 */
export function unitsFromEconomy(columns: {
  odometers: string[];
  volumes: string[];
  economies: string[];
  fulls: string[];
  missed: string[];
}): Partial<Units> | null {
  const { odometers, volumes, economies, fulls, missed } = columns;
  const comma = decimalMarkOf([...volumes, ...economies]) === 'comma';
  const rows = odometers
    .map((odometer, index) => ({
      odometer: parseNumber(odometer, comma),
      volume: parseNumber(volumes[index] ?? '', comma),
      economy: parseNumber(economies[index] ?? '', comma),
      full: parseBoolean(fulls[index] ?? '') !== false,
      missed: parseBoolean(missed[index] ?? '') === true,
    }))
    .filter((row) => row.odometer > 0)
    .sort((a, b) => a.odometer - b.odometer);
  const perHundred: number[] = [];
  const factors: number[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    if (!previous || !previous.full || !row.full || row.missed) return;
    const distance = row.odometer - previous.odometer;
    if (!(distance > 0 && row.volume > 0 && row.economy > 0)) return;
    perHundred.push((row.economy * distance) / row.volume);
    factors.push((row.economy * row.volume) / distance);
  });
  if (perHundred.length < 2) return null;
  if (near(median(perHundred), 100)) return { distance: 'km', volume: 'l' };
  if (near(median(factors), 4.54609)) return { distance: 'mi', volume: 'l' };
  return null;
}
