import { CarFront } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function VehiclePage() {
  return (
    <ComingSoon
      title="Vehicle"
      description="Everything about one car: details, maintenance records, fuel records and expenses."
      icon={CarFront}
    />
  );
}
