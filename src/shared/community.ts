// The community's contract: posts, comments, likes, reports, blocks, drafts and profiles. One set of
// schemas feeds the server's validators and the web forms; the reply types are what the API sends.
import { z } from 'zod';

export const POST_TOPICS = [
  'question',
  'maintenance',
  'buying_advice',
  'showcase',
  'review',
] as const;
export type PostTopic = (typeof POST_TOPICS)[number];
export const POST_TOPIC_LABELS: Record<PostTopic, string> = {
  question: 'Question',
  maintenance: 'Maintenance',
  buying_advice: 'Buying advice',
  showcase: 'Showcase',
  review: 'Review',
};

export const REPORT_REASONS = [
  'spam',
  'off_topic',
  'inappropriate',
  'unsafe_advice',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  off_topic: 'Off-topic',
  inappropriate: 'Inappropriate',
  unsafe_advice: 'Unsafe advice',
  other: 'Other',
};

export const POST_TITLE_MIN = 3;
export const POST_TITLE_MAX = 120;
export const POST_BODY_MAX = 10_000;
export const POST_IMAGES_MAX = 4;
export const COMMENT_BODY_MAX = 2_000;
export const REPORT_NOTE_MAX = 500;
/** Reports from this many different users hide the content pending review. */
export const REPORTS_TO_HIDE = 3;
/** Posts in one feed page (and the most a client may ask for). */
export const FEED_PAGE_SIZE = 20;
export const FEED_PAGE_MAX = 50;
/** Drafts kept per user. */
export const DRAFTS_MAX = 20;
/** Anti-spam: actions per user per window (429 `rate_limited` with a plain message beyond). */
export const COMMUNITY_RATE_LIMITS = {
  post: { count: 5, windowSeconds: 3600 },
  comment: { count: 30, windowSeconds: 600 },
  like: { count: 120, windowSeconds: 600 },
  report: { count: 20, windowSeconds: 3600 },
  image: { count: 20, windowSeconds: 3600 },
} as const;

