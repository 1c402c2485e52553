import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readJson } from '../../lib/api-client.ts';
import { garageKeys } from './garage-keys.ts';

/**
 * POST /api/garage/vehicles/{id}/fuel/{recordId}/receipt (multipart `photo`) → 201 `{ receiptUrl }`.
 * A plain fetch: the route reads the multipart body itself, after its own streaming size limit.
 */
export function uploadFuelReceipt(
  vehicleId: string,
  recordId: string,
  file: File,
): Promise<{ receiptUrl: string }> {
  const body = new FormData();
  body.append('photo', file);
  const path = `/api/garage/vehicles/${encodeURIComponent(vehicleId)}/fuel/${encodeURIComponent(recordId)}/receipt`;
  return readJson(fetch(path, { method: 'POST', credentials: 'same-origin', body }));
}

export function useAttachFuelReceipt(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, file }: { recordId: string; file: File }) =>
      uploadFuelReceipt(vehicleId, recordId, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: garageKeys.all }),
  });
}
