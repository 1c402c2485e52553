import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedShareLinkDto, ShareLinkExpiry } from '../../../shared/garage-history.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { shareLinksKey } from './list-share-links.ts';

/** POST /api/garage/vehicles/{id}/share-links: a new read-only link, its address shown once. */
export function createShareLink(
  vehicleId: string,
  expiresInDays: ShareLinkExpiry,
): Promise<CreatedShareLinkDto> {
  return readJson<CreatedShareLinkDto>(
    api.garage.vehicles[':id']['share-links'].$post({
      param: { id: vehicleId },
      json: { expiresInDays },
    }),
  );
}

export function useCreateShareLink(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: ShareLinkExpiry) => createShareLink(vehicleId, expiresInDays),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(vehicleId) }),
  });
}
