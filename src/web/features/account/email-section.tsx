// Settings: change the e-mail address; it takes effect when the link sent to the new address is opened.
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useChangeEmail } from './change-email.ts';
import { loadAuthSchemas, preloadAuthSchemas } from './load-auth-schemas.ts';
import { SettingsSection } from './settings-section.tsx';

type EmailErrors = Partial<Record<'newEmail' | 'password', string>>;

export function EmailSection() {
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
    <SettingsSection
      id="settings-email"
      title="Change e-mail"
      description="Enter your password and the new address; it takes effect when you open the link we send there. Asking revokes every API token."
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
    </SettingsSection>
  );
}
