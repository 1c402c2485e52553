// Settings: change the password (the current one required); other devices and API tokens are signed out.
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useChangePassword } from './change-password.ts';
import { loadAuthSchemas, preloadAuthSchemas } from './load-auth-schemas.ts';
import { SettingsSection } from './settings-section.tsx';

type PasswordErrors = Partial<
  Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>
>;

export function PasswordSection() {
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
            description: 'Your other devices have been signed out and your API tokens revoked.',
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
    <SettingsSection
      id="settings-password"
      title="Change password"
      description="You need your current password. Every other device is signed out, and every API token is revoked."
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
    </SettingsSection>
  );
}
