// The account as a whole (issue 12): everything Odo holds about a member, exported as a ZIP, and
// erased on request. Tables are found from information_schema, so a new table with a user_id
// column is exported (and, through its foreign key, erased) without a change here; the deletion
// test fails for any table that keeps a trace. Rules for community content: docs/api-account.md.
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { AppDeps, SignedInUser } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvFile, type CsvValue } from '../../lib/csv.ts';
import { zipStream, type ZipEntry } from '../../lib/zip.ts';
import { paymentProvider } from '../billing/provider.ts';
import { setCancelAtPeriodEnd } from '../billing/service.ts';
import { userFileKeys } from '../storage/files.ts';
import { storageFor } from '../storage/storage.ts';

async function rows<T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Secrets that are the member's but are no use to them (and must not leak from a lost ZIP). */
const OMITTED_COLUMNS: Record<string, readonly string[]> = {
  auth_accounts: ['password', 'access_token', 'refresh_token', 'id_token'],
  auth_sessions: ['token'],
  push_subscriptions: ['p256dh', 'auth'],
  share_links: ['token_hash'],
  api_tokens: ['token_hash'],
};

/** Tables keyed by user_id, found in the database itself. */
async function userTables(db: Db): Promise<string[]> {
  const found = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'user_id'
      order by table_name`,
  );
  return found.map((row) => row.table_name).filter((name) => /^[a-z_][a-z0-9_]*$/.test(name));
}

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

/** Storage keys of everything the member uploaded (or that was made from it). */
async function fileKeysOf(deps: AppDeps, userId: string) {
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

/** Checks the member's password against their credential account; 403 when it is wrong. */
async function checkPassword(deps: AppDeps, userId: string, password: string) {
  const [account] = await rows<{ password: string | null }>(
    deps.db,
    sql`select password from auth_accounts
      where user_id = ${userId} and provider_id = 'credential' and password is not null limit 1`,
  );
  const context = await deps.auth.$context;
  const valid = account?.password
    ? await context.password.verify({ hash: account.password, password })
    : false;
  if (!valid) throw new AppError('forbidden', 'That password is not right.');
}

/** Cancels the member's subscription with the payment provider, if there is one to cancel. */
async function cancelSubscription(deps: AppDeps, userId: string) {
  if (!paymentProvider(deps)) return;
  try {
    await setCancelAtPeriodEnd(deps, userId, true);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return;
    throw error;
  }
}

/**
 * DELETE /api/account (after the password check): cancels the subscription, erases every row that
 * belongs to the member, then their files. Other members' replies to the member's comments are
 * kept and become top-level comments of their post (docs/api-account.md).
 */
export async function deleteAccount(deps: AppDeps, user: SignedInUser, password: string) {
  await checkPassword(deps, user.id, password);
  await cancelSubscription(deps, user.id);
  const keys = await fileKeysOf(deps, user.id);
  const userId = user.id;
  const email = user.email.toLowerCase();
  await deps.db.transaction(async (tx) => {
    const posts = (
      await rows<{ id: string }>(tx, sql`select id from community_posts where user_id = ${userId}`)
    ).map((row) => row.id);
    const comments = (
      await rows<{ id: string }>(
        tx,
        sql`select id from community_comments where user_id = ${userId}`,
      )
    ).map((row) => row.id);
    // Others' posts whose counts change when the member's comments and likes go.
    const touched = (
      await rows<{ id: string }>(
        tx,
        sql`select post_id as id from community_comments where user_id = ${userId}
          union select post_id from community_likes where user_id = ${userId}`,
      )
    ).map((row) => row.id);
    if (comments.length > 0) {
      await tx.execute(
        sql`update community_comments set parent_id = null
          where parent_id = any(${uuidArray(comments)}) and user_id <> ${userId}`,
      );
    }
    const targets = [...posts, ...comments];
    if (targets.length > 0) {
      await tx.execute(
        sql`delete from community_reports where target_id = any(${uuidArray(targets)})`,
      );
    }
    // Notices to others about the member's posts, or naming the member as the one who acted.
    const [profile] = await rows<{ name: string }>(
      tx,
      sql`select name from users where id = ${userId}`,
    );
    const postLinks = textArray(posts.map((id) => `/community/post/${id}`));
    const touchedLinks = textArray(touched.map((id) => `/community/post/${id}`));
    const actedAs = `${(profile?.name ?? '').replace(/[\\%_]/g, '\\$&')} %`;
    await tx.execute(
      sql`delete from user_notifications where user_id <> ${userId} and (
        link_path = any(${postLinks})
        or (type in ('reply', 'comment', 'like') and link_path = any(${touchedLinks})
          and message like ${actedAs}))`,
    );
    await tx.execute(
      sql`delete from referral_visits where code in (select code from referral_codes where user_id = ${userId})`,
    );
    await tx.execute(sql`delete from referrals where referred_user_id = ${userId}`);
    await tx.execute(
      sql`delete from rate_limits where position(${userId} in key) > 0 or position(${email} in lower(key)) > 0`,
    );
    await tx.execute(
      sql`delete from auth_verifications where position(${email} in lower(identifier)) > 0
        or position(${userId} in identifier) > 0 or position(${userId} in value) > 0
        or position(${email} in lower(value)) > 0`,
    );
    // The outbox also keeps mail about the member sent elsewhere (a support message names them).
    await tx.execute(
      sql`delete from dev_outbox where lower("to") = ${email}
        or position(${email} in lower(subject)) > 0 or position(${email} in lower(text)) > 0
        or position(${email} in lower(coalesce(html, ''))) > 0
        or position(${email} in lower(coalesce(link, ''))) > 0`,
    );
    await tx.execute(sql`delete from support_messages where lower(email) = ${email}`);
    // users cascades from auth_users, and every user_id table from users.
    await tx.execute(sql`delete from auth_users where id = ${userId}`);
    // Then any user_id table the cascade did not reach (garage_versions has no foreign key, and
    // deleting the vehicles bumped it again).
    for (const table of await userTables(tx)) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`);
    }
    if (touched.length > 0) {
      await tx.execute(
        sql`update community_posts p set
            comment_count = (select count(*) from community_comments c
              where c.post_id = p.id and c.deleted_at is null),
            like_count = (select count(*) from community_likes l where l.post_id = p.id)
          where p.id = any(${uuidArray(touched)})`,
      );
    }
  });
  const storage = storageFor(deps.config);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') {
      deps.logger.warn({ err: result.reason, userId }, 'account deletion left a file behind');
    }
  }
}
