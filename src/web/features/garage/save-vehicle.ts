import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { VehicleInput, VehiclePatch } from '../../../shared/garage.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { garageKeys } from './garage-keys.ts';
import type { Vehicle } from './garage-types.ts';

type UpdatedVehicle = InferResponseType<(typeof api.garage.vehicles)[':id']['$patch'], 200>;

/** POST /api/garage/vehicles → 201 with the vehicle (402 limit_reached past the free cap). */
export function createVehicle(input: VehicleInput): Promise<Vehicle> {
  return readJson<Vehicle>(api.garage.vehicles.$post({ query: {}, json: input }));
}

/** PATCH /api/garage/vehicles/{id} → the vehicle with everything it keeps. */
export function updateVehicle(id: string, input: VehiclePatch): Promise<UpdatedVehicle> {
  return readJson<UpdatedVehicle>(
    api.garage.vehicles[':id'].$patch({
      param: { id: encodeURIComponent(id) },
      query: {},
      json: input,
    }),
  );
}

export function useSaveVehicle(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VehicleInput): Promise<Vehicle> =>
      id ? updateVehicle(id, input) : createVehicle(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: garageKeys.all }),
  });
}
