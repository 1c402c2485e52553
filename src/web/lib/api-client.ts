// One way to talk to the API: the typed Hono client for app routes, `requestJson` for plain
// fetches (auth), and `ApiError` for every non-OK answer.
import { hc } from 'hono/client';
import type { AppType } from '../../server/app.ts';

export const api = hc<AppType>('/api', { init: { credentials: 'same-origin' } });

export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];

  constructor(status: number, code: string, message: string, fields: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

const NETWORK_MESSAGE = 'Network error. Please check your internet connection and try again';

interface ErrorPayload {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

function readFields(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (item && typeof item === 'object' && 'path' in item && 'message' in item) {
      const { path, message } = item as { path: unknown; message: unknown };
      if (typeof path === 'string' && typeof message === 'string') return [{ path, message }];
    }
    return [];
  });
}

/** Turns a non-OK response into an ApiError carrying the server's code, message and fields. */
export async function toApiError(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as ErrorPayload | null;
  const error = payload?.error;
  const code = typeof error?.code === 'string' ? error.code : `http_${response.status}`;
  const message =
    typeof error?.message === 'string' && error.message
      ? error.message
      : 'Something went wrong. Please try again.';
  return new ApiError(response.status, code, message, readFields(error?.fields));
}

/** Resolves to the JSON body of an OK response; throws ApiError otherwise. */
export async function readJson<T>(responsePromise: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await responsePromise;
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

/** Same-origin JSON POST for endpoints outside the typed client (auth). */
export function postJson<T>(path: string, body: unknown = {}): Promise<T> {
  return readJson<T>(
    fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}
