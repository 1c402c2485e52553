// The community's input schemas, written once for the server's validators and the web app's
// forms. The vocabulary they use is in community-vocab.ts (zod-free).
import { z } from 'zod';
import {
  POST_TOPICS,
  REPORT_REASONS,
  POST_TITLE_MIN,
  POST_TITLE_MAX,
  POST_BODY_MAX,
  POST_IMAGES_MAX,
  COMMENT_BODY_MAX,
  REPORT_NOTE_MAX,
  FEED_PAGE_SIZE,
  FEED_PAGE_MAX,
  FEED_SORTS,
} from './community-vocab.ts';
import { groupDigits } from './group-digits.ts';

export * from './community-vocab.ts';

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
    .max(POST_BODY_MAX, `The post can be at most ${groupDigits(POST_BODY_MAX)} characters.`)
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
    .max(COMMENT_BODY_MAX, `A comment can be at most ${groupDigits(COMMENT_BODY_MAX)} characters.`)
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
