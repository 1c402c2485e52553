import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

/** A post or member that does not exist, was removed, or is hidden from me. */
export function CommunityNotFound({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl px-4 pt-8 pb-12 sm:px-6">
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <SearchX className="mb-4 size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-heading font-semibold">{title}</h1>
        <p className="mt-2 max-w-sm text-muted-foreground">{description}</p>
        <Button asChild className="mt-6">
          <Link to="/community">Back to the community</Link>
        </Button>
      </Card>
    </div>
  );
}
