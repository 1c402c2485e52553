// GET /api/openapi.json: an OpenAPI 3.1 document of the garage API (what a personal access token
// opens), made from the app's own routes, never written by hand: every /api/garage route the app
// registers is walked (method, path, handlers); a validate() middleware among its handlers gives
// the query parameters or the JSON body (zod → JSON Schema, as the validator reads input), each
// replies() middleware a reply (zod → JSON Schema, output side; named schemas become components),
// and requireUser among them marks it as needing the bearer token. A new route shows
// up by itself.
import { z } from 'zod';
import { replySpecOf } from '../../lib/replies.ts';
import { validatorSpecOf } from '../../lib/validate.ts';
import { requireUser } from '../auth/session.ts';
import { UPLOAD_PATH } from '../garage/upload-routes.ts';
import { READ_PHOTO_PATH } from '../garage/read-photo-routes.ts';
import { API_TOKEN_PREFIX } from '../../../shared/api-access.ts';
import { isTokenPath } from './bearer.ts';
import { operationId, summaryOf, tagOf } from './openapi-names.ts';

export interface RouteEntry {
  method: string;
  path: string;
  handler: unknown;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }> }
  >;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
    schemas: Record<string, JsonSchema>;
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `/vehicles/:id/fuel/:recordId` → `/vehicles/{id}/fuel/{recordId}` (and a `{regexp}` dropped). */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');
}

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

function toJsonSchema(schema: z.ZodType): JsonSchema {
  try {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
    return rest;
  } catch {
    return {};
  }
}

/** `#/$defs/X` → `#/components/schemas/X`, everywhere in a JSON Schema. */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string'
        ? inner.replace(/^#\/\$defs\//, '#/components/schemas/')
        : toComponentRefs(inner),
    ]),
  );
}

/**
 * A reply's JSON Schema (zod's output side). Schemas named with `.meta({ id })` go to
 * `components.schemas` under that name, once, and are referred to from the operations.
 */
function replySchema(schema: z.ZodType, components: Record<string, JsonSchema>): JsonSchema {
  const {
    $schema: _ignored,
    $defs,
    ...root
  } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  for (const [id, definition] of Object.entries($defs ?? {})) {
    components[id] ??= toComponentRefs(definition) as JsonSchema;
  }
  return toComponentRefs(root) as JsonSchema;
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' } },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};

const errorReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * The document for the routes given (`app.routes`): the garage API's operations, grouped by
 * path and method, their handlers read for validators and requireUser.
 */
export function buildOpenApiDocument(
  routes: readonly RouteEntry[],
  serverUrl: string,
): OpenApiDocument {
  const grouped = new Map<string, { method: string; path: string; handlers: unknown[] }>();
  for (const route of routes) {
    const method = route.method.toLowerCase();
    if (!(METHODS as readonly string[]).includes(method)) continue;
    if (!isTokenPath(route.path) || route.path.includes('*')) continue;
    const key = `${method} ${route.path}`;
    const entry = grouped.get(key) ?? { method, path: route.path, handlers: [] };
    entry.handlers.push(route.handler);
    grouped.set(key, entry);
  }

  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const schemas: Record<string, JsonSchema> = { Error: ERROR_SCHEMA };
  for (const { method, path, handlers } of grouped.values()) {
    const openApiPath = toOpenApiPath(path);
    const parameters: OpenApiParameter[] = pathParamNames(path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    let requestBody: OpenApiOperation['requestBody'] =
      method === 'post' && (UPLOAD_PATH.test(path) || READ_PHOTO_PATH.test(path))
        ? {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { photo: { type: 'string', contentMediaType: 'image/*' } },
                  required: ['photo'],
                },
              },
            },
          }
        : undefined;
    for (const handler of handlers) {
      const spec = validatorSpecOf(handler);
      if (!spec) continue;
      const schema = toJsonSchema(spec.schema);
      if (spec.target === 'json') {
        requestBody = { required: true, content: { 'application/json': { schema } } };
      } else if (spec.target === 'query' || spec.target === 'param') {
        const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
        const required = new Set((schema.required as string[] | undefined) ?? []);
        for (const [name, property] of Object.entries(properties)) {
          const where = spec.target === 'param' ? 'path' : 'query';
          const existing = parameters.find((p) => p.name === name && p.in === where);
          if (existing) existing.schema = property;
          else {
            parameters.push({ name, in: where, required: required.has(name), schema: property });
          }
        }
      }
    }
    const replies = handlers.map(replySpecOf).filter((spec) => spec !== undefined);
    const secured = handlers.includes(requireUser);
    const tag = tagOf(openApiPath);
    tags.add(tag);
    const responses: OpenApiOperation['responses'] = {};
    for (const reply of replies) {
      responses[reply.status] = {
        description: reply.description ?? 'Success',
        content: { [reply.mediaType]: { schema: replySchema(reply.schema, schemas) } },
      };
    }
    if (replies.length === 0) {
      // No reply named: a DELETE's 204 with no body (a test keeps every other route named).
      responses[method === 'post' ? 201 : method === 'delete' ? 204 : 200] = {
        description: 'Success',
      };
    }
    responses['400'] = errorReply(
      'Invalid input: `{ error: { code: "validation_failed", message } }`',
    );
    responses['404'] = errorReply('Not found (or not yours)');
    if (requestBody?.content['multipart/form-data']) {
      responses['413'] = errorReply('The picture is larger than the upload limit');
    }
    if (secured) {
      responses['401'] = errorReply('No token, or an unknown or revoked one');
      responses['403'] = errorReply('A read-only token on a request that changes something');
      responses['429'] = errorReply("Over the token's requests per minute (see Retry-After)");
    }
    (paths[openApiPath] ??= {})[method] = {
      operationId: operationId(method, openApiPath),
      summary: summaryOf(method, openApiPath),
      tags: [tag],
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses,
      security: secured ? [{ bearerAuth: [] }] : [],
    };
  }

  const sortedPaths = Object.fromEntries(
    Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Odo garage API',
      version: '1',
      description:
        `Your own garage in Odo, for scripts and home-automation tools. Send a personal access token ` +
        `(Settings → API access) as \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`. Read-only tokens ` +
        `may only GET. Distances and volumes follow your settings unless \`?units=\` says otherwise.`,
    },
    servers: [{ url: serverUrl }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths: sortedPaths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `A personal access token (${API_TOKEN_PREFIX}…) from Settings → API access.`,
        },
      },
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}
