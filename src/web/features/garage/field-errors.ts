import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Puts the server's 400 field messages next to their fields. `names` lists the form's fields;
 * `rename` maps an API field to a form field when they differ (e.g. volume → quantity).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
  rename: Record<string, Path<T>> = {},
) {
  if (!(error instanceof ApiError)) return;
  for (const field of error.fields) {
    const name = rename[field.path] ?? (field.path as Path<T>);
    if (names.includes(name)) setError(name, { message: field.message });
  }
}
