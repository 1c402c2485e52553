// The notifications settings (on /notifications, and on /settings where the route composes it): web push for
// this browser, and per kind an in-app and a push switch.
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
} from '../../../shared/notifications-vocab.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { usePreferences } from './notification-preferences.ts';
import { currentPushState, disablePush, enablePush, type PushState } from './push-subscription.ts';
import { useUpdatePreferences } from './update-preferences.ts';

export function NotificationSettings() {
  return (
    <section aria-labelledby="notification-settings" className="grid gap-4">
      <h2 id="notification-settings" className="text-lg font-bold">
        Notification settings
      </h2>
      <PushPanel />
      <KindSwitches />
    </section>
  );
}

const PUSH_TEXT: Record<PushState, string> = {
  unsupported:
    'This browser cannot show push notifications. On iPhone and iPad, add Odo to your Home Screen first.',
  denied:
    'Notifications are blocked for Odo in this browser. Allow them in the browser’s site settings, then come back.',
  off: 'Get service reminders and replies on this device even when Odo is closed.',
  on: 'Push notifications are on for this browser.',
};

function PushPanel() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    currentPushState()
      .then((value) => live && setState(value))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const run = async (action: () => Promise<PushState>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await action());
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Push could not be set up.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3 rounded-card border border-border bg-surface p-4">
      <div className="flex items-start gap-3">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <p className="text-sm" role="status">
          {state ? PUSH_TEXT[state] : 'Checking this browser…'}
        </p>
      </div>
      {state === 'off' ? (
        <Button onClick={() => void run(enablePush)} disabled={busy} className="justify-self-start">
          Allow push notifications
        </Button>
      ) : state === 'on' ? (
        <Button
          variant="outline"
          onClick={() => void run(disablePush)}
          disabled={busy}
          className="justify-self-start"
        >
          Turn off push on this browser
        </Button>
      ) : null}
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}

function KindSwitches() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();

  if (preferences.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-12" />
        ))}
      </div>
    );
  }
  if (preferences.error) {
    return (
      <Alert tone="error" role="alert">
        Your settings could not be loaded: {preferences.error.message}{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void preferences.refetch()}
        >
          Try again
        </button>
      </Alert>
    );
  }
  return (
    <div className="grid gap-2">
      {update.error ? (
        <Alert tone="error" role="alert">
          That change was not saved: {update.error.message}
        </Alert>
      ) : null}
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="py-2 font-semibold">
              Kind
            </th>
            <th scope="col" className="w-20 py-2 text-center font-semibold">
              In app
            </th>
            <th scope="col" className="w-20 py-2 text-center font-semibold">
              Push
            </th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => {
            const label = NOTIFICATION_KIND_LABELS[kind];
            const value = preferences.data[kind];
            return (
              <tr key={kind} className="border-t border-border">
                <th scope="row" className="py-3 pr-2 text-left font-medium">
                  {label}
                </th>
                <td className="py-3 text-center">
                  <Switch
                    aria-label={`${label}: in app`}
                    checked={value.inApp}
                    onCheckedChange={(inApp) => update.mutate({ [kind]: { inApp } })}
                  />
                </td>
                <td className="py-3 text-center">
                  <Switch
                    aria-label={`${label}: push`}
                    checked={value.push}
                    onCheckedChange={(push) => update.mutate({ [kind]: { push } })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
