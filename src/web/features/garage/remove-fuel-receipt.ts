import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readOk } from '../../lib/api-client.ts';
import { garageKeys } from './garage-keys.ts';

/** DELETE /api/garage/vehicles/{id}/fuel/{recordId}/receipt: the fill-up forgets its receipt (204). */
export function removeFuelReceipt(vehicleId: string, recordId: string): Promise<void> {
  return readOk(
    api.garage.vehicles[':id'].fuel[':recordId'].receipt.$delete({
      param: { id: encodeURIComponent(vehicleId), recordId: encodeURIComponent(recordId) },
    }),
  );
}

export function useRemoveFuelReceipt(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) => removeFuelReceipt(vehicleId, recordId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: garageKeys.all }),
  });
}
