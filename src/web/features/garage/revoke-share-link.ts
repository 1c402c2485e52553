import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, networkError, toApiError } from '../../lib/api-client.ts';
import { shareLinksKey } from './list-share-links.ts';

/** DELETE /api/garage/vehicles/{id}/share-links/{linkId}: the link stops working at once (204). */
export async function revokeShareLink(vehicleId: string, linkId: string): Promise<void> {
  let response: Response;
  try {
    response = await api.garage.vehicles[':id']['share-links'][':linkId'].$delete({
      param: { id: vehicleId, linkId },
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await toApiError(response);
}

export function useRevokeShareLink(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => revokeShareLink(vehicleId, linkId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(vehicleId) }),
  });
}
