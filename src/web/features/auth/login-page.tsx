import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { signInSchema } from '../../../shared/auth-schemas.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { DEFAULT_SIGNED_IN_PATH, safeNextPath } from '../../lib/safe-path.ts';
import { lazyCheck, schemaCheck, useCheckedForm } from '../../lib/use-checked-form.ts';
import { AuthLayout } from './auth-layout.tsx';
import { FormErrorAlert, EmailInput, SubmitButton } from './form-parts.tsx';
import { PasswordInput } from './password-input.tsx';
import { serverFieldErrors } from '../../lib/server-field-errors.ts';
import { useSignIn } from './sign-in.ts';

type LoginField = 'email' | 'password';
const FIELDS: readonly LoginField[] = ['email', 'password'];
type LoginValues = Pick<z.output<typeof signInSchema>, LoginField>;

// /login is the lightest entry point: zod and the shared schema load when the user first focuses
// the form, not with the page, and no form library (use-checked-form.ts) loads with it (Lighthouse
// at a benchmarkIndex near 1,000, issue 30).
const check = lazyCheck(async () => {
  const { signInSchema: schema } = await import('../../../shared/auth-schemas.ts');
  return schemaCheck<LoginField, LoginValues>(schema.pick({ email: true, password: true }));
});

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { refreshSession } = useAppContext();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const { field, errors, placeErrors, submitWith, submitting } = useCheckedForm(FIELDS, check);

  async function send(values: LoginValues) {
    setFormError(null);
    try {
      await signIn.mutateAsync({ email: values.email.trim(), password: values.password });
    } catch (error) {
      const { placed, alert } = serverFieldErrors(error, { email: 'email', password: 'password' });
      placeErrors(placed, true);
      setFormError(alert);
      return;
    }
    await refreshSession();
    await navigate(next ?? DEFAULT_SIGNED_IN_PATH, { replace: true });
  }

  const signUpHref = next ? `/signup?next=${encodeURIComponent(next)}` : '/signup';

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Log in to pick up where you left off."
      footer={
        <>
          New to Odo?{' '}
          <Link to={signUpHref} className="font-semibold text-brand hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={submitWith(send)}
        onFocus={check.preload}
        onPointerDown={check.preload}
        className="grid gap-5"
      >
        <FormErrorAlert message={formError} />
        <FormField label="E-mail" error={errors.email}>
          {(control) => <EmailInput {...control} {...field('email')} />}
        </FormField>
        {/* "Forgot password?" comes after the password box, in tab order as on screen. */}
        <div className="grid gap-2">
          <FormField label="Password" error={errors.password}>
            {(control) => (
              <PasswordInput {...control} {...field('password')} autoComplete="current-password" />
            )}
          </FormField>
          <Link
            to="/forgot-password"
            className="justify-self-end rounded-sm text-sm font-medium text-brand hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <SubmitButton pending={submitting}>Log in</SubmitButton>
      </form>
    </AuthLayout>
  );
}
