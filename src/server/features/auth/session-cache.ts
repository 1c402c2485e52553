// Signed-in requests skip the session query while nothing about the user changed: the lookup's row
// (session, auth user, users row, garage version) is kept per token for SESSION_CACHE_SECONDS and
// dropped the moment a change to that user is announced or a write is handled here
// (db/changes.ts; decision 016). Sign-out and revocation therefore reach every instance within
// milliseconds, and this one at once.
import type { Changes } from '../../db/changes.ts';

/** Tokens kept per instance (least recently kept go first). */
const MAX_SESSIONS = 10_000;

export interface SessionCache<Row> {
  get(token: string): Row | undefined;
  /** Keeps what a read started at `generation` gave, unless a change came in meanwhile. */
  keep(token: string, userId: string, row: Row, expiresAt: Date, generation: number): void;
  size(): number;
}

interface Kept<Row> {
  row: Row;
  userId: string;
  until: number;
}

export function createSessionCache<Row>(changes: Changes, seconds: number): SessionCache<Row> {
  const kept = new Map<string, Kept<Row>>();
  const tokensOf = new Map<string, Set<string>>();

  const drop = (token: string) => {
    const entry = kept.get(token);
    if (!entry) return;
    kept.delete(token);
    const tokens = tokensOf.get(entry.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOf.delete(entry.userId);
  };

  changes.subscribe((event) => {
    if (event.kind === 'reset') {
      kept.clear();
      tokensOf.clear();
    } else if (event.kind === 'user') {
      for (const token of [...(tokensOf.get(event.userId) ?? [])]) drop(token);
    }
  });

  return {
    get(token) {
      if (seconds <= 0 || !changes.trusted()) return undefined;
      const entry = kept.get(token);
      if (!entry) return undefined;
      if (entry.until <= Date.now()) {
        drop(token);
        return undefined;
      }
      return entry.row;
    },
    keep(token, userId, row, expiresAt, generation) {
      if (seconds <= 0 || !changes.trusted() || changes.generation() !== generation) return;
      drop(token);
      kept.set(token, {
        row,
        userId,
        until: Math.min(Date.now() + seconds * 1000, expiresAt.getTime()),
      });
      let tokens = tokensOf.get(userId);
      if (!tokens) {
        tokens = new Set();
        tokensOf.set(userId, tokens);
      }
      tokens.add(token);
      for (const oldest of kept.keys()) {
        if (kept.size <= MAX_SESSIONS) break;
        drop(oldest);
      }
    },
    size: () => kept.size,
  };
}
