import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod and the schema) loads on first use, so a page can
 * render its form before the validation code arrives. Call `preload` when the user starts
 * interacting (e.g. on focus) so validation is ready by the time they submit.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let pending: Promise<Resolver<T>> | null = null;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  const resolver: Resolver<T> = async (values, context, options) =>
    (await get())(values, context, options);
  return {
    resolver,
    preload: () => {
      get().catch(() => {
        // A failed load is retried on submit, where the error surfaces.
      });
    },
  };
}
