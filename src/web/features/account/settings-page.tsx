// /settings: units, currency, appearance, notifications (a block the route hands in), security
// (password, devices) and the account's data. Each change saves at once and says so.
import { dateTimeFormat } from '../../lib/intl.ts';
import { Download, LogOut, Monitor, Moon, Sun, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Theme } from '../../../shared/settings-vocab.ts';
import {
  DISTANCE_UNITS,
  VOLUME_UNITS,
  type DistanceUnit,
  type VolumeUnit,
} from '../../../shared/units-vocab.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { trackFeature } from '../../lib/analytics.ts';
import { useSettings } from '../../lib/settings/get-settings.ts';
import { useUpdateSettings } from '../../lib/settings/update-settings.ts';
import { applyTheme, useStoredTheme } from '../../lib/theme.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import { useChangeEmail } from './change-email.ts';
import { useChangePassword } from './change-password.ts';
import { useSessions } from './list-sessions.ts';
import { useRevokeOtherSessions } from './revoke-other-sessions.ts';

// The password and e-mail checks (zod and the shared schemas) load when either form is first used.
let authSchemas: Promise<typeof import('../../../shared/auth-schemas.ts')> | null = null;
function loadAuthSchemas() {
  return (authSchemas ??= import('../../../shared/auth-schemas.ts').catch((error: unknown) => {
    authSchemas = null;
    throw error;
  }));
}
function preloadAuthSchemas() {
  loadAuthSchemas().catch(() => {
    // Retried on submit, where the error surfaces.
  });
}

const DISTANCE_TEXT: Record<DistanceUnit, string> = { km: 'Kilometres (km)', mi: 'Miles (mi)' };
const VOLUME_TEXT: Record<VolumeUnit, string> = {
  l: 'Litres (L)',
  us_gal: 'US gallons',
  uk_gal: 'Imperial gallons (UK)',
};
const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'JPY',
  'INR',
  'ZAR',
  'BRL',
  'MXN',
];

