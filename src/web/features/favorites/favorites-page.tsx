// /favorites: the cars the user saved, newest first; open one, remove one (with Undo), or pick
// two or three to compare side by side.
import { GitCompareArrows, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { COMPARE_MAX, COMPARE_MIN } from '../../../shared/favorites-vocab.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { Favorite } from '../../lib/app-context.ts';
import { EmptyFavorites } from './empty-favorites.tsx';
import { FavoriteCard } from './favorite-card.tsx';
import { useFavorites } from './list-favorites.ts';
import { useRemoveWithUndo } from './use-remove-with-undo.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

// Dialogs load on first open (see lazyDialog).
const CompareDialog = lazyDialog(async () => (await import('./compare-dialog.tsx')).CompareDialog);
const FavoriteDetailDialog = lazyDialog(
  async () => (await import('./favorite-detail-dialog.tsx')).FavoriteDetailDialog,
  (props) => props.favorite !== null,
);

export function FavoritesPage() {
  const favorites = useFavorites();
  const list = useMemo(() => favorites.data ?? [], [favorites.data]);
  const { removeWithUndo, removing } = useRemoveWithUndo();
  const [openId, setOpenId] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);

  // Only cars still in the list count (one removed elsewhere drops out of the selection).
  const selected = useMemo(
    () => picked.flatMap((id) => list.filter((favorite) => favorite.id === id)),
    [picked, list],
  );
  const open = list.find((favorite) => favorite.id === openId) ?? null;
  const canCompare = selected.length >= COMPARE_MIN;

  const remove = (favorite: Favorite) => {
    if (openId === favorite.id) setOpenId(null);
    setPicked((ids) => ids.filter((id) => id !== favorite.id));
    removeWithUndo(favorite);
  };

  const setSelected = (id: string, on: boolean) =>
    setPicked((ids) =>
      on
        ? ids.includes(id) || ids.length >= COMPARE_MAX
          ? ids
          : [...ids, id]
        : ids.filter((x) => x !== id),
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-5 pb-10 sm:px-6 md:pt-8 lg:px-8">
      <header className="grid gap-1">
        <h1 className="text-title font-bold md:text-[2.25rem]">Favorites</h1>
        <p className="text-base text-muted-foreground">
          {list.length > 0
            ? `${list.length} saved ${list.length === 1 ? 'car' : 'cars'} · pick ${COMPARE_MIN} or ${COMPARE_MAX} to compare`
            : 'Cars you saved while researching, ready to compare.'}
        </p>
      </header>

      {favorites.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-56 rounded-card" />
          ))}
          <span className="sr-only" role="status">
            Loading your favorites
          </span>
        </div>
      ) : favorites.error ? (
        <Alert tone="error" role="alert">
          Your favorites could not be loaded: {favorites.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void favorites.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : list.length === 0 ? (
        <EmptyFavorites />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Your favorites">
          {list.map((favorite) => {
            const isSelected = selected.some((item) => item.id === favorite.id);
            return (
              <li key={favorite.id}>
                <FavoriteCard
                  favorite={favorite}
                  onOpen={() => setOpenId(favorite.id)}
                  onRemove={() => remove(favorite)}
                  removing={removing === favorite.id}
                  selected={isSelected}
                  selectable={isSelected || selected.length < COMPARE_MAX}
                  onSelectedChange={(on) => setSelected(favorite.id, on)}
                />
              </li>
            );
          })}
        </ul>
      )}

      {selected.length > 0 ? (
        <div
          role="region"
          aria-label="Compare selection"
          className="sticky bottom-3 z-20 mx-auto flex w-full max-w-xl items-center gap-3 rounded-card border border-border bg-surface-raised p-3 shadow-raised"
        >
          <p className="min-w-0 flex-1 text-sm" aria-live="polite">
            <span className="font-semibold">{selected.length} selected</span>
            {canCompare ? (
              <span className="hidden text-muted-foreground sm:inline">
                {selected.length < COMPARE_MAX
                  ? ' · or add one more'
                  : ' · the most you can compare'}
              </span>
            ) : (
              <span className="text-muted-foreground">
                {` · pick ${COMPARE_MIN - selected.length} more`}
              </span>
            )}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Clear the selection"
            onClick={() => setPicked([])}
          >
            <X aria-hidden="true" />
          </Button>
          <Button disabled={!canCompare} onClick={() => setComparing(true)}>
            <GitCompareArrows aria-hidden="true" />
            Compare
          </Button>
        </div>
      ) : null}

      <FavoriteDetailDialog
        favorite={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpenId(null);
        }}
        onRemove={remove}
      />
      <CompareDialog
        favorites={selected}
        open={comparing && canCompare}
        onOpenChange={setComparing}
      />
    </div>
  );
}
