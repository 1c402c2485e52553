// Favorites' limits, zod-free so a first view can import them; the contract (input and snapshot
// schemas, reply type) is in favorites.ts.
/** Favorites kept per user: a limit on rows a user can create. */
export const FAVORITES_MAX = 100;

/** Cars compared side by side on /favorites. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;
