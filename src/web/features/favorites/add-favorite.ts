// POST /api/favorites: saves an assessed car ({ assessmentId }), a garage car ({ vehicleId }) or a
// car looked up with Car Lens ({ carLensId }); a car already saved answers its existing row.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteInput } from '../../../shared/favorites.ts';
import { api, readJson } from '../../lib/api-client.ts';
import type { Favorite } from '../../lib/app-context.ts';
import { favoritesQueryKey, withFavorite } from './list-favorites.ts';

export function addFavorite(input: FavoriteInput): Promise<Favorite> {
  return readJson<Favorite>(api.favorites.$post({ json: input }));
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
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
