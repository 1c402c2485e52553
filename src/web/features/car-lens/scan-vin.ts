import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api-client.ts';
import { carLensKeys } from './car-lens-keys.ts';

export type CarLensVinReply = InferResponseType<(typeof api)['car-lens']['vin']['$post'], 201>;

/** POST /api/car-lens/vin: a typed VIN → the same result as a scan (and counted as one). */
export function scanVin(vin: string): Promise<CarLensVinReply> {
  return readJson<CarLensVinReply>(api['car-lens'].vin.$post({ json: { vin } }));
}

export function useScanVin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanVin,
    onSuccess: (result) => queryClient.setQueryData(carLensKeys.result(result.id), result),
  });
}