export function SettingsPage({
  notifications,
  apiAccess,
}: {
  notifications?: ReactNode;
  /** The owners' API block (a link to /settings/api). */
  apiAccess?: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5 px-4 py-5 md:py-8">
      <h1 className="text-title font-bold">Settings</h1>
      <UnitsSection />
      <AppearanceSection />
      {notifications ? (
        <Card>
          <CardContent className="pt-5">{notifications}</CardContent>
        </Card>
      ) : null}
      <PasswordSection />
      <EmailSection />
      <SessionsSection />
      {apiAccess}
      <DataSection />
    </div>
  );
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function UnitsSection() {
  const [prefs, update] = useUnitPrefs();
  const toast = useToast();
  const save = (next: Parameters<typeof update>[0]) => {
    update(next);
    trackFeature('settings.units', { ...next });
    toast({ title: 'Saved', tone: 'success', duration: 2000 });
  };
  const currencies = CURRENCIES.includes(prefs.currency)
    ? CURRENCIES
    : [prefs.currency, ...CURRENCIES];
  return (
    <Section
      id="settings-units"
      title="Units and currency"
      description="How Odo shows distances, fuel and money."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Distance">
          {(control) => (
            <NativeSelect
              {...control}
              value={prefs.distance}
              onChange={(event) => save({ distance: event.target.value as DistanceUnit })}
            >
              {DISTANCE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {DISTANCE_TEXT[unit]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Fuel volume">
          {(control) => (
            <NativeSelect
              {...control}
              value={prefs.volume}
              onChange={(event) => save({ volume: event.target.value as VolumeUnit })}
            >
              {VOLUME_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {VOLUME_TEXT[unit]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Currency"
          hint="For new records. Each amount keeps the currency it was entered in."
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={prefs.currency}
              onChange={(event) => save({ currency: event.target.value })}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
    </Section>
  );
}

const THEME_CHOICES: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

function AppearanceSection() {
  const settings = useSettings();
  const stored = useStoredTheme();
  const update = useUpdateSettings();
  const toast = useToast();
  const current = settings.data?.theme ?? stored;
  const choose = (theme: Theme) => {
    applyTheme(theme);
    trackFeature('settings.theme', { theme });
    update.mutate(
      { theme },
      {
        onSuccess: () => toast({ title: 'Theme saved', tone: 'success', duration: 2000 }),
        onError: () =>
          toast({
            title: 'The theme is set here but could not be saved to your account.',
            tone: 'error',
          }),
      },
    );
  };
  return (
    <Section id="settings-appearance" title="Appearance">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Theme</legend>
        <div className="grid grid-cols-3 gap-2">
          {THEME_CHOICES.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-control border border-input bg-surface px-3 py-2 text-sm font-medium has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand-soft-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={current === value}
                onChange={() => choose(value)}
                className="sr-only"
              />
              <Icon aria-hidden className="size-4" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </Section>
  );
}

type PasswordErrors = Partial<
  Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>
>;

function PasswordSection() {
  const change = useChangePassword();
  const toast = useToast();
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const { changePasswordFormSchema } = await loadAuthSchemas();
    const parsed = changePasswordFormSchema.safeParse(data);
    setFailure(null);
    if (!parsed.success) {
      const next: PasswordErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof PasswordErrors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const { currentPassword, newPassword } = parsed.data;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast({
            title: 'Password changed',
            description: 'Your other devices have been signed out.',
            tone: 'success',
          });
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.fields?.[0] : undefined;
          if (field?.path === 'newPassword') setErrors({ newPassword: field.message });
          else setFailure(error.message);
        },
      },
    );
  };

  return (
    <Section
      id="settings-password"
      title="Change password"
      description="You need your current password. Every other device is signed out."
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => void submit(event)}
        onFocus={preloadAuthSchemas}
        onPointerDown={preloadAuthSchemas}
        noValidate
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <FormField label="Current password" error={errors.currentPassword}>
          {(control) => (
            <Input
              {...control}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
            />
          )}
        </FormField>
        <FormField label="New password" error={errors.newPassword} hint="8 to 128 characters.">
          {(control) => (
            <Input {...control} name="newPassword" type="password" autoComplete="new-password" />
          )}
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword}>
          {(control) => (
            <Input
              {...control}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
            />
          )}
        </FormField>
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </Section>
  );
}

type EmailErrors = Partial<Record<'newEmail' | 'password', string>>;

function EmailSection() {
  const change = useChangeEmail();
  const [errors, setErrors] = useState<EmailErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form));
    const { changeEmailSchema } = await loadAuthSchemas();
    const parsed = changeEmailSchema.safeParse(data);
    setFailure(null);
    setSentTo(null);
    if (!parsed.success) {
      const next: EmailErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof EmailErrors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        setSentTo(parsed.data.newEmail);
      },
      onError: (error) => setFailure(error.message),
    });
  };

  return (
    <Section
      id="settings-email"
      title="Change e-mail"
      description="Enter your password and the new address; it takes effect when you open the link we send there."
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => void submit(event)}
        onFocus={preloadAuthSchemas}
        onPointerDown={preloadAuthSchemas}
        noValidate
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {sentTo ? (
          <Alert tone="success">
            We sent a confirmation link to {sentTo}. Your e-mail changes when you open it.
          </Alert>
        ) : null}
        <FormField label="New e-mail" error={errors.newEmail}>
          {(control) => <Input {...control} name="newEmail" type="email" autoComplete="email" />}
        </FormField>
        <FormField label="Password" error={errors.password}>
          {(control) => (
            <Input {...control} name="password" type="password" autoComplete="current-password" />
          )}
        </FormField>
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {change.isPending ? 'Sending…' : 'Send confirmation link'}
        </Button>
      </form>
    </Section>
  );
}

/** "Chrome on macOS" from a user agent, or the agent itself when it is unusual. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X|Macintosh/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

const dateTime = () => dateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const toast = useToast();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <Section
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
    </Section>
  );
}

function DataSection() {
  return (
    <Section id="settings-data" title="Your data">
      <div className="flex flex-wrap gap-2">
        <a href="/api/account/export" download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden className="size-4" />
          Download my data
        </a>
        <Link
          to="/delete-account"
          className={buttonVariants({ variant: 'ghost' }) + ' text-destructive'}
        >
          <Trash2 aria-hidden className="size-4" />
          Delete account
        </Link>
      </div>
    </Section>
  );
}
