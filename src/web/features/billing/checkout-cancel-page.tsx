import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { CheckoutStatusCard } from './checkout-status-card.tsx';

export const NOTHING_CHARGED = 'Nothing was charged.';

/** /checkout/cancel: the user left the provider's page without paying. */
export function CheckoutCancelPage() {
  return (
    <CheckoutStatusCard
      icon={CircleX}
      tone="muted"
      title="Checkout canceled"
      actions={
        <>
          <Button asChild>
            <Link to="/billing">Try again</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">Go home</Link>
          </Button>
        </>
      }
    >
      <p>
        {NOTHING_CHARGED} You&apos;re still on the free plan, and you can pick a plan again whenever
        you like.
      </p>
    </CheckoutStatusCard>
  );
}
