// Profile and account contracts (issue 12): the name rule, the avatar limits and the deletion form.
import { z } from 'zod';
import { DELETE_CONFIRMATION, NAME_MAX } from './account-limits.ts';

export const profilePatchSchema = z.strictObject({
  name: z
    .string({ error: 'Enter a name.' })
    .trim()
    .min(1, 'Enter a name.')
    .max(NAME_MAX, `A name has at most ${NAME_MAX} characters.`),
});

export const deleteAccountSchema = z.strictObject({
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(256),
  confirmation: z.literal(DELETE_CONFIRMATION, { error: 'Type DELETE to confirm.' }),
});
