// What lets an instance keep answers without asking the database each time: PostgreSQL announces
// every change to a signed-in user's row, sessions and garage version ("u:<userId>") and every new
// community version ("c:<version>") on one channel (triggers, migration 0012). Kept answers are
// trusted only while this instance is LISTENing; a write handled here drops them at once (so a
// member always reads their own writes), and one made elsewhere arrives within milliseconds.
import type { Database } from './database.ts';

export const CHANGES_CHANNEL = 'odo_changes';

export type ChangeEvent =
  | { kind: 'user'; userId: string }
  | { kind: 'community'; version: number }
  /** Everything kept must go: a write here, or announcements may have been missed. */
  | { kind: 'reset' };

export interface Changes {
  /** True while every change is heard (and keeping is switched on). */
  trusted(): boolean;
  /**
   * Bumped on every change heard or made here. Note it before a database read and keep what the
   * read gave only if it is unchanged afterwards: nothing slipped in between.
   */
  generation(): number;
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  /** A write was handled on this instance: drop everything kept, now. */
  localWrite(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function parseChange(payload: string): ChangeEvent | null {
  if (payload.startsWith('u:') && payload.length > 2)
    return { kind: 'user', userId: payload.slice(2) };
  if (payload.startsWith('c:')) {
    const version = Number(payload.slice(2));
    if (Number.isSafeInteger(version)) return { kind: 'community', version };
  }
  return null;
}

export function createChanges(options: { database: Database; enabled: boolean }): Changes {
  const listeners = new Set<(event: ChangeEvent) => void>();
  let listening = false;
  let generation = 0;
  let unlisten: (() => Promise<void>) | undefined;

  const emit = (event: ChangeEvent) => {
    generation++;
    for (const listener of listeners) listener(event);
  };

  return {
    trusted: () => options.enabled && listening,
    generation: () => generation,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    localWrite: () => emit({ kind: 'reset' }),
    async start() {
      if (!options.enabled || unlisten) return;
      unlisten = await options.database.listen(
        CHANGES_CHANNEL,
        (payload) => {
          const event = parseChange(payload);
          if (event) emit(event);
        },
        (now) => {
          // Whatever was kept while deaf may be stale: drop it either way.
          listening = now;
          emit({ kind: 'reset' });
        },
      );
    },
    async stop() {
      const stop = unlisten;
      unlisten = undefined;
      listening = false;
      await stop?.();
    },
  };
}
