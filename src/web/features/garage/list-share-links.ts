import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShareLinkDto } from '../../../shared/garage-history.ts';
import { api, readJson } from '../../lib/api-client.ts';

export const shareLinksKey = (vehicleId: string) => ['garage', 'share-links', vehicleId] as const;

/** GET /api/garage/vehicles/{id}/share-links: active and past links, newest first (no tokens). */
export function listShareLinks(vehicleId: string): Promise<ShareLinkDto[]> {
  return readJson<ShareLinkDto[]>(
    api.garage.vehicles[':id']['share-links'].$get({ param: { id: vehicleId } }),
  );
}

export function shareLinksQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: shareLinksKey(vehicleId),
    queryFn: () => listShareLinks(vehicleId),
  });
}

export function useShareLinks(vehicleId: string, enabled = true) {
  return useQuery({ ...shareLinksQueryOptions(vehicleId), enabled });
}
