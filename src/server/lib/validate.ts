// zod validators for Hono that answer bad input with 400 { error: { code, message } }.
import { validator } from 'hono/validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

export function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
      if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys.join(', ')}`;
      return `${where}${issue.message}`;
    })
    .join('; ');
}

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (!result.success) {
      throw new AppError('validation_failed', formatIssues(result.error), {
        fields: result.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      });
    }
    return result.data;
  });
}

/** For actions that take no input: an empty body or `{}` passes; anything else is refused. */
export const noBody: MiddlewareHandler = async (c, next) => {
  const text = (await c.req.text()).trim();
  if (text !== '') {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new AppError('validation_failed', 'The request body is not valid JSON.');
    }
    if (
      value === null ||
      typeof value !== 'object' ||
      Array.isArray(value) ||
      Object.keys(value).length > 0
    ) {
      throw new AppError(
        'validation_failed',
        'This action takes no input: send an empty body or {}.',
      );
    }
  }
  await next();
};
