// The garage list nests every record of every car (SPEC.md §7), so it is the heaviest read, and
// it is read far more often than written. Its JSON is kept per (user, garage version, units, day):
// every write bumps the user's version in the same transaction (triggers, migration 0006), and
// the version is read BEFORE the list, so a kept answer is never older than what was committed
// when the request began, on this instance or any other (decision 014).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Units } from '../../../shared/units.ts';
import { todayIso } from './dates.ts';
import { garageVersions } from './schema.ts';
import { listVehicles } from './vehicles-service.ts';

/** Kept answers per database and process, bounded by their total size. */
const MAX_BYTES = 64 * 1024 * 1024;

class AnswerCache {
  private readonly answers = new Map<string, Uint8Array<ArrayBuffer>>();
  /** Each user's one kept answer: a newer version (or other units) replaces the older one. */
  private readonly keyOf = new Map<string, string>();
  private bytes = 0;

  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    const answer = this.answers.get(key);
    if (answer !== undefined) {
      // Map order is insertion order: re-inserting marks the answer as the most recently used.
      this.answers.delete(key);
      this.answers.set(key, answer);
    }
    return answer;
  }

  set(owner: string, key: string, answer: Uint8Array<ArrayBuffer>) {
    const previous = this.keyOf.get(owner);
    if (previous !== undefined) this.drop(owner, previous);
    if (answer.byteLength > MAX_BYTES / 4) return;
    this.answers.set(key, answer);
    this.keyOf.set(owner, key);
    this.bytes += answer.byteLength;
    for (const oldest of this.answers.keys()) {
      if (this.bytes <= MAX_BYTES) break;
      this.drop(oldest.slice(0, oldest.indexOf('|')), oldest);
    }
  }

  private drop(owner: string, key: string) {
    const answer = this.answers.get(key);
    if (answer === undefined) return;
    this.answers.delete(key);
    this.bytes -= answer.byteLength;
    if (this.keyOf.get(owner) === key) this.keyOf.delete(owner);
  }
}

const caches = new WeakMap<Db, AnswerCache>();
const versionQueries = new WeakMap<Db, ReturnType<typeof buildVersionQuery>>();

function buildVersionQuery(db: Db) {
  return db
    .select({ version: garageVersions.version })
    .from(garageVersions)
    .where(eq(garageVersions.userId, sql.placeholder('userId')))
    .prepare('odo_garage_version');
}

/** The user's garage version: 0 before the first write. */
export async function garageVersion(db: Db, userId: string): Promise<number> {
  let query = versionQueries.get(db);
  if (!query) {
    query = buildVersionQuery(db);
    versionQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  return row?.version ?? 0;
}

const utf8 = new TextEncoder();

/**
 * GET /api/garage/vehicles as UTF-8 JSON: a kept answer when nothing changed since it was made
 * (kept as bytes, so a hit is not even re-encoded).
 */
export async function garageListJson(
  db: Db,
  userId: string,
  units: Units,
  options: { now?: Date; version?: number } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const now = options.now ?? new Date();
  // The version read with the session (before anything else) saves a round trip.
  const version = options.version ?? (await garageVersion(db, userId));
  const key = `${userId}|${version}|${units.distance}|${units.volume}|${todayIso(now)}`;
  let cache = caches.get(db);
  if (!cache) {
    cache = new AnswerCache();
    caches.set(db, cache);
  }
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const answer = utf8.encode(JSON.stringify(await listVehicles(db, userId, units, now)));
  cache.set(userId, key, answer);
  return answer;
}
