// One way to talk to the API: the typed Hono client for app routes (read with `readJson` or
// `readOk`), `postJson` for plain fetches (auth), and `ApiError` for every non-OK answer.
import type { hc } from 'hono/client';
import type { AppType } from '../../server/app.ts';
import type { Feature } from '../../shared/plans-vocab.ts';
import { typedClient } from './typed-client.ts';

/** The typed client: hc<AppType>'s types, typed-client.ts's runtime. */
export const api = typedClient<ReturnType<typeof hc<AppType>>>('/api', {
  init: { credentials: 'same-origin' },
});

export interface FieldError {
  path: string;
  message: string;
}

export interface ApiErrorDetails {
  fields?: FieldError[];
  /** The capped feature of a `limit_reached` refusal (402). */
  feature?: Feature;
  /** Anything else the server said about the error (e.g. `detail`, `retryAfterSeconds`). */
  details?: Record<string, unknown>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  readonly feature: Feature | undefined;
  readonly details: Record<string, unknown>;

  constructor(status: number, code: string, message: string, extra: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = extra.fields ?? [];
    this.feature = extra.feature;
    this.details = extra.details ?? {};
  }
}

/** True for the server's 402 quota refusal: `{ error: { code: 'limit_reached', feature } }`. */
export function isLimitReached(error: unknown): error is ApiError & { feature: Feature } {
  return error instanceof ApiError && error.code === 'limit_reached' && error.feature != null;
}

/** True for the server's 401 `unauthorized`: the session expired, was revoked or is missing. */
export function isSessionEnded(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && error.code === 'unauthorized';
}

const NETWORK_MESSAGE = 'Network error. Please check your internet connection and try again';

interface ErrorPayload {
  error?: { code?: unknown; message?: unknown; fields?: unknown; feature?: unknown };
}

// A type-only import keeps shared/plans.ts (and zod) out of the first-load bundle.
function readFeature(value: unknown): Feature | undefined {
  return typeof value === 'string' && value ? (value as Feature) : undefined;
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
  return apiErrorFrom(response.status, payload, 'Something went wrong. Please try again.');
}

/** Builds the ApiError for a non-OK status and its (possibly missing) `{ error }` payload. */
export function apiErrorFrom(status: number, payload: unknown, fallbackMessage: string): ApiError {
  const error = (payload as ErrorPayload | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : `http_${status}`;
  const message =
    typeof error?.message === 'string' && error.message ? error.message : fallbackMessage;
  const { code: _code, message: _message, fields, feature, ...details } = error ?? {};
  return new ApiError(status, code, message, {
    fields: readFields(fields),
    feature: readFeature(feature),
    details,
  });
}

/** The network failure every request reports the same way (status 0). */
export function networkError(): ApiError {
  return new ApiError(0, 'network_error', NETWORK_MESSAGE);
}

/** Resolves to the response when it is OK; throws ApiError otherwise (status 0 offline). */
async function okResponse(responsePromise: Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await responsePromise;
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Resolves to the JSON body of an OK response; throws ApiError otherwise. */
export async function readJson<T>(responsePromise: Promise<Response>): Promise<T> {
  return (await (await okResponse(responsePromise)).json()) as T;
}

/** For answers without a body (204, or one the caller does not read): resolves on any OK status. */
export async function readOk(responsePromise: Promise<Response>): Promise<void> {
  await okResponse(responsePromise);
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
