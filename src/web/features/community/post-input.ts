// The create form's values as a post, checked by the shared schema (whose messages the form
// shows). With zod, so the page loads it when the form is first used (see load-post-input.ts).
import { postInputSchema, type PostInput } from '../../../shared/community.ts';
import { yearOf, type FieldErrors, type PostFormValues } from './post-form-values.ts';

/** The post input, or the first message per field from the shared schema. */
export function toPostInput(
  values: PostFormValues,
  draftId: string | null,
): { input: PostInput; errors: null } | { input: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const yearText = values.year.trim();
  const year = yearOf(yearText);
  if (yearText && year === null) errors.year = 'Enter a four-digit year.';
  const candidate = {
    title: values.title,
    body: values.body,
    topic: values.topic || undefined,
    make: values.make.trim() || null,
    model: values.model.trim() || null,
    year,
    imageIds: values.images.map((image) => image.id),
    vehicleId: values.vehicleId,
    draftId,
  };
  const parsed = postInputSchema.safeParse(candidate);
  if (parsed.success && !errors.year) return { input: parsed.data, errors: null };
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'form') as keyof FieldErrors;
    errors[field] ??= issue.message;
  }
  return { input: null, errors };
}
