// /api/community: thin routes over the community's services; every route needs a signed-in user.
// Posts, comments, likes, reports and picture uploads are rate-limited per member (429).
import { Hono, type Context, type TypedResponse } from 'hono';
import { validator } from 'hono/validator';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { noBody, validate } from '../../lib/validate.ts';
import {
  COMMUNITY_RATE_LIMITS,
  type FeedPage,
  commentInputSchema,
  commentPatchSchema,
  draftInputSchema,
  draftPatchSchema,
  feedQuerySchema,
  postInputSchema,
  postPatchSchema,
  reportInputSchema,
} from '../../../shared/community.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../auth/session.ts';
import { ids } from '../../lib/path-ids.ts';
import { MAX_IMAGE_BYTES } from '../storage/images.ts';
import { storageFor } from '../storage/storage.ts';
import { pictureUploadLimit, uploadedPicture } from '../storage/picture-upload.ts';
import { addComment, deleteComment, updateComment } from './comments-service.ts';
import {
  createDraft,
  deleteDraft,
  getDraft,
  listDrafts,
  updateDraft,
  uploadImage,
} from './drafts-service.ts';
import { listFeedJson } from './feed-service.ts';
import { getPost } from './post-detail-service.ts';
import { feedLiveOf } from './feed-live.ts';
import { createPost, deletePost, updatePost } from './posts-service.ts';
import { getProfile, reportContent, setBlocked, toggleLike } from './social-service.ts';

/** The picture upload path: the app-wide 2 MB body limit leaves it to its own 10 MB one. */
export const COMMUNITY_UPLOAD_PATH = /^\/api\/community\/images$/;

type Action = keyof typeof COMMUNITY_RATE_LIMITS;

const VERBS: Record<Action, string> = {
  post: 'post',
  comment: 'comment',
  like: 'like posts',
  report: 'send reports',
  image: 'upload pictures',
};

function windowText(seconds: number): string {
  if (seconds === 3600) return 'an hour';
  if (seconds % 3600 === 0) return `in ${seconds / 3600} hours`;
  if (seconds % 60 === 0) return `in ${seconds / 60} minutes`;
  return `in ${seconds} seconds`;
}

function maxFor(c: Context<AppEnv>, action: Action): number {
  const config = c.var.deps.config;
  return {
    post: config.COMMUNITY_POST_RATE_LIMIT_MAX,
    comment: config.COMMUNITY_COMMENT_RATE_LIMIT_MAX,
    like: config.COMMUNITY_LIKE_RATE_LIMIT_MAX,
    report: config.COMMUNITY_REPORT_RATE_LIMIT_MAX,
    image: config.COMMUNITY_IMAGE_RATE_LIMIT_MAX,
  }[action];
}

/** "You can post 5 times an hour. Try again in 12 minutes." */
export function rateLimitMessage(action: Action, max: number, wait: string): string {
  const { windowSeconds } = COMMUNITY_RATE_LIMITS[action];
  return `You can ${VERBS[action]} ${max} ${max === 1 ? 'time' : 'times'} ${windowText(windowSeconds)}. Try again in ${wait}.`;
}

/** The per-member limit of one action, counted in the service's transaction. */
function limiter(c: Context<AppEnv>, action: Action) {
  const max = maxFor(c, action);
  return (tx: Db) =>
    enforceRateLimit(
      c,
      `community-${action}:${c.var.user.id}`,
      { max, windowSeconds: COMMUNITY_RATE_LIMITS[action].windowSeconds },
      (wait) => rateLimitMessage(action, max, wait),
      tx,
    );
}

const uploadLimit = pictureUploadLimit(MAX_IMAGE_BYTES, 'photo');

/** Member ids are users.id (text): anything odd cannot exist, so it is a 404 like a missing one. */
const memberParam = validator('param', (value: Record<string, string>) => {
  const id = value.id ?? '';
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) throw new AppError('not_found', 'No such member.');
  return { id };
});

