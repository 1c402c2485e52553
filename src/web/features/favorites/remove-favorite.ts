// DELETE /api/favorites/{id}: removes it from the list at once (the server keeps it a day, so
// restore-favorite.ts can undo).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readOk } from '../../lib/api-client.ts';
import type { Favorite } from '../../lib/app-context.ts';
import { favoritesQueryKey } from './list-favorites.ts';

export function removeFavorite(id: string): Promise<void> {
  return readOk(api.favorites[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: favoritesQueryKey });
      const before = queryClient.getQueryData<Favorite[]>(favoritesQueryKey);
      queryClient.setQueryData<Favorite[]>(favoritesQueryKey, (list) =>
        list?.filter((favorite) => favorite.id !== id),
      );
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(favoritesQueryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
}
