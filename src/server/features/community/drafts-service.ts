// Drafts of posts (at most DRAFTS_MAX per member) and the pictures uploaded for posts. A picture
// is free until a post uses it; one kept by a draft is marked with draft_id so the daily purge,
// which removes free pictures older than a day, leaves it alone.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  DRAFTS_MAX,
  type DraftReply,
  type PostImage,
  type PostTopic,
  type draftInputSchema,
} from '../../../shared/community.ts';
import { deleteCommunityImageFiles, storeCommunityImage } from '../storage/files.ts';
import { processImage } from '../storage/images.ts';
import type { FileStorage } from '../storage/storage.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { assertNotBanned, imageOf } from './common.ts';
import { assertOwnFreeImages, vehicleCard } from './posts-service.ts';
import { communityDrafts, communityImages } from './schema.ts';
import { iso } from '../../lib/timestamps.ts';

type DraftInput = z.output<typeof draftInputSchema>;
type DraftRow = typeof communityDrafts.$inferSelect;

const draftNotFound = () => new AppError('not_found', 'No such draft.');
export const DRAFTS_FULL_MESSAGE = `You can keep up to ${DRAFTS_MAX} drafts. Post or delete one to save another.`;

/** POST /api/community/images: checks and stores the picture; it stays free until used. */
export async function uploadImage(
  db: Db,
  storage: FileStorage,
  userId: string,
  bytes: Uint8Array,
): Promise<PostImage> {
  await assertNotBanned(db, userId);
  const image = await processImage(bytes);
  const id = randomUUID();
  const { key } = await storeCommunityImage(storage, id, image);
  try {
    const [row] = await db
      .insert(communityImages)
      .values({ id, userId, storageKey: key, width: image.width, height: image.height })
      .returning();
    return imageOf(row!);
  } catch (error) {
    await deleteCommunityImageFiles(storage, [key]);
    throw error;
  }
}

/** Daily purge: free pictures (no post, no draft) older than a day, rows and files. */
export async function purgeFreeImages(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const gone = await db
    .delete(communityImages)
    .where(
      and(
        isNull(communityImages.postId),
        isNull(communityImages.draftId),
        lt(communityImages.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    )
    .returning({ key: communityImages.storageKey });
  await deleteCommunityImageFiles(
    storage,
    gone.map((row) => row.key),
  );
  return gone.length;
}

async function draftReplies(db: Db, userId: string, rows: DraftRow[]): Promise<DraftReply[]> {
  const wanted = [...new Set(rows.flatMap((row) => row.imageIds))];
  const images =
    wanted.length === 0
      ? []
      : await db
          .select()
          .from(communityImages)
          .where(and(inArray(communityImages.id, wanted), eq(communityImages.userId, userId)));
  const byId = new Map(images.map((image) => [image.id, imageOf(image)]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    topic: row.topic as PostTopic | null,
    make: row.make,
    model: row.model,
    year: row.year,
    images: row.imageIds.flatMap((id) => byId.get(id) ?? []),
    vehicleId: row.vehicleId,
    updatedAt: iso(row.updatedAt),
  }));
}

/** Marks the draft's pictures as kept by it, and frees those it no longer lists. */
async function keepImages(tx: Db, userId: string, draftId: string, imageIds: string[]) {
  await assertOwnFreeImages(tx, userId, imageIds);
  await tx
    .update(communityImages)
    .set({ draftId: null })
    .where(
      and(
        eq(communityImages.draftId, draftId),
        imageIds.length > 0 ? notInArray(communityImages.id, imageIds) : undefined,
      ),
    );
  if (imageIds.length > 0) {
    await tx
      .update(communityImages)
      .set({ draftId })
      .where(and(inArray(communityImages.id, imageIds), eq(communityImages.userId, userId)));
  }
}

function draftValues(input: Partial<DraftInput>) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.body !== undefined && { body: input.body }),
    ...(input.topic !== undefined && { topic: input.topic }),
    ...(input.make !== undefined && { make: input.make || null }),
    ...(input.model !== undefined && { model: input.model || null }),
    ...(input.year !== undefined && { year: input.year }),
    ...(input.imageIds !== undefined && { imageIds: input.imageIds }),
    ...(input.vehicleId !== undefined && { vehicleId: input.vehicleId }),
  };
}

/** GET /api/community/drafts: newest first. */
export async function listDrafts(db: Db, userId: string): Promise<DraftReply[]> {
  const rows = await db
    .select()
    .from(communityDrafts)
    .where(eq(communityDrafts.userId, userId))
    .orderBy(desc(communityDrafts.updatedAt), desc(communityDrafts.id));
  return draftReplies(db, userId, rows);
}

export async function getDraft(db: Db, userId: string, id: string): Promise<DraftReply> {
  const [row] = await db
    .select()
    .from(communityDrafts)
    .where(and(eq(communityDrafts.id, id), eq(communityDrafts.userId, userId)))
    .limit(1);
  if (!row) throw draftNotFound();
  return (await draftReplies(db, userId, [row]))[0]!;
}

/** POST /api/community/drafts: 409 at DRAFTS_MAX. */
export async function createDraft(db: Db, userId: string, input: DraftInput): Promise<DraftReply> {
  if (input.vehicleId) await vehicleCard(db, userId, input.vehicleId);
  const row = await inTransaction(db, async (tx) => {
    // One member's draft saves run one at a time, so the cap holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [kept] = await tx
      .select({ n: count() })
      .from(communityDrafts)
      .where(eq(communityDrafts.userId, userId));
    if ((kept?.n ?? 0) >= DRAFTS_MAX) {
      throw new AppError('conflict', DRAFTS_FULL_MESSAGE, { max: DRAFTS_MAX });
    }
    const [draft] = await tx
      .insert(communityDrafts)
      .values({ userId, ...draftValues(input) })
      .returning();
    await keepImages(tx, userId, draft!.id, input.imageIds);
    return draft!;
  });
  return (await draftReplies(db, userId, [row]))[0]!;
}

/** PATCH /api/community/drafts/{id}: the fields given. */
export async function updateDraft(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<DraftInput>,
): Promise<DraftReply> {
  if (patch.vehicleId) await vehicleCard(db, userId, patch.vehicleId);
  const row = await inTransaction(db, async (tx) => {
    const [draft] = await tx
      .update(communityDrafts)
      .set({ ...draftValues(patch), updatedAt: new Date() })
      .where(and(eq(communityDrafts.id, id), eq(communityDrafts.userId, userId)))
      .returning();
    if (!draft) throw draftNotFound();
    if (patch.imageIds !== undefined) await keepImages(tx, userId, id, patch.imageIds);
    return draft;
  });
  return (await draftReplies(db, userId, [row]))[0]!;
}

/** DELETE /api/community/drafts/{id}: its pictures become free (purged after a day). */
export async function deleteDraft(db: Db, userId: string, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [draft] = await tx
      .delete(communityDrafts)
      .where(and(eq(communityDrafts.id, id), eq(communityDrafts.userId, userId)))
      .returning({ id: communityDrafts.id });
    if (!draft) throw draftNotFound();
    await tx.update(communityImages).set({ draftId: null }).where(eq(communityImages.draftId, id));
  });
}
