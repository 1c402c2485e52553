// Writing posts: create (from a draft, with uploaded pictures and a garage car as a card), edit and
// delete the viewer's own. Every check runs before anything is written, all in one transaction;
// stored files of removed pictures are deleted only after the rows are gone.
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type {
  PostDetail,
  PostVehicleCard,
  postInputSchema,
  postPatchSchema,
} from '../../../shared/community.ts';
import { vehicles } from '../garage/schema.ts';
import { deleteCommunityImageFiles } from '../storage/files.ts';
import type { FileStorage } from '../storage/storage.ts';
import { assertNotBanned, postNotFound, type LimitHit } from './common.ts';
import { getPost } from './post-detail-service.ts';
import {
  communityComments,
  communityDrafts,
  communityImages,
  communityPosts,
  communityReports,
} from './schema.ts';
import { inTransaction } from '../../lib/transaction.ts';

type PostInput = z.output<typeof postInputSchema>;
type PostPatch = z.output<typeof postPatchSchema>;

/** The card of a car in the user's garage; 404 when it is not theirs. */
export async function vehicleCard(db: Db, userId: string, vehicleId: string) {
  const [car] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)))
    .limit(1);
  if (!car) throw new AppError('not_found', 'No such vehicle in your garage.');
  return {
    year: car.year,
    make: car.make,
    model: car.model,
    trim: car.trim,
    nickname: car.nickname,
    mileage: car.mileage,
    imageUrl: car.imageUrl,
  } satisfies PostVehicleCard;
}

/**
 * Checks that every id is a picture this user uploaded and that is free (not on another post;
 * on `postId` itself when editing). 400 otherwise: the client sent ids it cannot use.
 */
export async function assertOwnFreeImages(
  db: Db,
  userId: string,
  imageIds: readonly string[],
  postId: string | null = null,
): Promise<void> {
  if (imageIds.length === 0) return;
  if (new Set(imageIds).size !== imageIds.length) {
    throw new AppError('validation_failed', 'imageIds: the same picture is listed twice.');
  }
  const free = postId
    ? or(isNull(communityImages.postId), eq(communityImages.postId, postId))
    : isNull(communityImages.postId);
  const rows = await db
    .select({ id: communityImages.id })
    .from(communityImages)
    .where(
      and(inArray(communityImages.id, [...imageIds]), eq(communityImages.userId, userId), free),
    );
  if (rows.length !== imageIds.length) {
    throw new AppError(
      'validation_failed',
      'imageIds: upload the pictures first (POST /api/community/images); a picture can be used in one post.',
    );
  }
}

/** Puts the pictures on the post in the given order. */
async function attachImages(tx: Db, postId: string, imageIds: readonly string[]) {
  for (const [position, id] of imageIds.entries()) {
    await tx
      .update(communityImages)
      .set({ postId, draftId: null, position })
      .where(eq(communityImages.id, id));
  }
}

/** POST /api/community/posts */
export async function createPost(
  db: Db,
  userId: string,
  input: PostInput,
  limit: LimitHit,
): Promise<PostDetail> {
  await assertNotBanned(db, userId);
  const vehicle = input.vehicleId ? await vehicleCard(db, userId, input.vehicleId) : null;
  const id = await inTransaction(db, async (tx) => {
    await assertOwnFreeImages(tx, userId, input.imageIds);
    await limit(tx);
    const [post] = await tx
      .insert(communityPosts)
      .values({
        userId,
        title: input.title,
        body: input.body,
        topic: input.topic,
        make: input.make ?? null,
        model: input.model ?? null,
        year: input.year ?? null,
        vehicle,
      })
      .returning({ id: communityPosts.id });
    await attachImages(tx, post!.id, input.imageIds);
    if (input.draftId) {
      // The draft became this post. A draft already gone (another tab posted it) is no error.
      const [draft] = await tx
        .delete(communityDrafts)
        .where(and(eq(communityDrafts.id, input.draftId), eq(communityDrafts.userId, userId)))
        .returning({ id: communityDrafts.id });
      if (draft) {
        await tx
          .update(communityImages)
          .set({ draftId: null })
          .where(eq(communityImages.draftId, draft.id));
      }
    }
    return post!.id;
  });
  return getPost(db, userId, id);
}

async function ownPost(db: Db, userId: string, id: string) {
  const [post] = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, id), eq(communityPosts.userId, userId)))
    .limit(1)
    .for('update');
  if (!post) throw postNotFound();
  return post;
}

/** PATCH /api/community/posts/{id}: the author's own post only (404 otherwise). */
export async function updatePost(
  db: Db,
  storage: FileStorage,
  userId: string,
  id: string,
  patch: PostPatch,
): Promise<PostDetail> {
  const removedKeys = await inTransaction(db, async (tx) => {
    await ownPost(tx, userId, id);
    const vehicle =
      patch.vehicleId === undefined
        ? undefined
        : patch.vehicleId === null
          ? null
          : await vehicleCard(tx, userId, patch.vehicleId);
    let removed: string[] = [];
    if (patch.imageIds !== undefined) {
      await assertOwnFreeImages(tx, userId, patch.imageIds, id);
      const dropped = await tx
        .delete(communityImages)
        .where(
          and(
            eq(communityImages.postId, id),
            patch.imageIds.length > 0 ? notInArray(communityImages.id, patch.imageIds) : undefined,
          ),
        )
        .returning({ key: communityImages.storageKey });
      removed = dropped.map((row) => row.key);
      await attachImages(tx, id, patch.imageIds);
    }
    await tx
      .update(communityPosts)
      .set({
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.body !== undefined && { body: patch.body }),
        ...(patch.topic !== undefined && { topic: patch.topic }),
        ...(patch.make !== undefined && { make: patch.make }),
        ...(patch.model !== undefined && { model: patch.model }),
        ...(patch.year !== undefined && { year: patch.year }),
        ...(vehicle !== undefined && { vehicle }),
        editedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(communityPosts.id, id));
    return removed;
  });
  await deleteCommunityImageFiles(storage, removedKeys);
  return getPost(db, userId, id);
}

/** DELETE /api/community/posts/{id}: with its comments, likes, reports and pictures. */
export async function deletePost(
  db: Db,
  storage: FileStorage,
  userId: string,
  id: string,
): Promise<void> {
  const keys = await inTransaction(db, async (tx) => {
    await ownPost(tx, userId, id);
    const images = await tx
      .delete(communityImages)
      .where(eq(communityImages.postId, id))
      .returning({ key: communityImages.storageKey });
    await tx
      .delete(communityReports)
      .where(
        or(
          and(eq(communityReports.targetType, 'post'), eq(communityReports.targetId, id)),
          and(
            eq(communityReports.targetType, 'comment'),
            inArray(
              communityReports.targetId,
              tx
                .select({ id: communityComments.id })
                .from(communityComments)
                .where(eq(communityComments.postId, id)),
            ),
          ),
        ),
      );
    // Comments and likes go with the post (on delete cascade).
    await tx.delete(communityPosts).where(eq(communityPosts.id, id));
    return images.map((row) => row.key);
  });
  await deleteCommunityImageFiles(storage, keys);
}
