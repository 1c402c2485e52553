import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api-client.ts';
import { carLensKeys } from './car-lens-keys.ts';

export type CarLensResultReply = InferResponseType<(typeof api)['car-lens'][':id']['$get'], 200>;

/** GET /api/car-lens/{id}: a saved result (404 when it is not the user's). */
export function getCarLensResult(id: string): Promise<CarLensResultReply> {
  return readJson<CarLensResultReply>(
    api['car-lens'][':id'].$get({ param: { id: encodeURIComponent(id) } }),
  );
}

export function carLensResultQueryOptions(id: string) {
  return queryOptions({
    queryKey: carLensKeys.result(id),
    queryFn: () => getCarLensResult(id),
    // A saved result never changes; a 404 is final.
    staleTime: Infinity,
    retry: false,
  });
}

export function useCarLensResult(id: string) {
  return useQuery(carLensResultQueryOptions(id));
}
