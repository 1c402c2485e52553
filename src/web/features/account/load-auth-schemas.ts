// The password and e-mail checks (zod and the shared schemas) load when either form is first used,
// not with the settings page: one lazy load the two forms share.
let authSchemas: Promise<typeof import('../../../shared/auth-schemas.ts')> | null = null;
export function loadAuthSchemas() {
  return (authSchemas ??= import('../../../shared/auth-schemas.ts').catch((error: unknown) => {
    authSchemas = null;
    throw error;
  }));
}
export function preloadAuthSchemas() {
  loadAuthSchemas().catch(() => {
    // Retried on submit, where the error surfaces.
  });
}
