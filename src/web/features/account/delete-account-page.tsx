// /delete-account (no shell): what goes, then the password and DELETE typed out. On success the
// session is gone with the account, so the whole app reloads at /login.
import { TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DELETE_CONFIRMATION } from '../../../shared/account-limits.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDeleteAccount } from './delete-account.ts';
import { DownloadDataButton } from './download-data-button.tsx';

const ERASED = [
  'Your profile, name, picture and settings',
  'Your garage: vehicles, photos, fuel, service records and receipts, expenses and reminders',
  'Assessments, Car Lens results, favorites and Ask Odo conversations',
  'Your community posts, comments, likes, drafts, reports and blocks (replies others wrote to your comments stay, without your comment)',
  'Notifications, push subscriptions, referral code and usage history',
  'Your subscription is cancelled with the payment provider',
];

export function DeleteAccountPage() {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passwordId = useId();
  const confirmId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your password.');
      return;
    }
    if (confirmation.trim() !== DELETE_CONFIRMATION) {
      setError('Type DELETE to confirm.');
      return;
    }
    setError(null);
    remove.mutate(
      { password, confirmation: DELETE_CONFIRMATION },
      {
        onSuccess: () => window.location.assign('/login'),
        onError: (cause) => {
          console.warn('Account deletion failed', cause);
          setError(cause.message);
        },
      },
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-lg gap-6 px-4 pb-10">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">Delete your account</h1>
        <p className="text-muted-foreground">
          This erases your Odo account and everything stored with it, for good. It cannot be undone.
        </p>
      </div>
      <section aria-labelledby="erased-heading" className="grid gap-2">
        <h2 id="erased-heading" className="font-semibold">
          What will be erased
        </h2>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {ERASED.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Want a copy first? Download everything Odo holds about you as a ZIP.
        </p>
        <DownloadDataButton className="justify-self-start" />
      </section>
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <div className="grid gap-1.5">
          <label htmlFor={passwordId} className="text-sm font-medium">
            Password
          </label>
          <Input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={confirmId} className="text-sm font-medium">
            Type DELETE to confirm
          </label>
          <Input
            id={confirmId}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </div>
        {error ? (
          <Alert tone="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="destructive" disabled={remove.isPending}>
            {remove.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <TriangleAlert aria-hidden="true" />
            )}
            Delete my account
          </Button>
          <Button asChild variant="outline">
            <Link to="/settings">Keep my account</Link>
          </Button>
        </div>
      </form>
    </div>
  );
}
