import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkError, toApiError } from '../../lib/api-client.ts';
import { garageKeys } from './garage-http.ts';

/** The largest photo the server accepts (it checks again, by content). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** POST /api/garage/vehicles/{id}/photo (multipart `file`): stored, re-encoded, served back. */
export async function uploadVehiclePhoto(vehicleId: string, file: File): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api/garage/vehicles/${encodeURIComponent(vehicleId)}/photo`, {
      method: 'POST',
      credentials: 'same-origin',
      body,
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await toApiError(response);
}

export function useUploadVehiclePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, file }: { vehicleId: string; file: File }) =>
      uploadVehiclePhoto(vehicleId, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: garageKeys.vehicles }),
  });
}
