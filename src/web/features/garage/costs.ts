// GET /api/garage/costs?period=: the server's spend summary (maintenance, fuel and expenses with
// recurring occurrences), shaped for the costs page. Distances come in km; the page converts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { CostPeriod } from '../../../shared/garage-vocab.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { garageKeys } from './garage-keys.ts';

type CostsReply = InferResponseType<typeof api.garage.costs.$get, 200>;

export interface CostSummary {
  total: number;
  maintenance: number;
  fuel: number;
  expenses: number;
  /** All time, whatever the period. */
  totalCostOfOwnership: number;
  byCategory: Array<{ key: string; label: string; amount: number }>;
  byMonth: Array<{ month: string; maintenance: number; fuel: number; expenses: number }>;
  byVehicle: Array<{ id: string; name: string; amount: number; perKm: number | null }>;
  /** Money per km over the distance driven in the period, null when it cannot be told. */
  perKm: number | null;
}

export function toCostSummary(dto: CostsReply): CostSummary {
  return {
    total: dto.total,
    maintenance: dto.maintenance,
    fuel: dto.fuel,
    expenses: dto.expenses,
    totalCostOfOwnership: dto.totalCostOfOwnership,
    byCategory: dto.byCategory.map((row) => ({
      key: `${row.kind}:${row.key}`,
      label: row.label,
      amount: row.amount,
    })),
    byMonth: dto.byMonth.map(({ month, maintenance, fuel, expenses }) => ({
      month,
      maintenance,
      fuel,
      expenses,
    })),
    byVehicle: dto.byVehicle
      .map((row) => ({
        id: row.vehicleId,
        name: row.name,
        amount: row.total,
        perKm: row.costPerDistance,
      }))
      .sort((a, b) => b.amount - a.amount),
    perKm: dto.costPerDistance,
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