export const communityRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/posts', validate('query', feedQuerySchema), async (c) => {
    const { db, changes } = c.var.deps;
    const json = await listFeedJson(db, c.var.user.id, c.req.valid('query'), feedLiveOf(changes));
    // Built from kept, already serialised posts (feed-cache.ts); the type is the page's. Not
    // gzipped: a page is ~13 KB, and compressing it per request costs about as much as the rest.
    return c.body(json, 200, {
      'Content-Type': 'application/json',
    }) as unknown as TypedResponse<FeedPage, 200, 'json'>;
  })
  .post('/posts', validate('json', postInputSchema), async (c) => {
    const post = await createPost(
      c.var.deps.db,
      c.var.user.id,
      c.req.valid('json'),
      limiter(c, 'post'),
    );
    return c.json(post, 201);
  })
  .get('/posts/:id', ids('id'), async (c) =>
    c.json(await getPost(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  )
  .patch('/posts/:id', ids('id'), validate('json', postPatchSchema), async (c) => {
    const { db, config } = c.var.deps;
    return c.json(
      await updatePost(
        db,
        storageFor(config),
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    );
  })
  .delete('/posts/:id', ids('id'), async (c) => {
    const { db, config } = c.var.deps;
    await deletePost(db, storageFor(config), c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/posts/:id/comments', ids('id'), validate('json', commentInputSchema), async (c) => {
    const comment = await addComment(
      c.var.deps.db,
      c.var.user.id,
      c.var.user.name,
      c.req.valid('param').id,
      c.req.valid('json'),
      limiter(c, 'comment'),
    );
    return c.json(comment, 201);
  })
  .patch('/comments/:id', ids('id'), validate('json', commentPatchSchema), async (c) =>
    c.json(
      await updateComment(
        c.var.deps.db,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
  )
  .delete('/comments/:id', ids('id'), async (c) => {
    await deleteComment(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/posts/:id/like', ids('id'), noBody, async (c) =>
    c.json(
      await toggleLike(
        c.var.deps.db,
        c.var.user.id,
        c.var.user.name,
        c.req.valid('param').id,
        limiter(c, 'like'),
      ),
    ),
  )
  .post('/reports', validate('json', reportInputSchema), async (c) => {
    const report = await reportContent(
      c.var.deps.db,
      c.var.user.id,
      c.req.valid('json'),
      limiter(c, 'report'),
    );
    return report.created ? c.json(report, 201) : c.json(report, 200);
  })
  .get('/profiles/:id', memberParam, async (c) =>
    c.json(await getProfile(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  )
  .post('/profiles/:id/block', memberParam, noBody, async (c) =>
    c.json(await setBlocked(c.var.deps.db, c.var.user.id, c.req.valid('param').id, true)),
  )
  .delete('/profiles/:id/block', memberParam, async (c) =>
    c.json(await setBlocked(c.var.deps.db, c.var.user.id, c.req.valid('param').id, false)),
  )
  .post('/images', uploadLimit, async (c) => {
    const { db, config } = c.var.deps;
    await limiter(c, 'image')(db);
    const bytes = await uploadedPicture(c, { fields: ['photo'], maxBytes: MAX_IMAGE_BYTES });
    const image = await uploadImage(db, storageFor(config), c.var.user.id, bytes);
    return c.json(image, 201);
  })
  .get('/drafts', async (c) => c.json(await listDrafts(c.var.deps.db, c.var.user.id)))
  .post('/drafts', validate('json', draftInputSchema), async (c) =>
    c.json(await createDraft(c.var.deps.db, c.var.user.id, c.req.valid('json')), 201),
  )
  .get('/drafts/:id', ids('id'), async (c) =>
    c.json(await getDraft(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  )
  .patch('/drafts/:id', ids('id'), validate('json', draftPatchSchema), async (c) =>
    c.json(
      await updateDraft(c.var.deps.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json')),
    ),
  )
  .delete('/drafts/:id', ids('id'), async (c) => {
    await deleteDraft(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
