import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Puts server field errors under their fields and returns the message for the form-level alert
 * (null when every problem was shown beside a field).
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Record<string, Path<T>>,
): string | null {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  let unplaced = error.fields.length === 0;
  let focused = false;
  for (const field of error.fields) {
    const target = fieldMap[field.path];
    if (target) {
      setError(target, { type: 'server', message: field.message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced = true;
    }
  }
  return unplaced ? error.message : null;
}
