import { CreditCard } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function BillingPage() {
  return (
    <ComingSoon
      title="Billing"
      description="Plans, your subscription and payment details."
      icon={CreditCard}
    />
  );
}
