import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '../../components/ui/form-field.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { AuthLayout } from './auth-layout.tsx';
import { FormErrorAlert, EmailInput, SubmitButton } from './form-parts.tsx';
import { useRequestPasswordReset } from './request-password-reset.ts';
import { applyServerError } from './server-errors.ts';

interface ForgotForm {
  email: string;
}

// As on /login: zod and the shared schema load when the user first focuses the form.
const validation = lazyResolver<ForgotForm>(async () => {
  const [{ zodResolver }, { forgotPasswordSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../shared/auth-schemas.ts'),
  ]);
  return zodResolver(forgotPasswordSchema.pick({ email: true })) as Resolver<ForgotForm>;
});

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotForm>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync(values.email.trim());
      setSentTo(values.email.trim());
    } catch (error) {
      setFormError(applyServerError(error, setError, { email: 'email' }));
    }
  });

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
        onSubmit={onSubmit}
        onFocus={validation.preload}
        onPointerDown={validation.preload}
        className="grid gap-5"
      >
        <FormErrorAlert message={formError} />
        <FormField label="E-mail" error={errors.email?.message}>
          {(control) => <EmailInput {...control} {...register('email')} />}
        </FormField>
        <SubmitButton pending={isSubmitting}>Send reset link</SubmitButton>
      </form>
    </AuthLayout>
  );
}
