import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { garageKeys } from './garage-keys.ts';
import type { VinDecode } from './garage-types.ts';

/** GET /api/garage/vin/{vin}: the offline vPIC decode; 400 says what is wrong with the VIN. */
export function decodeVin(vin: string): Promise<VinDecode> {
  return readJson<VinDecode>(
    api.garage.vin[':vin'].$get({ param: { vin: encodeURIComponent(vin) } }),
  );
}

export function decodeVinQueryOptions(vin: string) {
  return queryOptions({
    queryKey: garageKeys.vin(vin),
    queryFn: () => decodeVin(vin),
    staleTime: Infinity,
    retry: false,
  });
}

/** Decodes once the VIN has its 17 characters. */
export function useDecodeVin(vin: string) {
  return useQuery({ ...decodeVinQueryOptions(vin), enabled: vin.length === 17 });
}
