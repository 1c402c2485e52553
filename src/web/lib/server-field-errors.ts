// A refused form's answer from the server, split for the form: each field error under its field,
// and the rest for the form-level alert. Shared by every form (with or without a form library).
import { ApiError } from './api-client.ts';

/**
 * The server's field errors by the form's field names (`fieldMap`: the server's path → the
 * form's field), and the message for the form-level alert: null when every problem has a field,
 * `fallback` when the answer is no API error at all (the network, a crash).
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldMap: Readonly<Record<string, F>>,
  fallback = 'Something went wrong. Please try again.',
): { placed: Partial<Record<F, string>>; alert: string | null } {
  if (!(error instanceof ApiError)) return { placed: {}, alert: fallback };
  let unplaced = error.fields.length === 0;
  const placed: Partial<Record<F, string>> = {};
  for (const problem of error.fields) {
    const target = fieldMap[problem.path];
    if (target) placed[target] = problem.message;
    else unplaced = true;
  }
  return { placed, alert: unplaced ? error.message : null };
}
