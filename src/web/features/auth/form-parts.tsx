// The pieces every auth form repeats: the form-level error, the e-mail input and the submit
// button that shows it is working.
import type { ComponentProps, ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert tone="error" role="alert">
      {message}
    </Alert>
  );
}

export function EmailInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined}>
      {pending ? <Spinner className="size-4.5" /> : null}
      {children}
    </Button>
  );
}
