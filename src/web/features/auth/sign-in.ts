import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api-client.ts';

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email: sets the session cookie on success. */
export function signIn(input: SignInInput): Promise<unknown> {
  return postJson('/api/auth/sign-in/email', input);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
