import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readOk } from '../../lib/api-client.ts';
import { garageKeys } from './garage-keys.ts';

/** DELETE /api/garage/vehicles/{id}: the vehicle, its records and its files (204). */
export function deleteVehicle(id: string): Promise<void> {
  return readOk(api.garage.vehicles[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: garageKeys.all }),
  });
}
