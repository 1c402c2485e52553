// Path ids for every feature's routes: anything that is not a UUID cannot exist, so it is a 404
// like a missing row (never a 400 or a database error).
import type { Env, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { isUuid } from '../../shared/uuid.ts';
import { AppError } from './app-error.ts';

type PathParams<Names extends string> = {
  in: { param: { [K in Names]: string } };
  out: { param: { [K in Names]: string } };
};

/**
 * Checks the named path params are UUIDs (else 404). `Text` names the route's other path params
 * (not checked here), so the typed client asks for them too.
 */
export function ids<const Names extends readonly string[], Text extends string = never>(
  ...names: Names
): MiddlewareHandler<Env, string, PathParams<Names[number] | Text>> {
  const middleware: MiddlewareHandler = validator('param', (value: Record<string, string>) => {
    for (const name of names) {
      if (!isUuid(value[name])) throw new AppError('not_found', 'Not found.');
    }
    return value;
  });
  return middleware;
}
