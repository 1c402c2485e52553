// GET /api/favorites: the user's saved cars, newest first. The app provider loads it at sign-in
// (SPEC.md §4) and every favorites screen reads the same query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import type { Favorite } from '../../lib/app-context.ts';

export const favoritesQueryKey = ['favorites'] as const;

export function listFavorites(): Promise<Favorite[]> {
  return readJson<Favorite[]>(api.favorites.$get());
}

export const favoritesQueryOptions = queryOptions({
  queryKey: favoritesQueryKey,
  queryFn: listFavorites,
});

export function useFavorites(enabled = true) {
  return useQuery({ ...favoritesQueryOptions, enabled });
}

/** The list with `favorite` in its place (newest first), replacing a row with the same id. */
export function withFavorite(list: Favorite[] | undefined, favorite: Favorite): Favorite[] {
  const others = (list ?? []).filter((item) => item.id !== favorite.id);
  return [...others, favorite].sort(
    (a, b) => b.addedAt.localeCompare(a.addedAt) || b.id.localeCompare(a.id),
  );
}
