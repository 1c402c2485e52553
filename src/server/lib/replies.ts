// replies(schema): names a route's reply on its own route chain, as validate() names its input,
// for the OpenAPI document (features/api-access/openapi.ts). It does nothing at run time.
import type { MiddlewareHandler } from 'hono';
import type { ExtractSchema } from 'hono/types';
import type { z } from 'zod';

export interface ReplySpec {
  status: 200 | 201;
  schema: z.ZodType;
  /** The reply's media type: JSON unless the route answers a file (the CSV export). */
  mediaType: string;
  /** When the reply is given (a route with two replies, e.g. a preview and a commit). */
  description?: string;
}

const replySpecs = new WeakMap<object, ReplySpec>();

/** The status and schema named by a replies() middleware, if the handler is one. */
export function replySpecOf(handler: unknown): ReplySpec | undefined {
  return typeof handler === 'function' ? replySpecs.get(handler) : undefined;
}

/** A route may name more than one reply, one replies() per status. */
export function replies(
  schema: z.ZodType,
  status: ReplySpec['status'] = 200,
  options: { mediaType?: string; description?: string } = {},
): MiddlewareHandler {
  const middleware: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  const { mediaType = 'application/json', description } = options;
  replySpecs.set(middleware, { status, schema, mediaType, description });
  return middleware;
}

/**
 * true only when A and B are each assignable to the other: a reply schema's `z.output` against
 * the type its service returns, checked at compile time beside the schema.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The JSON a Hono route chain's handler answers (as Hono types `c.json(…)`) at a path, method
 * and status (a `c.json()` given no status may answer any): for a reply the route builds itself,
 * with no service type to check a schema against.
 */
export type RouteReply<
  Routes,
  Path extends keyof ExtractSchema<Routes>,
  Method extends keyof ExtractSchema<Routes>[Path],
  Status extends number,
> = OutputAt<ExtractSchema<Routes>[Path][Method], Status>;

/** Each endpoint of the union whose status may be Status, its output (distributes over it). */
type OutputAt<Endpoint, Status extends number> = Endpoint extends {
  status: infer Answered;
  output: infer Output;
}
  ? Status extends Answered
    ? Output
    : never
  : never;
