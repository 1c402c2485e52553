// One way to run work in a transaction: drizzle types a transaction apart from the database, so
// services that take a Db get it typed as one (the single cast lives here).
import type { Db } from '../db/database.ts';

/** Runs `work` in a transaction (a nested one when `db` is already a transaction). */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
