import { Camera } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function CarLensPage() {
  return (
    <ComingSoon
      title="Car Lens"
      description="Point your camera at a car or its VIN plate and Odo will tell you what it is and what to know about it."
      icon={Camera}
    />
  );
}
