// The community's vocabulary (topics, report reasons, limits) and reply types, zod-free so a first
// view can import them; the input schemas are in community.ts.
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
/**
 * Reports weighing this much hide the content pending review: 1 per verified member whose account
 * is a day old, half for a member with a dismissed report or many reports, 0 for new or unverified.
 */
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

export const FEED_SORTS = ['new', 'top_week', 'top_all'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

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
