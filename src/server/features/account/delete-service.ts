// DELETE /api/account (issue 12): a member erased on request, rows and files. A table with a
// user_id column goes through its foreign key; the deletion test fails for any table that keeps a
// trace. Rules for community content: docs/api-account.md.
import { sql } from 'drizzle-orm';
import type { AppDeps, SignedInUser } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { paymentProvider } from '../billing/provider.ts';
import { setCancelAtPeriodEnd } from '../billing/service.ts';
import { storageFor } from '../storage/storage.ts';
import { fileKeysOf, rows, textArray, userTables, uuidArray } from './member-rows.ts';

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
