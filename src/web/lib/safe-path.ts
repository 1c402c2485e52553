// Where to return after sign-in: only a path inside Odo (never "//host" or another site), and never
// an auth page itself.
const PATH = /^\/(?!\/)[^\s\\]*$/;
const AUTH_PAGES = ['/login', '/signup', '/forgot-password', '/reset-password'];

export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !PATH.test(value)) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (AUTH_PAGES.includes(pathname)) return null;
  return value;
}

export const DEFAULT_SIGNED_IN_PATH = '/dashboard';
