import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import type { FieldErrors } from '../../lib/use-checked-form.ts';

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

/**
 * For the forms without a form library (use-checked-form.ts): the server's field errors by the
 * form's field names, and the message for the form-level alert (null when every problem has a field).
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldMap: Record<string, F>,
): { placed: FieldErrors<F>; alert: string | null } {
  if (!(error instanceof ApiError)) {
    return { placed: {}, alert: 'Something went wrong. Please try again.' };
  }
  let unplaced = error.fields.length === 0;
  const placed: FieldErrors<F> = {};
  for (const problem of error.fields) {
    const target = fieldMap[problem.path];
    if (target) placed[target] = problem.message;
    else unplaced = true;
  }
  return { placed, alert: unplaced ? error.message : null };
}
