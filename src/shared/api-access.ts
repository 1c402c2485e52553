// Personal access tokens for the owners' API (/api/api-tokens; docs/api-access.md): the inputs
// both the validator and the web form use, and the shapes the API answers with.
import { z } from 'zod';

export const API_TOKEN_SCOPES = ['read', 'read_write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every token starts with this, so a leaked one is easy to recognise (and to scan for). */
export const API_TOKEN_PREFIX = 'odo_pat_';
/** How many characters of a token the list shows (the prefix and four random ones). */
export const API_TOKEN_SHOWN_CHARS = 12;
/** Live (not revoked) tokens one user may hold. */
export const API_TOKEN_MAX_LIVE = 10;

export const apiTokenNameSchema = z
  .string({ error: 'Give the token a name.' })
  .trim()
  .min(1, 'Give the token a name.')
  .max(60, 'Keep the name to 60 characters or fewer.');

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, {
  error: 'Choose read-only or read & write.',
});

export const apiTokenInputSchema = z.strictObject({
  name: apiTokenNameSchema,
  scope: apiTokenScopeSchema,
});
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;

/** One token in the list (never the token itself). */
export interface ApiTokenDto {
  id: string;
  name: string;
  scope: ApiTokenScope;
  /** The token's first characters, e.g. `odo_pat_Ab3x`. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revoked: boolean;
  revokedAt: string | null;
}

/** POST /api/api-tokens' answer: the only time the whole token is shown. */
export interface CreatedApiTokenDto extends ApiTokenDto {
  token: string;
}
