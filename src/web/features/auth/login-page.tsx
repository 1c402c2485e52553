import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../components/ui/form-field.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { DEFAULT_SIGNED_IN_PATH, safeNextPath } from '../../lib/safe-path.ts';
import { AuthLayout } from './auth-layout.tsx';
import { FormErrorAlert, EmailInput, SubmitButton } from './form-parts.tsx';
import { PasswordInput } from './password-input.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { applyServerError } from './server-errors.ts';
import { useSignIn } from './sign-in.ts';

interface LoginForm {
  email: string;
  password: string;
}

// /login is the lightest entry point: zod and the shared schema load when the user first focuses
// the form, not with the page.
const validation = lazyResolver<LoginForm>(async () => {
  const [{ zodResolver }, { signInSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../shared/auth-schemas.ts'),
  ]);
  return zodResolver(signInSchema.pick({ email: true, password: true })) as Resolver<LoginForm>;
});

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { refreshSession } = useAppContext();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn.mutateAsync({ email: values.email.trim(), password: values.password });
    } catch (error) {
      setFormError(applyServerError(error, setError, { email: 'email', password: 'password' }));
      return;
    }
    await refreshSession();
    await navigate(next ?? DEFAULT_SIGNED_IN_PATH, { replace: true });
  });

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
        onSubmit={onSubmit}
        onFocus={validation.preload}
        onPointerDown={validation.preload}
        className="grid gap-5"
      >
        <FormErrorAlert message={formError} />
        <FormField label="E-mail" error={errors.email?.message}>
          {(control) => <EmailInput {...control} {...register('email')} />}
        </FormField>
        {/* "Forgot password?" comes after the password box, in tab order as on screen. */}
        <div className="grid gap-2">
          <FormField label="Password" error={errors.password?.message}>
            {(control) => (
              <PasswordInput
                {...control}
                {...register('password')}
                autoComplete="current-password"
              />
            )}
          </FormField>
          <Link
            to="/forgot-password"
            className="justify-self-end rounded-sm text-sm font-medium text-brand hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <SubmitButton pending={isSubmitting}>Log in</SubmitButton>
      </form>
    </AuthLayout>
  );
}
