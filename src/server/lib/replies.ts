// replies(schema): names a route's JSON reply on its own route chain, as validate() names its
// input, for the OpenAPI document (features/api-access/openapi.ts). It does nothing at run time.
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';

export interface ReplySpec {
  status: 200 | 201;
  schema: z.ZodType;
}

const replySpecs = new WeakMap<object, ReplySpec>();

/** The status and schema named by a replies() middleware, if the handler is one. */
export function replySpecOf(handler: unknown): ReplySpec | undefined {
  return typeof handler === 'function' ? replySpecs.get(handler) : undefined;
}

export function replies(schema: z.ZodType, status: ReplySpec['status'] = 200): MiddlewareHandler {
  const middleware: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  replySpecs.set(middleware, { status, schema });
  return middleware;
}

/**
 * true only when A and B are each assignable to the other: a reply schema's `z.output` against
 * the type its service returns, checked at compile time beside the schema.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
