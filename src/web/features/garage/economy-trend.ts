// The fuel economy trend the home page's car card shows: the last few fill-ups' economy in the
// user's units, oldest first, and whether the latest one is better or worse than the one before.
import { isCharge, newestFirst, recordEconomy } from './garage-figures.ts';
import { isElectric, type Vehicle } from './garage-types.ts';
import { convertEconomy, economyHigherIsBetter, type UnitPrefs } from './units.ts';

export interface EconomyTrend {
  /** In the user's unit, oldest first (at most `limit`). */
  values: number[];
  /** Litres (or kWh) per 100 km of the latest fill-up: what formatEconomy reads. */
  latestPer100Km: number;
  electric: boolean;
  /** Compared with the fill-up before; null with a single figure or no change. */
  direction: 'better' | 'worse' | null;
}

export function economyTrend(
  vehicle: Pick<Vehicle, 'fuelRecords' | 'fuelType'>,
  prefs: Pick<UnitPrefs, 'distance' | 'volume'>,
  limit = 8,
): EconomyTrend | null {
  // A plug-in hybrid logs both: follow charging for an electric car, fuel otherwise.
  const electric = isElectric(vehicle.fuelType);
  const per100 = newestFirst(vehicle.fuelRecords ?? [])
    .filter((record) => isCharge(record) === electric)
    .map(recordEconomy)
    .filter((value): value is number => value != null && value > 0)
    .slice(0, limit)
    .reverse();
  const latestPer100Km = per100.at(-1);
  if (latestPer100Km == null) return null;
  const values = per100.map((value) => convertEconomy(value, prefs, electric));
  const latest = values.at(-1)!;
  const previous = values.at(-2);
  let direction: EconomyTrend['direction'] = null;
  if (previous != null && Math.abs(latest - previous) >= 0.05) {
    const higherIsBetter = economyHigherIsBetter(prefs, electric);
    direction = latest > previous === higherIsBetter ? 'better' : 'worse';
  }
  return { values, latestPer100Km, electric, direction };
}
