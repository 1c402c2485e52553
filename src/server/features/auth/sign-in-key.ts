// The rate-limit key failed sign-ins are counted under (auth's routes and the app's sign-in hook).
/** Failed sign-ins are counted per account: the address as typed, trimmed and lower-cased. */
export function signInAccountKey(email: string): string {
  return `sign-in-account:${email.trim().toLowerCase()}`;
}
