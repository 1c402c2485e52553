// Timestamps as the API writes them: a row's timestamp may arrive as a Date or, through a relational
// query or a raw one, as text; the API always answers ISO 8601 in UTC.
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}
