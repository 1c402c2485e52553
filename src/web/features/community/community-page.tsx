import { Users } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function CommunityPage() {
  return (
    <ComingSoon
      title="Community"
      description="Questions, stories and tips from other car owners."
      icon={Users}
    />
  );
}
