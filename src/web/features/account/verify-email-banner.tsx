// Until the e-mail is confirmed: a banner with "Resend" (decision 009). Sign-in is not blocked;
// only referral rewards wait. After the link (/dashboard?verified=1) it says how it went.
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useMe } from './get-me.ts';
import { useResendVerification } from './resend-verification.ts';

export function VerifyEmailBanner() {
  const me = useMe();
  const [params] = useSearchParams();
  const resend = useResendVerification();
  const linkError = params.get('verified') === '1' ? params.get('error') : null;
  const justVerified = params.get('verified') === '1' && !linkError && me.data?.email_verified;

  if (justVerified) {
    return (
      <p role="status" className="bg-success-soft px-4 py-2 text-sm text-success-soft-foreground">
        Your e-mail is confirmed. Thank you!
      </p>
    );
  }
  if (!me.data || me.data.email_verified) return null;
  const message = resend.isSuccess
    ? `A new confirmation link is on its way to ${me.data.email}.`
    : resend.error
      ? resend.error instanceof ApiError
        ? resend.error.message
        : 'The link could not be sent. Please try again.'
      : linkError
        ? 'That confirmation link is not valid any more. Ask for a new one.'
        : `Confirm your e-mail: we sent a link to ${me.data.email}.`;
  return (
    <div
      data-testid="verify-email-banner"
      className="flex flex-wrap items-center gap-2 border-b border-border bg-surface px-4 py-2 text-sm"
    >
      <p role="status" className="min-w-0 flex-1 break-words">
        {message}
      </p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        Resend
      </Button>
    </div>
  );
}
