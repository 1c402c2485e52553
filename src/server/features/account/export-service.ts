// GET /api/account/export (issue 12): everything Odo holds about a member, as a ZIP stream; the
// secrets that are no use to them are left out. Rules for community content: docs/api-account.md.
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { AppDeps, SignedInUser } from '../../app-env.ts';
import { csvFile, type CsvValue } from '../../lib/csv.ts';
import { zipStream, type ZipEntry } from '../../lib/zip.ts';
import { storageFor } from '../storage/storage.ts';
import { fileKeysOf, rows, userTables } from './member-rows.ts';

/** Secrets that are the member's but are no use to them (and must not leak from a lost ZIP). */
const OMITTED_COLUMNS: Record<string, readonly string[]> = {
  auth_accounts: ['password', 'access_token', 'refresh_token', 'id_token'],
  auth_sessions: ['token'],
  push_subscriptions: ['p256dh', 'auth'],
  share_links: ['token_hash'],
  api_tokens: ['token_hash'],
};

function withoutOmitted(table: string, row: Record<string, unknown>) {
  const omitted = OMITTED_COLUMNS[table] ?? [];
  return Object.fromEntries(Object.entries(row).filter(([key]) => !omitted.includes(key)));
}

function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** A column's value for the CSV writer: dates in ISO form, JSON and arrays as JSON text. */
function csvValue(value: unknown): CsvValue {
  const plain = jsonValue(value);
  if (plain === null || plain === undefined) return null;
  if (typeof plain === 'number' || typeof plain === 'boolean') return plain;
  return typeof plain === 'object' ? JSON.stringify(plain) : String(plain);
}

/** One table as CSV, through the app's one writer (formula-looking text is defused). */
export function toCsv(list: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(list.flatMap((row) => Object.keys(row)))];
  return csvFile(
    columns,
    list.map((row) => columns.map((column) => csvValue(row[column]))),
  );
}

/** Every table's rows that belong to the member, by table name. */
export async function accountData(db: Db, userId: string) {
  const data: Record<string, Record<string, unknown>[]> = {};
  data.auth_users = await rows(
    db,
    sql`select id, name, email, email_verified, created_at, updated_at from auth_users where id = ${userId}`,
  );
  data.users = await rows(db, sql`select * from users where id = ${userId}`);
  for (const table of await userTables(db)) {
    const found = await rows(
      db,
      sql`select * from ${sql.identifier(table)} where user_id = ${userId}`,
    );
    data[table] = found.map((row) => withoutOmitted(table, row));
  }
  // Referrals name the member on either side; the other member is shown only by status.
  data.referrals = await rows(
    db,
    sql`select id, code, status, created_at, counted_at,
        case when referrer_user_id = ${userId} then 'referrer' else 'referred' end as role
      from referrals where referrer_user_id = ${userId} or referred_user_id = ${userId}`,
  );
  return Object.fromEntries(
    Object.entries(data).map(([table, list]) => [
      table,
      list.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, jsonValue(v)]))),
    ]),
  );
}

/** Already-compressed kinds of file, stored in the archive as they are rather than deflated. */
const STORED_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png', 'application/pdf']);

/**
 * GET /api/account/export: data/<table>.json and .csv, files/<storage key>, README.txt, as a
 * ZIP stream. The rows and the list of files are read first (an error there is an ordinary error
 * reply); each file is read only when the archive reaches it, and one that has gone is left out.
 */
export async function exportAccount(deps: AppDeps, user: SignedInUser): Promise<Readable> {
  const data = await accountData(deps.db, user.id);
  const keys = await fileKeysOf(deps, user.id);
  const storage = storageFor(deps.config);
  async function* entries(): AsyncGenerator<ZipEntry> {
    yield {
      name: 'README.txt',
      data: [
        'Everything Odo holds about you, exported on ' + new Date().toISOString() + '.',
        'data/<table>.json and data/<table>.csv: your rows in each table (passwords, session',
        'tokens and push keys are left out). files/: your pictures (avatar, vehicle photos,',
        'receipts, community pictures).',
        '',
      ].join('\r\n'),
    };
    yield { name: 'data/account.json', data: JSON.stringify(data, null, 2) };
    for (const [table, list] of Object.entries(data)) {
      yield { name: `data/${table}.json`, data: JSON.stringify(list, null, 2) };
      yield { name: `data/${table}.csv`, data: toCsv(list) };
    }
    for (const key of keys) {
      const file = await storage.get(key);
      if (file) {
        yield {
          name: `files/${key}`,
          data: file.body,
          compress: !STORED_TYPES.has(file.contentType),
        };
      }
    }
  }
  return zipStream(entries(), {
    onError: (error) => deps.logger.error({ err: error }, 'The account export stopped part-way'),
  });
}
