import { useMutation, useQueryClient } from '@tanstack/react-query';
import { garageKeys, garageRequest } from './garage-http.ts';
import type { Vehicle } from './garage-types.ts';

export interface VehicleInput {
  year: number;
  make: string;
  model: string;
  trim: string;
  /** km */
  mileage: number;
  purchaseDate?: string | null;
  vin?: string | null;
  nickname?: string | null;
  colour?: string | null;
  plate?: string | null;
  fuelType?: string | null;
}

function unwrap(reply: Vehicle | { vehicle: Vehicle }): Vehicle {
  return 'vehicle' in reply ? reply.vehicle : reply;
}

/** POST /api/garage/vehicles → 201 with the vehicle (402 limit_reached past the free cap). */
export async function createVehicle(input: VehicleInput): Promise<Vehicle> {
  return unwrap(await garageRequest('POST', '/vehicles', input));
}

/** PATCH /api/garage/vehicles/{id} */
export async function updateVehicle(id: string, input: Partial<VehicleInput>): Promise<Vehicle> {
  return unwrap(await garageRequest('PATCH', `/vehicles/${encodeURIComponent(id)}`, input));
}

export function useSaveVehicle(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VehicleInput) => (id ? updateVehicle(id, input) : createVehicle(input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: garageKeys.all }),
  });
}
