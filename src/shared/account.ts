// Profile and account contracts (issue 12): the name rule, the avatar limits and the deletion form.
import { z } from 'zod';

export const NAME_MAX = 60;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZES = [256, 64] as const;
export const DELETE_CONFIRMATION = 'DELETE';

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
