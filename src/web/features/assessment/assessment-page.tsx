import { Gauge } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function AssessmentPage() {
  return (
    <ComingSoon
      title="Vehicle assessment"
      description="Enter a VIN or a make, model and year to get a reliability score, known issues and what to check before you buy."
      icon={Gauge}
    />
  );
}
