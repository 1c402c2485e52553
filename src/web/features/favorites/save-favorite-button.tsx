// Save to favorites / saved toggle for an assessment result, a garage car or a Car Lens result. The app
// layer mounts it on the assessment result, the vehicle page and /carlens-details; it reads the saved
// state from the favorites list.
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useAppContext, type Favorite } from '../../lib/app-context.ts';
import { cn } from '../../lib/cn.ts';
import type { FavoriteInput } from '../../../shared/favorites.ts';
import { useAddFavorite } from './add-favorite.ts';
import { useFavorites } from './list-favorites.ts';
import { useRemoveWithUndo } from './use-remove-with-undo.ts';

/** SPEC.md §8: adding a favorite while signed out. */
export const NOT_AUTHENTICATED = 'User not authenticated';

export type SaveFavoriteButtonProps = (
  | { assessmentId: string; vehicleId?: never; carLensId?: never }
  | { vehicleId: string; assessmentId?: never; carLensId?: never }
  | { carLensId: string; assessmentId?: never; vehicleId?: never }
) & { className?: string; size?: ButtonProps['size'] };

/** What POST /api/favorites is sent for these props. */
function inputOf(props: SaveFavoriteButtonProps): FavoriteInput {
  if (props.assessmentId !== undefined) return { assessmentId: props.assessmentId };
  if (props.carLensId !== undefined) return { carLensId: props.carLensId };
  return { vehicleId: props.vehicleId };
}

function findSaved(
  list: Favorite[],
  props: SaveFavoriteButtonProps,
  savedId: string | null,
): Favorite | undefined {
  return list.find((favorite) =>
    props.assessmentId !== undefined
      ? favorite.vehicleId === props.assessmentId ||
        favorite.vehicle.assessment?.id === props.assessmentId ||
        favorite.id === savedId
      : favorite.vehicleId === (props.carLensId ?? props.vehicleId),
  );
}

export function SaveFavoriteButton(props: SaveFavoriteButtonProps) {
  const { user } = useAppContext();
  const toast = useToast();
  const favorites = useFavorites(user !== null);
  const add = useAddFavorite();
  const { removeWithUndo, removing } = useRemoveWithUndo();
  // The favorite this button saved: an assessment of a garage car already saved is kept under
  // that car, so the server answers its row, which the list alone would not tie to this button.
  const [savedId, setSavedId] = useState<string | null>(null);

  const saved = user ? findSaved(favorites.data ?? [], props, savedId) : undefined;
  // Until the list has answered, saved or not is unknown: the button waits.
  const busy =
    (user !== null && favorites.isPending) ||
    add.isPending ||
    (saved !== undefined && removing === saved.id);

  const toggle = () => {
    if (!user) {
      toast({ title: NOT_AUTHENTICATED, tone: 'error' });
      return;
    }
    if (saved) {
      removeWithUndo(saved);
      return;
    }
    add.mutate(inputOf(props), {
      onSuccess: (favorite) => {
        setSavedId(favorite.id);
        toast({ title: 'Saved to favorites', tone: 'success' });
      },
      onError: (error) =>
        toast({ title: 'Could not save it', description: error.message, tone: 'error' }),
    });
  };

  return (
    <Button
      variant={saved ? 'secondary' : 'outline'}
      size={props.size}
      onClick={toggle}
      disabled={busy}
      aria-busy={busy || undefined}
      className={cn(props.className)}
    >
      <Heart aria-hidden="true" className={cn(saved && 'fill-current text-brand')} />
      {saved ? 'Saved' : 'Save to favorites'}
      {saved ? <span className="sr-only">, remove from favorites</span> : null}
    </Button>
  );
}
