import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api-client.ts';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  /** Referral code from an invite link (/profile?ref=CODE). */
  ref?: string;
}

/**
 * POST /api/auth/sign-up/email: creates the account, or mails the owner of a taken address; the
 * answer is the same "check your e-mail" either way, and opens no session (sign in after it).
 */
export function signUp(input: SignUpInput): Promise<unknown> {
  return postJson('/api/auth/sign-up/email', input);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

/** A referral code as the server accepts it, or undefined. */
export function cleanReferralCode(value: string | null): string | undefined {
  return value && /^[A-Za-z0-9]{1,32}$/.test(value) ? value : undefined;
}
