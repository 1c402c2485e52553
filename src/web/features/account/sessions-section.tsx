// Settings: the devices signed in to the account, and signing out every other one.
import { LogOut } from 'lucide-react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { dateTimeFormat } from '../../lib/intl.ts';
import { describeDevice } from './describe-device.ts';
import { useSessions } from './list-sessions.ts';
import { useRevokeOtherSessions } from './revoke-other-sessions.ts';
import { SettingsSection } from './settings-section.tsx';

const dateTime = () => dateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const toast = useToast();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <SettingsSection
      id="settings-sessions"
      title="Active sessions"
      description="Where your account is signed in."
    >
      {sessions.isPending ? (
        <div role="status" className="grid gap-2" aria-busy="true" aria-label="Loading sessions">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : sessions.isError ? (
        <Alert tone="error">
          Your sessions could not be loaded.{' '}
          <Button variant="link" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <ul className="grid gap-2" aria-label="Signed-in devices">
          {sessions.data.map((session) => (
            <li
              key={session.id}
              className="flex items-center justify-between gap-3 rounded-control border border-border px-3 py-2"
            >
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{describeDevice(session.userAgent)}</p>
                <p className="text-xs text-muted-foreground">
                  Last active {dateTime().format(new Date(session.lastActiveAt))}
                </p>
              </div>
              {session.current ? (
                <span className="shrink-0 rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success-soft-foreground">
                  This device
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={revoke.isPending || others === 0}
        onClick={() =>
          revoke.mutate(undefined, {
            onSuccess: ({ revoked }) =>
              toast({
                title:
                  revoked === 1
                    ? 'Signed out 1 other device'
                    : `Signed out ${revoked} other devices`,
                tone: 'success',
              }),
            onError: (error) => toast({ title: error.message, tone: 'error' }),
          })
        }
      >
        <LogOut aria-hidden className="size-4" />
        Sign out other devices
      </Button>
    </SettingsSection>
  );
}
