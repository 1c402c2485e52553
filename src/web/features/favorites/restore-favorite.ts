// POST /api/favorites/{id}/restore: the Undo of a removal; it comes back in its old place.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import type { Favorite } from '../../lib/app-context.ts';
import { favoritesQueryKey, withFavorite } from './list-favorites.ts';

export function restoreFavorite(id: string): Promise<Favorite> {
  return readJson<Favorite>(
    api.favorites[':id'].restore.$post({ param: { id: encodeURIComponent(id) } }),
  );
}

export function useRestoreFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreFavorite,
    // A list fetched before this answer (e.g. after a removal) must not overwrite it.
    onMutate: () => queryClient.cancelQueries({ queryKey: favoritesQueryKey }),
    onSuccess: (favorite) => {
      queryClient.setQueryData<Favorite[]>(favoritesQueryKey, (list) =>
        withFavorite(list, favorite),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
}
