import { Wallet } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function MaintenanceCostsPage() {
  return (
    <ComingSoon
      title="Maintenance costs"
      description="What your cars cost to keep on the road, by month and by kind of work."
      icon={Wallet}
    />
  );
}
