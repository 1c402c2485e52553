import { CircleX } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function CheckoutCancelPage() {
  return (
    <ComingSoon
      title="Checkout cancelled"
      description="No payment was taken. You can pick a plan again whenever you like."
      icon={CircleX}
    />
  );
}
