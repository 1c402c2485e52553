import { BadgeCheck } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function CheckoutSuccessPage() {
  return (
    <ComingSoon
      title="Checkout complete"
      description="Your payment went through. Your premium features will appear here."
      icon={BadgeCheck}
    />
  );
}
