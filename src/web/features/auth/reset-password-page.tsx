import { zodResolver } from '@hookform/resolvers/zod';
import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_MIN, resetPasswordFormSchema } from '../../../shared/auth-schemas.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { DEFAULT_SIGNED_IN_PATH } from '../../lib/safe-path.ts';
import { AuthLayout } from './auth-layout.tsx';
import { FormErrorAlert, SubmitButton } from './form-parts.tsx';
import { PasswordInput } from './password-input.tsx';
import { useResetPassword } from './reset-password.ts';
import { applyServerError } from './server-errors.ts';

type ResetForm = z.input<typeof resetPasswordFormSchema>;

const footer = (
  <>
    <Link to="/login" className="font-semibold text-brand hover:underline">
      Back to log in
    </Link>
  </>
);

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const [tokenRejected, setTokenRejected] = useState(false);

  if (!token || linkError || tokenRejected) {
    return (
      <AuthLayout title="This reset link does not work" footer={footer}>
        <div className="grid gap-5">
          <Alert tone="error" role="alert">
            {linkError === 'INVALID_TOKEN' || tokenRejected
              ? 'The link has expired or has already been used.'
              : 'The link is incomplete. Open it again from the e-mail, or ask for a new one.'}
          </Alert>
          <Button asChild size="lg">
            <Link to="/forgot-password">
              <LinkIcon aria-hidden="true" />
              Request a new link
            </Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return <ResetForm token={token} onTokenRejected={() => setTokenRejected(true)} />;
}

function ResetForm({ token, onTokenRejected }: { token: string; onTokenRejected: () => void }) {
  const navigate = useNavigate();
  const { refreshSession } = useAppContext();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ token, newPassword: values.newPassword });
    } catch (error) {
      if (error instanceof ApiError && error.code.includes('token')) {
        onTokenRejected();
        return;
      }
      setFormError(applyServerError(error, setError, { newPassword: 'newPassword' }));
      return;
    }
    await refreshSession();
    await navigate(DEFAULT_SIGNED_IN_PATH, {
      replace: true,
      state: { notice: 'Your password has been changed.' },
    });
  });

  return (
    <AuthLayout
      title="Set a new password"
      subtitle="Choose a password you have not used here before. You will be signed in right after."
      footer={footer}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormErrorAlert message={formError} />
        <FormField
          label="New password"
          error={errors.newPassword?.message}
          hint={`At least ${PASSWORD_MIN} characters. Avoid common passwords.`}
        >
          {(control) => (
            <PasswordInput {...control} {...register('newPassword')} autoComplete="new-password" />
          )}
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('confirmPassword')}
              autoComplete="new-password"
            />
          )}
        </FormField>
        <SubmitButton pending={isSubmitting}>Set new password</SubmitButton>
      </form>
    </AuthLayout>
  );
}
