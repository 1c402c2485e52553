import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../components/ui/form-field.tsx';
import { lazyCheck, schemaCheck, useCheckedForm } from '../../lib/use-checked-form.ts';
import { AuthLayout } from './auth-layout.tsx';
import { FormErrorAlert, EmailInput, SubmitButton } from './form-parts.tsx';
import { useRequestPasswordReset } from './request-password-reset.ts';
import { serverFieldErrors } from '../../lib/server-field-errors.ts';

type ForgotField = 'email';
const FIELDS: readonly ForgotField[] = ['email'];

// As on /login: zod and the shared schema load when the user first focuses the form, and no form
// library loads with the page.
const check = lazyCheck(async () => {
  const { forgotPasswordSchema } = await import('../../../shared/auth-schemas.ts');
  return schemaCheck<ForgotField, { email: string }>(forgotPasswordSchema.pick({ email: true }));
});

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field, errors, placeErrors, submitWith, submitting } = useCheckedForm(FIELDS, check);

  async function send(values: { email: string }) {
    const email = values.email.trim();
    setFormError(null);
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      const { placed, alert } = serverFieldErrors(error, { email: 'email' });
      placeErrors(placed, true);
      setFormError(alert);
    }
  }

  const footer = (
    <>
      Remembered it?{' '}
      <Link to="/login" className="font-semibold text-brand hover:underline">
        Back to log in
      </Link>
    </>
  );

  if (sentTo) {
    return (
      <AuthLayout title="Check your e-mail" footer={footer}>
        <div role="status" className="grid gap-4">
          <div className="grid size-14 place-items-center rounded-2xl bg-success-soft text-success">
            <MailCheck className="size-7" aria-hidden="true" />
          </div>
          <p className="text-base">
            If an account exists for <strong className="break-all">{sentTo}</strong>, a reset link
            is on its way. It works once and expires soon.
          </p>
          <p className="text-sm text-muted-foreground">
            Nothing arrived after a few minutes? Check your spam folder, or{' '}
            <button
              type="button"
              className="font-medium text-brand hover:underline"
              onClick={() => setSentTo(null)}
            >
              try another address
            </button>
            .
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the e-mail you signed up with and we will send you a link to set a new one."
      footer={footer}
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
        <SubmitButton pending={submitting}>Send reset link</SubmitButton>
      </form>
    </AuthLayout>
  );
}