const trimmed = (max: number, label: string) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters.`);

const currentYear = new Date().getUTCFullYear();

/** A post's tags: a topic, and optionally the car it is about. */
export const postTagsSchema = z.object({
  topic: z.enum(POST_TOPICS, 'Choose a topic.'),
  make: trimmed(40, 'Make').min(1).nullish(),
  model: trimmed(60, 'Model').min(1).nullish(),
  year: z
    .number()
    .int()
    .min(1900, 'Year must be 1900 or later.')
    .max(currentYear + 2, 'That year is in the future.')
    .nullish(),
});

/** POST /api/community/posts */
export const postInputSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(POST_TITLE_MIN, `Title must be at least ${POST_TITLE_MIN} characters.`)
    .max(POST_TITLE_MAX, `Title can be at most ${POST_TITLE_MAX} characters.`),
  body: z
    .string()
    .max(
      POST_BODY_MAX,
      `The post can be at most ${POST_BODY_MAX.toLocaleString('en-US')} characters.`,
    )
    .refine((value) => value.trim().length > 0, 'Write something in the post.'),
  ...postTagsSchema.shape,
  /** Images uploaded with POST /api/community/images, in order. */
  imageIds: z
    .array(z.uuid())
    .max(POST_IMAGES_MAX, `A post can have at most ${POST_IMAGES_MAX} images.`)
    .default([]),
  /** A vehicle from the author's garage shown as a card. */
  vehicleId: z.uuid().nullish(),
  /** The draft this post came from (deleted when the post is made). */
  draftId: z.uuid().nullish(),
});
export type PostInput = z.input<typeof postInputSchema>;

/**
 * PATCH /api/community/posts/{id}: any of the post's fields; only those sent change (`imageIds`
 * has no default here, so leaving it out keeps the pictures).
 */
export const postPatchSchema = postInputSchema
  .omit({ draftId: true, imageIds: true })
  .extend({ imageIds: postInputSchema.shape.imageIds.unwrap().optional() })
  .partial()
  .strict();
export type PostPatch = z.input<typeof postPatchSchema>;

export const FEED_SORTS = ['new', 'top_week', 'top_all'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

/** GET /api/community/posts query. `cursor` is the opaque `nextCursor` of the previous page. */
export const feedQuerySchema = z.strictObject({
  sort: z.enum(FEED_SORTS).default('new'),
  topic: z.enum(POST_TOPICS).optional(),
  make: z.string().trim().min(1).max(40).optional(),
  model: z.string().trim().min(1).max(60).optional(),
  year: z.coerce
    .number()
    .int()
    .min(1900)
    .max(currentYear + 2)
    .optional(),
  /** "my cars": only posts tagged with a make/model in my garage. */
  mine: z.enum(['cars']).optional(),
  /** Full-text search. */
  q: z.string().trim().min(1).max(200).optional(),
  /** Only this author's posts. */
  authorId: z.string().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_SIZE),
});
export type FeedQuery = z.input<typeof feedQuerySchema>;

/** POST /api/community/posts/{id}/comments */
export const commentInputSchema = z.strictObject({
  body: z
    .string()
    .max(
      COMMENT_BODY_MAX,
      `A comment can be at most ${COMMENT_BODY_MAX.toLocaleString('en-US')} characters.`,
    )
    .refine((value) => value.trim().length > 0, 'Write something in the comment.'),
  /** Reply to this top-level comment (one level of replies). */
  parentId: z.uuid().nullish(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

/** PATCH /api/community/comments/{id} */
export const commentPatchSchema = commentInputSchema.pick({ body: true });

/** POST /api/community/reports */
export const reportInputSchema = z.strictObject({
  targetType: z.enum(['post', 'comment']),
  targetId: z.uuid(),
  reason: z.enum(REPORT_REASONS, 'Choose a reason.'),
  note: trimmed(REPORT_NOTE_MAX, 'The note').optional(),
});
export type ReportInput = z.input<typeof reportInputSchema>;

/** POST /api/community/drafts and PATCH /api/community/drafts/{id}: everything optional. */
export const draftInputSchema = z.strictObject({
  title: z.string().max(POST_TITLE_MAX).default(''),
  body: z.string().max(POST_BODY_MAX).default(''),
  topic: z.enum(POST_TOPICS).nullish(),
  make: z.string().trim().max(40).nullish(),
  model: z.string().trim().max(60).nullish(),
  year: z
    .number()
    .int()
    .min(1900)
    .max(currentYear + 2)
    .nullish(),
  imageIds: z.array(z.uuid()).max(POST_IMAGES_MAX).default([]),
  vehicleId: z.uuid().nullish(),
});
export type DraftInput = z.input<typeof draftInputSchema>;

/** PATCH /api/community/drafts/{id}: only the fields sent change (no defaults). */
export const draftPatchSchema = z.strictObject({
  title: draftInputSchema.shape.title.unwrap().optional(),
  body: draftInputSchema.shape.body.unwrap().optional(),
  topic: draftInputSchema.shape.topic,
  make: draftInputSchema.shape.make,
  model: draftInputSchema.shape.model,
  year: draftInputSchema.shape.year,
  imageIds: draftInputSchema.shape.imageIds.unwrap().optional(),
  vehicleId: draftInputSchema.shape.vehicleId,
});
export type DraftPatch = z.input<typeof draftPatchSchema>;

// ---------------------------------------------------------------- replies

export interface CommunityAuthor {
  id: string;
  name: string;
  avatarUrl: string | null;
}

export interface PostImage {
  id: string;
  /** Served by our own storage (/api/files/community/...). */
  url: string;
  width: number;
  height: number;
}

/** A garage vehicle attached to a post, as it was when attached. */
export interface PostVehicleCard {
  year: number;
  make: string;
  model: string;
  trim: string;
  nickname: string | null;
  mileage: number;
  imageUrl: string | null;
}

/** One post in the feed. */
export interface PostSummary {
  id: string;
  author: CommunityAuthor;
  title: string;
  /** Plain text, at most ~240 characters, Markdown stripped. */
  excerpt: string;
  topic: PostTopic;
  make: string | null;
  model: string | null;
  year: number | null;
  images: PostImage[];
  vehicle: PostVehicleCard | null;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  mine: boolean;
  createdAt: string;
  editedAt: string | null;
}

export interface FeedPage {
  posts: PostSummary[];
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: string | null;
}

/** A comment's own fields (a reply has these and an always-empty `replies`). */
export interface CommentFields {
  id: string;
  parentId: string | null;
  /** null when the comment was deleted (shown as a placeholder because it has replies) or hidden. */
  author: CommunityAuthor | null;
  body: string | null;
  deleted: boolean;
  mine: boolean;
  createdAt: string;
  editedAt: string | null;
}

/** A reply to a top-level comment (one level of replies: its `replies` is always empty). */
export interface CommentReplyLeaf extends CommentFields {
  replies: never[];
}

/**
 * A comment as the API answers it. Spelled without self-reference so the typed client (hc) can
 * infer it through JSON.
 */
export interface CommentReply extends CommentFields {
  /** Replies to a top-level comment, oldest first (always empty on a reply). */
  replies: CommentReplyLeaf[];
}

/** GET /api/community/posts/{id} */
export interface PostDetail extends PostSummary {
  /** The Markdown source; render it with the web app's sanitising renderer. */
  body: string;
  comments: CommentReply[];
}

/** GET /api/community/profiles/{id} */
export interface CommunityProfile {
  id: string;
  name: string;
  avatarUrl: string | null;
  memberSince: string;
  postCount: number;
  commentCount: number;
  /** I have blocked this member. */
  blocked: boolean;
  isMe: boolean;
}

export interface DraftReply {
  id: string;
  title: string;
  body: string;
  topic: PostTopic | null;
  make: string | null;
  model: string | null;
  year: number | null;
  images: PostImage[];
  vehicleId: string | null;
  updatedAt: string;
}
