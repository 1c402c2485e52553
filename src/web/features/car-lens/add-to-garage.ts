// POST /api/garage/vehicles from a Car Lens result (Car Lens keeps its own fetcher: features do
// not import each other). Everything under ['garage'] is refetched afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { VehicleInput } from '../../../shared/garage.ts';
import { api, readJson } from '../../lib/api-client.ts';

export type AddedVehicle = InferResponseType<typeof api.garage.vehicles.$post, 201>;

export function addToGarage(input: VehicleInput): Promise<AddedVehicle> {
  return readJson<AddedVehicle>(api.garage.vehicles.$post({ query: {}, json: input }));
}

export function useAddToGarage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToGarage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['garage'] }),
  });
}
