// Ids the community's pages take from the URL: posts and comments have UUIDs, so anything else is
// a page that cannot exist (shown as "not found" without asking the server).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
