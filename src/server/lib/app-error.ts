// Services throw AppError with a code; the one onError in app.ts maps codes to HTTP statuses.
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  import_columns: 400,
  import_invalid: 400,
  import_date_order: 400,
  /** A whole-account export names several vehicles and none was chosen. */
  import_source_vehicle: 400,
  /** The password given to confirm an account change is not the account's. */
  invalid_password: 400,
  /** A year/make/model Odo's vehicle catalog does not have (with the nearest real ones). */
  unknown_vehicle: 400,
  unauthorized: 401,
  forbidden: 403,
  forbidden_origin: 403,
  limit_reached: 402,
  not_found: 404,
  conflict: 409,
  favorites_full: 409,
  payload_too_large: 413,
  not_recognised: 422,
  vin_required: 422,
  rate_limited: 429,
  internal: 500,
  customer_lookup_failed: 500,
  checkout_failed: 502,
  unavailable: 503,
  database_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): (typeof errorStatus)[ErrorCode] {
    return errorStatus[this.code];
  }
}

export function errorBody(code: string, message: string, details?: Record<string, unknown>) {
  return { error: { code, message, ...details } };
}
