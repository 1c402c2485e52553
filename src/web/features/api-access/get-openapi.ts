import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson } from '../../lib/api-client.ts';

/** The parts of the OpenAPI 3.1 document the reference shows. */
export interface JsonSchemaNode {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  items?: JsonSchemaNode;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchemaNode }[];
  requestBody?: { content: Record<string, { schema: JsonSchemaNode }> };
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** GET /api/openapi.json (public; made by the server from its garage routes' validators). */
export function getOpenApi(): Promise<OpenApiDocument> {
  // Outside the typed client: the app serves it beside the /api routes, not among them.
  return readJson<OpenApiDocument>(fetch('/api/openapi.json', { credentials: 'same-origin' }));
}

export const openApiQueryOptions = queryOptions({
  queryKey: ['openapi'],
  queryFn: getOpenApi,
  staleTime: Infinity,
});

export function useOpenApi() {
  return useQuery(openApiQueryOptions);
}
