import { ScanSearch } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function CarLensDetailsPage() {
  return (
    <ComingSoon
      title="Car Lens details"
      description="The full picture of a car you scanned: specs, reliability and common issues."
      icon={ScanSearch}
    />
  );
}
