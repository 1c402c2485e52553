// Removing a favorite from any screen: gone at once, with an Undo in the toast that restores it.
import { useCallback } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import type { Favorite } from '../../lib/app-context.ts';
import { favoriteTitle } from './favorite-format.ts';
import { useRemoveFavorite } from './remove-favorite.ts';
import { useRestoreFavorite } from './restore-favorite.ts';

/** How long the Undo stays on screen. */
export const UNDO_MS = 8000;

export function useRemoveWithUndo() {
  const toast = useToast();
  const remove = useRemoveFavorite();
  const restore = useRestoreFavorite();
  const { mutate: removeMutate } = remove;
  const { mutate: restoreMutate } = restore;

  const removeWithUndo = useCallback(
    (favorite: Favorite, onRemoved?: () => void) => {
      const title = favoriteTitle(favorite.vehicle);
      removeMutate(favorite.id, {
        onSuccess: () => {
          onRemoved?.();
          toast({
            title: 'Removed from favorites',
            description: title,
            duration: UNDO_MS,
            action: {
              label: 'Undo',
              altText: `Undo: put ${title} back in your favorites`,
              onClick: () =>
                restoreMutate(favorite.id, {
                  onSuccess: () => toast({ title: 'Back in your favorites', description: title }),
                  onError: (error) =>
                    toast({ title: 'Could not undo', description: error.message, tone: 'error' }),
                }),
            },
          });
        },
        onError: (error) =>
          toast({ title: 'Could not remove it', description: error.message, tone: 'error' }),
      });
    },
    [removeMutate, restoreMutate, toast],
  );

  return { removeWithUndo, removing: remove.isPending ? remove.variables : undefined };
}
