// /api/garage/read: an odometer or fuel receipt photo (multipart field "photo") → the figures
// for the user to confirm. Signed-in, no quota, a per-user hourly limit so OCR cannot be farmed.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { replies } from '../../lib/replies.ts';
import { PHOTO_READS_PER_HOUR } from '../../../shared/photo-readings.ts';
import { requireUser } from '../auth/session.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { MAX_IMAGE_BYTES } from '../storage/images.ts';
import { pictureUploadLimit, uploadedPicture } from '../storage/picture-upload.ts';
import { odometerReadingReply, receiptReadingReply } from './history-reply-schemas.ts';
import { readOdometerPhoto } from './read-odometer.ts';
import { readReceiptPhoto } from './read-receipt.ts';

/** The paths that take a photo (the app-wide 2 MB body limit leaves these to their own). */
export const READ_PHOTO_PATH = /^\/api\/garage\/read\/(?:odometer|receipt)$/;

const uploadLimit = pictureUploadLimit(MAX_IMAGE_BYTES, 'photo');

const limited = (c: Parameters<typeof enforceRateLimit>[0]) =>
  enforceRateLimit(
    c,
    `garage-read-photo:${c.var.user.id}`,
    { max: PHOTO_READS_PER_HOUR, windowSeconds: 3600 },
    'You have read a lot of photos in the last hour.',
  );

export const readPhotoRoutes = new Hono<AppEnv>()
  .post('/odometer', requireUser, uploadLimit, replies(odometerReadingReply), async (c) => {
    await limited(c);
    const photo = await uploadedPicture(c, { fields: ['photo'], maxBytes: MAX_IMAGE_BYTES });
    return c.json(await readOdometerPhoto(photo), 200);
  })
  .post('/receipt', requireUser, uploadLimit, replies(receiptReadingReply), async (c) => {
    await limited(c);
    const photo = await uploadedPicture(c, { fields: ['photo'], maxBytes: MAX_IMAGE_BYTES });
    return c.json(await readReceiptPhoto(photo), 200);
  });
