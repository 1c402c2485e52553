// POST /api/community/profiles/{id}/block blocks a member (their posts and comments disappear for
// me); DELETE unblocks. Everything in the community is fetched again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityProfile } from '../../../shared/community-vocab.ts';
import { api, readOk } from '../../lib/api-client.ts';
import { communityKeys } from './community-keys.ts';

export function setBlocked(id: string, blocked: boolean): Promise<void> {
  const block = api.community.profiles[':id'].block;
  return readOk(blocked ? block.$post({ param: { id } }) : block.$delete({ param: { id } }));
}

export function useSetBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked(id, blocked),
    onSuccess: (_reply, blocked) => {
      queryClient.setQueryData<CommunityProfile>(communityKeys.profile(id), (profile) =>
        profile ? { ...profile, blocked } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}
