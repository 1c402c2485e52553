// The one UUID pattern: the server's path ids and the web's links both take ids the database made,
// so anything else cannot name a row (a 404 on the server, "not found" on a page).

/** A UUID as the database makes them (any version), case-insensitive. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}
