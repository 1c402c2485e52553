import { useMutation, useQueryClient } from '@tanstack/react-query';
import { garageDelete, garageKeys } from './garage-http.ts';

/** DELETE /api/garage/vehicles/{id}: the vehicle, its records and its files. */
export function deleteVehicle(id: string): Promise<void> {
  return garageDelete(`/vehicles/${encodeURIComponent(id)}`);
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: garageKeys.all }),
  });
}
