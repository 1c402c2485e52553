// What each token scope is called on screen (the form, the list and the created-token dialog).
import type { ApiTokenScope } from '../../../shared/api-access.ts';

export const SCOPE_TEXT: Record<ApiTokenScope, string> = {
  read: 'Read-only',
  read_write: 'Read & write',
};
