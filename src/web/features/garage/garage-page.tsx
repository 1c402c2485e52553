import { Warehouse } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function GaragePage() {
  return (
    <ComingSoon
      title="Garage"
      description="Your cars with their mileage, services, fuel-ups and expenses, all in one place."
      icon={Warehouse}
    />
  );
}
