// The account's limits without zod, so the app shell can use them without loading the schemas.
export const NAME_MAX = 60;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const DELETE_CONFIRMATION = 'DELETE';
