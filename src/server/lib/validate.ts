// zod validators for Hono that answer bad input with 400 { error: { code, message } }.
import { validator } from 'hono/validator';
import type { Env, MiddlewareHandler, ValidationTargets } from 'hono';
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

/**
 * The typed client (hc<AppType>) sees the schema's input (defaults and optional fields may be
 * left out), the handler its output; hono's own inference would ask clients for the output.
 */
type Validated<Target extends keyof ValidationTargets, Schema extends z.ZodType> = {
  in: { [K in Target]: z.input<Schema> };
  out: { [K in Target]: z.output<Schema> };
};

/** What a validate() middleware checks: read by the OpenAPI document (api-access/openapi.ts). */
export interface ValidatorSpec {
  target: keyof ValidationTargets;
  schema: z.ZodType;
}

const validatorSpecs = new WeakMap<object, ValidatorSpec>();

/** The target and schema of a middleware made by validate(), if it is one. */
export function validatorSpecOf(handler: unknown): ValidatorSpec | undefined {
  return typeof handler === 'function' ? validatorSpecs.get(handler) : undefined;
}

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
): MiddlewareHandler<Env, string, Validated<Target, Schema>> {
  const middleware: MiddlewareHandler = validator(target, (value): unknown => {
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
  validatorSpecs.set(middleware, { target, schema });
  return middleware;
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

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 50 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1),
  );
}

const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed.';

/**
 * One check for every route: a NUL character (which PostgreSQL text cannot hold) in the path,
 * the query or a JSON body is bad input, answered 400 before any route sees it.
 */
export const rejectNulBytes: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname + url.search);
  } catch {
    throw new AppError('bad_request', 'The request address is not valid.');
  }
  if (decoded.includes('\u0000')) throw new AppError('bad_request', NUL_MESSAGE);
  if (c.req.header('content-type')?.includes('json')) {
    const text = await c.req.text();
    if (text.includes('\u0000')) throw new AppError('bad_request', NUL_MESSAGE);
    if (/\\u0000/i.test(text)) {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      if (hasNul(value)) throw new AppError('bad_request', NUL_MESSAGE);
    }
  }
  await next();
};
