// Work a request starts but does not wait for (e.g. the password-reset mail, so the answer cannot
// reveal whether an account exists): failures are logged, never lost, and shutdown and tests can
// wait until it is done.
import type { Logger } from './logger.ts';

export interface Background {
  run(what: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has settled. */
  idle(): Promise<void>;
  /** Tasks still running. */
  pending(): number;
}

export function createBackground(logger: Logger): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(what, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error({ err: error }, `${what} failed`))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    pending: () => running.size,
  };
}
