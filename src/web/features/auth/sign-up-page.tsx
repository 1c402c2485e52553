import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_MIN } from '../../../shared/auth-limits.ts';
import type { signUpFormSchema } from '../../../shared/auth-schemas.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { DEFAULT_SIGNED_IN_PATH, safeNextPath } from '../../lib/safe-path.ts';
import { AuthLayout } from './auth-layout.tsx';
import { FormErrorAlert, EmailInput, SubmitButton } from './form-parts.tsx';
import { PasswordInput } from './password-input.tsx';
import { lazyCheck, schemaCheck, useCheckedForm } from '../../lib/use-checked-form.ts';
import { useReferralCodeExists } from './referral-code.ts';
import { serverFieldErrors } from '../../lib/server-field-errors.ts';
import { signIn } from './sign-in.ts';
import { cleanReferralCode, useSignUp } from './sign-up.ts';

type SignUpField = keyof z.input<typeof signUpFormSchema>;
const FIELDS: readonly SignUpField[] = ['name', 'email', 'password', 'confirmPassword'];
/** The server's field names → the form's (the rest go to the form-level alert). */
const SERVER_FIELDS: Record<string, SignUpField> = {
  name: 'name',
  email: 'email',
  password: 'password',
};

// As on /login (decision 007): zod and the schema load when the user first focuses the form, so
// the prerendered page hydrates without them; the first submit waits for them. No form library
// (use-checked-form.ts): the page's first load stays lighter.
const check = lazyCheck(async () => {
  const { signUpFormSchema: schema } = await import('../../../shared/auth-schemas.ts');
  return schemaCheck<SignUpField, z.output<typeof signUpFormSchema>>(schema);
});

export function SignUpPage() {
  const [params] = useSearchParams();
  const ref = cleanReferralCode(params.get('ref'));
  // "A friend invited you" only when the code is someone's; a stale or mistyped one says nothing.
  const invited = useReferralCodeExists(ref) === true;
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { refreshSession } = useAppContext();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  /** The address a "check your e-mail" answer was for, when signing in right after did not work. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field, errors, placeErrors, submitWith, submitting } = useCheckedForm(FIELDS, check);

  async function send(values: z.output<typeof signUpFormSchema>) {
    setFormError(null);
    const email = values.email.trim();
    try {
      await signUp.mutateAsync({
        name: values.name.trim(),
        email,
        password: values.password,
        ...(ref ? { ref } : {}),
      });
    } catch (error) {
      const { placed, alert } = serverFieldErrors(error, SERVER_FIELDS);
      placeErrors(placed, true);
      setFormError(alert);
      return;
    }
    // Sign-up answers alike for a taken address (its owner is mailed) and opens no session: sign
    // in with what was typed. It works for a new account; otherwise the e-mail tells the rest.
    try {
      await signIn({ email, password: values.password });
    } catch {
      setSentTo(email);
      return;
    }
    await refreshSession();
    await navigate(next ?? DEFAULT_SIGNED_IN_PATH, {
      replace: true,
      state: { notice: 'Welcome to Odo! Your account is ready.' },
    });
  }

  const loginHref = next ? `/login?next=${encodeURIComponent(next)}` : '/login';

  if (sentTo) {
    return (
      <AuthLayout
        title="Check your e-mail"
        footer={
          <>
            Already have an account?{' '}
            <Link to={loginHref} className="font-semibold text-brand hover:underline">
              Log in
            </Link>
          </>
        }
      >
        <div role="status" className="grid gap-4">
          <div className="grid size-14 place-items-center rounded-2xl bg-success-soft text-success">
            <MailCheck className="size-7" aria-hidden="true" />
          </div>
          <p className="text-base">
            We sent a message to <strong className="break-all">{sentTo}</strong>. Open it to
            continue.
          </p>
          <p className="text-sm text-muted-foreground">
            If this address already has an Odo account, log in instead, or{' '}
            <Link to="/forgot-password" className="font-medium text-brand hover:underline">
              reset your password
            </Link>
            . Nothing arrived? Check your spam folder, or{' '}
            <button
              type="button"
              className="font-medium text-brand hover:underline"
              onClick={() => setSentTo(null)}
            >
              use another address
            </button>
            .
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Create your Odo account"
      subtitle={
        invited
          ? 'A friend invited you. Sign up to start with your garage.'
          : 'Free to start. Your garage, your records, your answers.'
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginHref} className="font-semibold text-brand hover:underline">
            Log in
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
        <FormField label="Name" error={errors.name}>
          {(control) => <Input {...control} {...field('name')} autoComplete="name" />}
        </FormField>
        <FormField label="E-mail" error={errors.email}>
          {(control) => <EmailInput {...control} {...field('email')} />}
        </FormField>
        <FormField
          label="Password"
          error={errors.password}
          hint={`At least ${PASSWORD_MIN} characters. Avoid common passwords.`}
        >
          {(control) => (
            <PasswordInput {...control} {...field('password')} autoComplete="new-password" />
          )}
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword}>
          {(control) => (
            <PasswordInput {...control} {...field('confirmPassword')} autoComplete="new-password" />
          )}
        </FormField>
        <SubmitButton pending={submitting}>Create account</SubmitButton>
        <p className="text-center text-xs text-muted-foreground">
          By creating an account you agree to the{' '}
          <Link to="/terms" className="underline underline-offset-2 hover:text-foreground">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" className="underline underline-offset-2 hover:text-foreground">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </AuthLayout>
  );
}
