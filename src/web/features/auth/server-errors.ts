import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverFieldErrors } from '../../lib/server-field-errors.ts';

/**
 * Puts server field errors under their fields (react-hook-form's; the first focused) and returns
 * the message for the form-level alert (null when every problem was shown beside a field).
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Record<string, Path<T>>,
): string | null {
  const { placed, alert } = serverFieldErrors(error, fieldMap);
  Object.entries(placed).forEach(([field, message], index) => {
    setError(
      field as Path<T>,
      { type: 'server', message: message as string },
      { shouldFocus: index === 0 },
    );
  });
  return alert;
}
