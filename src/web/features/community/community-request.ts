// Same-origin JSON requests to /api/community/* (the answers typed by src/shared/community.ts),
// through the api client's error handling (ApiError with the server's code and message).
import { readJson, readOk } from '../../lib/api-client.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function send(method: Method, path: string, body?: unknown): Promise<Response> {
  return fetch(`/api/community${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A request whose JSON answer is `T`. */
export function communityJson<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return readJson<T>(send(method, path, body));
}

/** A request whose answer has no body to read (204). */
export function communityOk(method: Method, path: string, body?: unknown): Promise<void> {
  return readOk(send(method, path, body));
}

/** `/posts/{id}` with the id encoded. */
export function pathOf(collection: string, id: string, rest = ''): string {
  return `/${collection}/${encodeURIComponent(id)}${rest}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Post and comment ids are UUIDs: anything else is a page that cannot exist. */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
