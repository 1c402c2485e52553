// The garage list nests every record of every car (SPEC.md §7), so it is the heaviest read, and
// it is read far more often than written. Its JSON is kept per (user, garage version, units, day):
// every write bumps the user's version in the same transaction (triggers, migration 0006), and
// the version is read BEFORE the list, so a kept answer is never older than what was committed
// when the request began, on this instance or any other (decision 014). Upcoming services are made
// from the same rows, the units and the day, and are kept the same way.
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Units } from '../../../shared/units.ts';
import { utcTodayIso } from './dates.ts';
import { garageVersions } from './schema.ts';
import { upcomingServices } from './upcoming-service.ts';
import { listVehicles } from './garage-reads.ts';

/** Kept answers per database and process, bounded by their total size. */
const MAX_BYTES = 64 * 1024 * 1024;

type Bytes = Uint8Array<ArrayBuffer>;

class AnswerCache {
  private readonly answers = new Map<string, { owner: string; bytes: Bytes }>();
  /** One kept answer per user and encoding: a newer version (or other units) replaces it. */
  private readonly keyOf = new Map<string, string>();
  private size = 0;

  get(key: string): Bytes | undefined {
    const entry = this.answers.get(key);
    if (entry !== undefined) {
      // Map order is insertion order: re-inserting marks the answer as the most recently used.
      this.answers.delete(key);
      this.answers.set(key, entry);
    }
    return entry?.bytes;
  }

  set(owner: string, key: string, bytes: Bytes) {
    const previous = this.keyOf.get(owner);
    if (previous !== undefined) this.drop(previous);
    if (bytes.byteLength > MAX_BYTES / 4) return;
    this.answers.set(key, { owner, bytes });
    this.keyOf.set(owner, key);
    this.size += bytes.byteLength;
    for (const oldest of this.answers.keys()) {
      if (this.size <= MAX_BYTES) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const entry = this.answers.get(key);
    if (entry === undefined) return;
    this.answers.delete(key);
    this.size -= entry.bytes.byteLength;
    if (this.keyOf.get(entry.owner) === key) this.keyOf.delete(entry.owner);
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

/** What is kept per user: each answer made from the garage's rows, the units and the day. */
type GarageAnswer = 'vehicles' | 'upcoming-services';

interface KeptOptions {
  now?: Date;
  /** The user's garage version, when the session lookup already read it. */
  version?: number;
  gzip?: boolean;
}

/**
 * One of the garage's answers as UTF-8 JSON (gzipped when asked): a kept one when nothing changed
 * since it was made (kept as bytes, so a hit is neither re-encoded nor re-compressed).
 */
async function keptAnswer(
  db: Db,
  answer: GarageAnswer,
  userId: string,
  units: Units,
  options: KeptOptions,
  make: (now: Date) => Promise<unknown>,
): Promise<Bytes> {
  const now = options.now ?? new Date();
  // The version read with the session (before anything else) saves a round trip.
  const version = options.version ?? (await garageVersion(db, userId));
  const encoding = options.gzip ? 'gzip' : 'identity';
  const owner = `${userId}|${answer}|${encoding}`;
  const key = `${owner}|${version}|${units.distance}|${units.volume}|${utcTodayIso(now)}`;
  let cache = caches.get(db);
  if (!cache) {
    cache = new AnswerCache();
    caches.set(db, cache);
  }
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const json = utf8.encode(JSON.stringify(await make(now)));
  // Compressed once per version, a kept answer is a tenth of the bytes to send (browsers ask).
  const bytes = options.gzip ? (gzipSync(json, { level: 6 }) as Bytes) : json;
  cache.set(owner, key, bytes);
  return bytes;
}

/** GET /api/garage/vehicles as UTF-8 JSON (gzipped when asked), kept per garage version. */
export function garageListJson(
  db: Db,
  userId: string,
  units: Units,
  options: KeptOptions = {},
): Promise<Bytes> {
  return keptAnswer(db, 'vehicles', userId, units, options, (now) =>
    listVehicles(db, userId, units, now),
  );
}

/** GET /api/garage/upcoming-services as UTF-8 JSON (gzipped when asked), kept the same way. */
export function upcomingServicesJson(
  db: Db,
  userId: string,
  units: Units,
  options: KeptOptions = {},
): Promise<Bytes> {
  return keptAnswer(db, 'upcoming-services', userId, units, options, (now) =>
    upcomingServices(db, userId, units, now),
  );
}
