// The community's tables: posts (with a generated full-text search vector), comments with one level
// of replies, likes, reports, blocks, bans, uploaded images and drafts. db/schema.ts gathers them.
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PostVehicleCard } from '../../../shared/community.ts';
import { users } from '../auth/schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const author = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: author(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    topic: text('topic').notNull(),
    make: text('make'),
    model: text('model'),
    year: integer('year'),
    /** The attached garage vehicle as it was when attached (it may be sold or deleted later). */
    vehicle: jsonb('vehicle').$type<PostVehicleCard>(),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Distinct open reporters; at REPORTS_TO_HIDE report weight (report-weight.ts) it is hidden. */
    reportCount: integer('report_count').notNull().default(0),
    /** Hidden pending review (reports) or by an operator; null when visible. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(body, ''))`,
      ),
  },
  // Ascending indexes serve the feed's all-descending keyset order by a backward scan.
  (t) => [
    index('community_posts_created_at_id_idx').on(t.createdAt, t.id),
    index('community_posts_like_count_idx').on(t.likeCount, t.createdAt, t.id),
    index('community_posts_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('community_posts_make_model_idx').on(t.make, t.model),
    index('community_posts_search_idx').using('gin', t.search),
  ],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: author(),
    /** The top-level comment this replies to (one level of replies). */
    parentId: uuid('parent_id'),
    body: text('body').notNull(),
    reportCount: integer('report_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Deleted by its author but kept as a placeholder because it has replies. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('community_comments_post_id_created_at_idx').on(t.postId, t.createdAt),
    index('community_comments_user_id_idx').on(t.userId),
    index('community_comments_parent_id_idx').on(t.parentId),
  ],
);

export const communityLikes = pgTable(
  'community_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: author(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('community_likes_user_id_idx').on(t.userId),
  ],
);

/**
 * Who has ever been announced to a post's author as liking it: a like taken back and given again
 * is not announced twice (no grouped count inflated, no push farmed by toggling).
 */
export const communityLikeNotices = pgTable(
  'community_like_notices',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: author(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('community_like_notices_user_id_idx').on(t.userId),
  ],
);

export const communityReports = pgTable(
  'community_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The reporter. */
    userId: author(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    /** Set when an operator restored or removed the content. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('community_reports_user_target_idx').on(t.userId, t.targetType, t.targetId),
    index('community_reports_target_idx').on(t.targetType, t.targetId),
  ],
);

export const communityBlocks = pgTable(
  'community_blocks',
  {
    /** The member who blocks. */
    userId: author(),
    blockedUserId: text('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedUserId] })],
);

/** Members an operator banned from posting (npm run moderate -- ban). */
export const communityBans = pgTable('community_bans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason'),
  createdAt: createdAt(),
});

/** Pictures uploaded for posts; unattached ones (post_id and draft_id null) are purged after a day. */
export const communityImages = pgTable(
  'community_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: author(),
    postId: uuid('post_id').references(() => communityPosts.id, { onDelete: 'set null' }),
    draftId: uuid('draft_id'),
    /** The stored file's base key; variants add -320/-800/-1600.webp. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_images_post_id_idx').on(t.postId),
    index('community_images_user_id_idx').on(t.userId),
  ],
);

export const communityDrafts = pgTable(
  'community_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: author(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    topic: text('topic'),
    make: text('make'),
    model: text('model'),
    year: integer('year'),
    imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
    vehicleId: uuid('vehicle_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('community_drafts_user_id_idx').on(t.userId, t.updatedAt)],
);

/**
 * One row: the community's version, bumped in the same transaction as every write to posts,
 * their pictures and members' names (triggers, migration 0010). A kept feed page is fresh exactly
 * while its version is the current one (feed-cache.ts).
 */
export const communityVersion = pgTable('community_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});
