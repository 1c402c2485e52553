import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readOk } from '../../lib/api-client.ts';
import { garageKeys } from './garage-keys.ts';

/** The largest photo the server accepts (it checks again, by content). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * POST /api/garage/vehicles/{id}/photo (multipart `file`): stored, re-encoded, served back.
 * A plain fetch: the route reads the multipart body itself (after its own streaming size limit)
 * rather than through a `form` validator, so the typed client has no `form` input for it.
 */
export function uploadVehiclePhoto(vehicleId: string, file: File): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  return readOk(
    fetch(`/api/garage/vehicles/${encodeURIComponent(vehicleId)}/photo`, {
      method: 'POST',
      credentials: 'same-origin',
      body,
    }),
  );
}

export function useUploadVehiclePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, file }: { vehicleId: string; file: File }) =>
      uploadVehiclePhoto(vehicleId, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: garageKeys.vehicles }),
  });
}
