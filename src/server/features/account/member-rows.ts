// A member's rows and files across every feature's tables, read by SQL: what the export writes out
// and the erasure deletes. Tables are found from information_schema, so a new table with a user_id
// column is covered without a change here.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { AppDeps } from '../../app-env.ts';
import { userFileKeys } from '../storage/files.ts';
import { storageFor } from '../storage/storage.ts';

export async function rows<T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Tables keyed by user_id, found in the database itself. */
export async function userTables(db: Db): Promise<string[]> {
  const found = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'user_id'
      order by table_name`,
  );
  return found.map((row) => row.table_name).filter((name) => /^[a-z_][a-z0-9_]*$/.test(name));
}

/** Storage keys of everything the member uploaded (or that was made from it). */
export async function fileKeysOf(deps: AppDeps, userId: string) {
  const { db } = deps;
  const vehicleIds = (
    await rows<{ id: string }>(db, sql`select id from vehicles where user_id = ${userId}`)
  ).map((row) => row.id);
  const communityKeys = (
    await rows<{ storage_key: string }>(
      db,
      sql`select storage_key from community_images
        where user_id = ${userId}
          or post_id in (select id from community_posts where user_id = ${userId})`,
    )
  ).map((row) => row.storage_key);
  const carLensKeys = (
    await rows<{ photo_key: string }>(
      db,
      sql`select photo_key from carlens_results where user_id = ${userId} and photo_key is not null`,
    )
  ).map((row) => row.photo_key);
  const storage = storageFor(deps.config);
  const keys = await userFileKeys(storage, userId, vehicleIds, communityKeys);
  return [...new Set([...keys, ...carLensKeys])].sort();
}
