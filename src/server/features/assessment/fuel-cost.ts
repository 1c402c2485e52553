// The assessment's annual fuel cost: the car's US EPA combined rating × a year's distance × a
// price. The distance is the user's (their odometer readings), else the car's own pace, else a
// typical year; the price is what the user paid at their last fill-ups (or charges), else the
// EPA's own yearly estimate is scaled to the distance. Gathered with the grounding; pure after.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { AnnualFuelCost, AssessedVehicle } from '../../../shared/assessment.ts';
import type { FuelType } from '../../../shared/garage-vocab.ts';
import { KM_PER_MI, MPG_US_FACTOR, round } from '../../../shared/units.ts';
import { daysBetween } from '../garage/dates.ts';
import { vehicles } from '../garage/schema.ts';
import { findEpaRatings, matchedName, type EpaMatch } from '../knowledge/epa-ratings.ts';
import { KM_PER_YEAR } from './engine.ts';

/** The EPA's yearly fuel cost is for 15,000 miles. */
const EPA_KM_PER_YEAR = 15_000 * KM_PER_MI;
/** Odometer readings must span this long to give a yearly distance. */
const MIN_SPAN_DAYS = 60;
/** The price is the average over the newest fill-ups (or charges), this many at most. */
const PRICE_RECORDS = 20;

export interface UnitPrice {
  /** Per litre or kWh. */
  amount: number;
  currency: string;
}

export interface FuelCostGrounding {
  epa: EpaMatch;
  kmPerYear: number;
  distanceSource: AnnualFuelCost['distanceSource'];
  litre: UnitPrice | null;
  kwh: UnitPrice | null;
}

interface FillRow {
  date: string;
  odometer: number | null;
  volume: number | null;
  kwh: number | null;
  costCents: number;
  currency: string;
}

interface CarRows {
  id: string;
  fuelRecords: FillRow[];
  maintenanceRecords: { date: string; mileage: number | null }[];
}

/** km a year from a car's dated odometer readings; null when they span under MIN_SPAN_DAYS. */
function kmPerYearOf(car: CarRows): number | null {
  const points = [
    ...car.fuelRecords.map((r) => ({ date: r.date, km: r.odometer })),
    ...car.maintenanceRecords.map((r) => ({ date: r.date, km: r.mileage })),
  ].filter((p): p is { date: string; km: number } => p.km !== null && p.km >= 0);
  if (points.length < 2) return null;
  points.sort((a, b) => a.date.localeCompare(b.date) || a.km - b.km);
  const first = points[0]!;
  const last = points.at(-1)!;
  const days = daysBetween(first.date, last.date);
  if (days < MIN_SPAN_DAYS || last.km <= first.km) return null;
  return ((last.km - first.km) / days) * 365;
}

/** The average price per litre (or kWh) over the newest fills, in their most common currency. */
function priceOf(fills: FillRow[], unit: 'volume' | 'kwh'): UnitPrice | null {
  const priced = fills
    .filter((fill) => (fill[unit] ?? 0) > 0 && fill.costCents > 0)
    .sort((a, b) => b.date.localeCompare(a.date));
  if (priced.length === 0) return null;
  const counts = new Map<string, number>();
  for (const fill of priced) counts.set(fill.currency, (counts.get(fill.currency) ?? 0) + 1);
  const currency = [...counts].sort(([, a], [, b]) => b - a)[0]![0];
  const used = priced.filter((fill) => fill.currency === currency).slice(0, PRICE_RECORDS);
  const cost = used.reduce((sum, fill) => sum + fill.costCents, 0) / 100;
  const quantity = used.reduce((sum, fill) => sum + fill[unit]!, 0);
  return { amount: cost / quantity, currency };
}

