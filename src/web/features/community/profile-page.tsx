import { CircleUser } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function CommunityProfilePage() {
  return (
    <ComingSoon
      title="Community profile"
      description="A member of the Odo community and what they have shared."
      icon={CircleUser}
    />
  );
}
