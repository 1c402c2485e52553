import { ClipboardCheck, GitCompareArrows, Heart, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

/** /favorites with nothing saved yet: what it is for, and where to start. */
export function EmptyFavorites() {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center md:py-16">
      <div className="mb-5 grid size-20 place-items-center rounded-[1.75rem] bg-brand-soft text-brand-soft-foreground">
        <Heart className="size-9" aria-hidden="true" strokeWidth={1.75} />
      </div>
      <h2 className="text-heading font-semibold">No favorites yet</h2>
      <p className="mt-2 max-w-sm text-muted-foreground">
        Assess a car you are thinking of buying and save it here. Save two or three to compare them
        side by side.
      </p>
      <ul className="mt-6 grid gap-2 text-left text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <Search className="size-4 text-brand" aria-hidden="true" /> Its score and known problems
        </li>
        <li className="flex items-center gap-2">
          <ClipboardCheck className="size-4 text-brand" aria-hidden="true" /> Running costs and
          lifespan
        </li>
        <li className="flex items-center gap-2">
          <GitCompareArrows className="size-4 text-brand" aria-hidden="true" /> Side by side with
          the others
        </li>
      </ul>
      <Button asChild size="lg" className="mt-7">
        <Link to="/assessment">Assess a car</Link>
      </Button>
    </Card>
  );
}
