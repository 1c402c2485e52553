// GET /api/community/profiles/{id}: a member's public profile (name, avatar, since, counts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityProfile } from '../../../shared/community-vocab.ts';
import { api, ApiError, readJson } from '../../lib/api-client.ts';
import { communityKeys } from './community-keys.ts';

export function getProfile(id: string): Promise<CommunityProfile> {
  return readJson<CommunityProfile>(api.community.profiles[':id'].$get({ param: { id } }));
}

export function profileQueryOptions(id: string) {
  return queryOptions({
    queryKey: communityKeys.profile(id),
    queryFn: () => getProfile(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useProfile(id: string | undefined) {
  return useQuery({ ...profileQueryOptions(id ?? ''), enabled: Boolean(id) });
}
