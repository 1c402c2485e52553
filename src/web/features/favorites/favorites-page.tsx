import { Heart } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function FavoritesPage() {
  return (
    <ComingSoon
      title="Favorites"
      description="Cars you saved while researching, ready to compare."
      icon={Heart}
    />
  );
}
