import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import type { Favorite } from '../../lib/app-context.ts';
import { CompareTable } from './compare-table.tsx';

interface CompareDialogProps {
  favorites: Favorite[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The compare view: nearly the whole screen on a phone, a wide panel on a desktop. */
export function CompareDialog({ favorites, open, onOpenChange }: CompareDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="w-[calc(100%-1rem)] max-w-5xl gap-3 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Compare {favorites.length} cars</DialogTitle>
          <DialogDescription>
            As each was when you saved it. Highlighted: the better value in each row.
          </DialogDescription>
        </DialogHeader>
        <CompareTable favorites={favorites} />
      </DialogContent>
    </Dialog>
  );
}
