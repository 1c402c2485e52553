// The post check (zod and the shared schema) loads when the form is first used, not with the page.
let postInput: Promise<typeof import('./post-input.ts')> | null = null;
export function loadPostInput() {
  return (postInput ??= import('./post-input.ts').catch((error: unknown) => {
    postInput = null;
    throw error;
  }));
}
export function preloadPostInput() {
  loadPostInput().catch(() => {
    // Retried on submit, where the error surfaces.
  });
}