/** The rating, the user's distance and prices; null when the EPA never rated the car. */
export async function gatherFuelCost(
  db: Db,
  userId: string,
  vehicle: AssessedVehicle,
  today: string,
): Promise<FuelCostGrounding | null> {
  const epa = findEpaRatings({
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    fuelType: (vehicle.fuelType as FuelType | null) ?? null,
  });
  if (!epa) return null;
  const cars: CarRows[] = await db.query.vehicles.findMany({
    where: eq(vehicles.userId, userId),
    columns: { id: true },
    with: {
      fuelRecords: {
        columns: {
          date: true,
          odometer: true,
          volume: true,
          kwh: true,
          costCents: true,
          currency: true,
        },
      },
      maintenanceRecords: { columns: { date: true, mileage: true } },
    },
  });
  const own = cars.find((car) => car.id === vehicle.vehicleId);
  // A garage car: its own readings. A car described to buy: how far the user drives their cars.
  const paces = (own ? [own] : cars).map(kmPerYearOf).filter((p): p is number => p !== null);
  const agePace = () => {
    const days = daysBetween(`${vehicle.year}-01-01`, today);
    return vehicle.mileage > 0 && days >= MIN_SPAN_DAYS ? (vehicle.mileage / days) * 365 : null;
  };
  const [kmPerYear, distanceSource] =
    paces.length > 0
      ? [paces.reduce((a, b) => a + b, 0) / paces.length, 'your_records' as const]
      : agePace() !== null
        ? [agePace()!, 'this_car' as const]
        : [KM_PER_YEAR, 'typical' as const];
  // Prices: this car's fill-ups first, else any of the user's.
  const fills = own?.fuelRecords.length ? own.fuelRecords : cars.flatMap((car) => car.fuelRecords);
  return {
    epa,
    kmPerYear,
    distanceSource,
    litre: priceOf(fills, 'volume'),
    kwh: priceOf(fills, 'kwh'),
  };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const money = (amount: number, currency: string, digits = 0) => {
  const figure = amount.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return currency === 'USD' ? `US$${figure}` : `${figure} ${currency}`;
};
const DISTANCE_WORDS: Record<AnnualFuelCost['distanceSource'], string> = {
  your_records: 'from your records',
  this_car: "this car's average so far",
  typical: 'a typical year',
};

/** The result's `annualFuelCost` (null when the EPA never rated the car). */
export function annualFuelCostOf(g: FuelCostGrounding | null | undefined): AnnualFuelCost | null {
  if (!g) return null;
  const { epa } = g;
  const kind = epa.powertrain.kind;
  const electric = kind === 'electric';
  const plugIn = kind === 'plug_in_hybrid';
  const rating = epa.rating;
  const per100Km = electric ? rating.combined / KM_PER_MI : MPG_US_FACTOR / rating.combined;
  const quantityUnit = electric ? 'kWh' : 'L';
  const quantity = (per100Km * g.kmPerYear) / 100;
  const price = electric ? g.kwh : g.litre;
  const ratingText = `EPA combined ${rating.combined} ${rating.unit} = ${round(per100Km, 1)} ${quantityUnit}/100 km`;
  const distanceText = `${whole(g.kmPerYear)} km a year (${DISTANCE_WORDS[g.distanceSource]})`;
  let amount: number;
  let currency: string;
  let pricePerUnit: number | null;
  let basis: string;
  if (price) {
    amount = quantity * price.amount;
    currency = price.currency;
    pricePerUnit = price.amount;
    basis = `${ratingText}; over ${distanceText} that is ${whole(quantity)} ${quantityUnit}${plugIn ? ' of petrol if it is never charged' : ''} at ${money(price.amount, price.currency, 2)}/${quantityUnit} (your ${electric ? 'charges' : 'fill-ups'}): about ${money(amount, currency)} a year.`;
  } else if (rating.annualFuelCostUsd !== null) {
    amount = (rating.annualFuelCostUsd * g.kmPerYear) / EPA_KM_PER_YEAR;
    currency = 'USD';
    pricePerUnit = plugIn ? null : amount / quantity;
    basis = `${ratingText}. The EPA puts a year's ${electric ? 'electricity' : 'fuel'} at ${money(rating.annualFuelCostUsd, 'USD')} for 15,000 mi (24,140 km) at its prices; over ${distanceText}: about ${money(amount, currency)} a year.`;
  } else {
    return null;
  }
  return {
    amount: Math.round(amount),
    currency,
    source: price ? 'your_fuel_price' : 'epa_estimate',
    distanceKmPerYear: Math.round(g.kmPerYear),
    distanceSource: g.distanceSource,
    quantityPerYear: plugIn && !price ? null : Math.round(quantity),
    quantityUnit,
    pricePerUnit: pricePerUnit === null ? null : round(pricePerUnit, 3),
    rating: {
      combined: rating.combined,
      unit: rating.unit,
      per100Km: round(per100Km, 2),
      matched: matchedName(epa),
      approximate: epa.approximate,
    },
    basis,
  };
}
