// The offline VIN decode, shared by the garage's vehicle form and the assessment form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../api-client.ts';
import { vehicleDataKeys } from './vehicle-data-keys.ts';

export type VinDecode = InferResponseType<(typeof api.garage.vin)[':vin']['$get'], 200>;

/** GET /api/garage/vin/{vin}: the offline vPIC decode; 400 says what is wrong with the VIN. */
export function decodeVin(vin: string): Promise<VinDecode> {
  return readJson<VinDecode>(
    api.garage.vin[':vin'].$get({ param: { vin: encodeURIComponent(vin) } }),
  );
}

export function decodeVinQueryOptions(vin: string) {
  return queryOptions({
    queryKey: vehicleDataKeys.vin(vin),
    queryFn: () => decodeVin(vin),
    staleTime: Infinity,
    retry: false,
  });
}

/** Decodes once the VIN has its 17 characters. */
export function useDecodeVin(vin: string) {
  return useQuery({ ...decodeVinQueryOptions(vin), enabled: vin.length === 17 });
}
