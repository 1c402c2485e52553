// GET /api/garage/costs?period=: the server's spend summary (maintenance, fuel and expenses with
// recurring occurrences), shaped for the costs page: one part per currency, as the server sums
// them (never one currency added to another). Distances come in km; the page converts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { CostPeriod } from '../../../shared/garage-vocab.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { garageKeys } from './garage-keys.ts';
import type { Money } from './units.ts';

type CostsReply = InferResponseType<typeof api.garage.costs.$get, 200>;

/** What was spent in one currency: amounts in different currencies are never added. */
export interface CurrencyCosts {
  currency: string;
  total: number;
  maintenance: number;
  fuel: number;
  expenses: number;
  /** All time, whatever the period. */
  totalCostOfOwnership: number;
  /** This currency's spend per km over the distance driven in the period, null when unknown. */
  perKm: number | null;
  byCategory: Array<{ key: string; label: string; amount: number }>;
  byMonth: Array<{ month: string; maintenance: number; fuel: number; expenses: number }>;
}

export interface CostSummary {
  /** One entry per currency anything was spent in, by currency code (none: nothing spent). */
  currencies: CurrencyCosts[];
  /** Each car's spend in the period, one amount per currency it has spent in (zero this period). */
  byVehicle: Array<{
    id: string;
    name: string;
    amounts: Money[];
    perKm: Array<{ currency: string; perKm: number | null }>;
  }>;
}

/** Biggest spend first, compared currency by currency (never one currency against another). */
function bySpend(currencies: readonly string[]) {
  return (a: { amounts: Money[] }, b: { amounts: Money[] }) => {
    for (const currency of currencies) {
      const amount = (row: { amounts: Money[] }) =>
        row.amounts.find((money) => money.currency === currency)?.amount ?? 0;
      const difference = amount(b) - amount(a);
      if (difference !== 0) return difference;
    }
    return 0;
  };
}

export function toCostSummary(dto: CostsReply): CostSummary {
  const currencies = dto.totals.map((totals) => ({
    currency: totals.currency,
    total: totals.total,
    maintenance: totals.maintenance,
    fuel: totals.fuel,
    expenses: totals.expenses,
    totalCostOfOwnership: totals.totalCostOfOwnership,
    perKm: totals.costPerDistance,
    byCategory: dto.byCategory
      .filter((row) => row.currency === totals.currency)
      .map((row) => ({ key: `${row.kind}:${row.key}`, label: row.label, amount: row.amount })),
    byMonth: dto.byMonth
      .filter((row) => row.currency === totals.currency)
      .map(({ month, maintenance, fuel, expenses }) => ({ month, maintenance, fuel, expenses })),
  }));
  return {
    currencies,
    byVehicle: dto.byVehicle
      .map((row) => ({
        id: row.vehicleId,
        name: row.name,
        amounts: row.totals.map((totals) => ({ currency: totals.currency, amount: totals.total })),
        perKm: row.totals
          .filter((totals) => totals.total !== 0)
          .map((totals) => ({ currency: totals.currency, perKm: totals.costPerDistance })),
      }))
      .sort(bySpend(currencies.map((entry) => entry.currency))),
  };
}

export async function getCosts(period: CostPeriod): Promise<CostSummary> {
  const dto = await readJson<CostsReply>(api.garage.costs.$get({ query: { period, units: 'km' } }));
  return toCostSummary(dto);
}

export function costsQueryOptions(period: CostPeriod) {
  return queryOptions({ queryKey: garageKeys.costs(period), queryFn: () => getCosts(period) });
}

export function useCosts(period: CostPeriod) {
  return useQuery(costsQueryOptions(period));
}
