// A car's picture uploads: its photo, and the receipts of its services and fill-ups (and a fill-up
// receipt's removal). Uploads skip the app-wide 2 MB body limit (see UPLOAD_PATH) and get their own,
// so a 50 MB body is cut off as it streams in rather than buffered. Storage serves the files.
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { UUID } from '../../../shared/uuid.ts';
import { replies, type RouteReply, type SameShape } from '../../lib/replies.ts';
import { requireUser } from '../auth/session.ts';
import { deleteFilesOfUrl, storeReceipt, storeVehiclePhoto } from '../storage/files.ts';
import { MAX_IMAGE_BYTES, processImage } from '../storage/images.ts';
import { pictureUploadLimit, uploadedPicture } from '../storage/picture-upload.ts';
import { storageFor } from '../storage/storage.ts';
import { fuelRecords, maintenanceRecords, vehicles } from './schema.ts';
import { ownedVehicle } from './vehicle-rows.ts';
import { receiptsNoLongerShown } from './records-service.ts';

/** Paths that take a picture upload (the app-wide body limit leaves their POSTs to uploadLimit). */
export const UPLOAD_PATH =
  /^\/api\/garage\/vehicles\/[^/]+\/(?:photo|(?:maintenance|fuel)\/[^/]+\/receipt)$/;

const notFound = () => new AppError('not_found', 'Not found.');

const uploadLimit = pictureUploadLimit(MAX_IMAGE_BYTES, 'photo');
const picture = (c: Context<AppEnv>) =>
  uploadedPicture(c, { fields: ['photo', 'file'], maxBytes: MAX_IMAGE_BYTES });

function checkIds(...values: string[]) {
  for (const value of values) if (!UUID.test(value)) throw notFound();
}

/** The replies, for the OpenAPI document; checked against the handlers' own types below. */
const photoReply = z
  .object({ imageUrl: z.string().describe("The vehicle's photo, as the garage replies show it.") })
  .meta({ id: 'UploadedPhoto' });
const receiptReply = z
  .object({ receiptUrl: z.string().describe("The record's receipt picture.") })
  .meta({ id: 'UploadedReceipt' });

export const uploadRoutes = new Hono<AppEnv>()
  .post('/:id/photo', requireUser, uploadLimit, replies(photoReply, 201), async (c) => {
    const { db, config } = c.var.deps;
    const vehicleId = c.req.param('id');
    checkIds(vehicleId);
    await ownedVehicle(db, c.var.user.id, vehicleId);
    const image = await processImage(await picture(c));
    const imageUrl = await storeVehiclePhoto(storageFor(config), vehicleId, image);
    const [row] = await db
      .update(vehicles)
      .set({ imageUrl, updatedAt: new Date() })
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, c.var.user.id)))
      .returning({ id: vehicles.id });
    if (!row) throw notFound();
    return c.json({ imageUrl }, 201);
  })
  .post(
    '/:id/maintenance/:recordId/receipt',
    requireUser,
    uploadLimit,
    replies(receiptReply, 201),
    (c) => storeRecordReceipt(c, maintenanceRecords),
  )
  .post('/:id/fuel/:recordId/receipt', requireUser, uploadLimit, replies(receiptReply, 201), (c) =>
    storeRecordReceipt(c, fuelRecords),
  )
  .delete('/:id/fuel/:recordId/receipt', requireUser, (c) => removeRecordReceipt(c, fuelRecords));

type Checks = [
  SameShape<
    z.output<typeof photoReply>,
    RouteReply<typeof uploadRoutes, '/:id/photo', '$post', 201>
  >,
  SameShape<
    z.output<typeof receiptReply>,
    RouteReply<typeof uploadRoutes, '/:id/maintenance/:recordId/receipt', '$post', 201>
  >,
  SameShape<
    z.output<typeof receiptReply>,
    RouteReply<typeof uploadRoutes, '/:id/fuel/:recordId/receipt', '$post', 201>
  >,
];
/** Fails to compile, naming the position, when a schema and its route's reply part. */
export const uploadReplySchemasMatchTheirRoutes: Checks = [true, true, true];

type ReceiptTable = typeof maintenanceRecords | typeof fuelRecords;

/** The record `:id/:kind/:recordId` names if the session's user owns it (its receipt URL), else 404. */
async function ownedRecord(
  c: Context<AppEnv, '/:id/:kind/:recordId/receipt'>,
  table: ReceiptTable,
) {
  const { id: vehicleId, recordId } = c.req.param();
  checkIds(vehicleId, recordId);
  const owned = and(
    eq(table.id, recordId),
    eq(table.vehicleId, vehicleId),
    eq(table.userId, c.var.user.id),
  );
  const [record] = await c.var.deps.db
    .select({ id: table.id, receiptUrl: table.receiptUrl })
    .from(table)
    .where(owned)
    .limit(1);
  if (!record) throw notFound();
  return { vehicleId, owned, record };
}

/** Removes a receipt's files unless another of the user's records still shows that picture. */
async function dropReceiptFiles(c: Context<AppEnv>, url: string) {
  const { db, config } = c.var.deps;
  for (const unused of await receiptsNoLongerShown(db, c.var.user.id, [url])) {
    await deleteFilesOfUrl(storageFor(config), unused);
  }
}

/**
 * DELETE a record's receipt (owner only, else 404): the record forgets it, then its files are
 * removed. 204 also when the record has none (a repeated DELETE changes nothing).
 */
async function removeRecordReceipt(
  c: Context<AppEnv, '/:id/:kind/:recordId/receipt'>,
  table: ReceiptTable,
) {
  const { owned, record } = await ownedRecord(c, table);
  if (record.receiptUrl) {
    const [cleared] = await c.var.deps.db
      .update(table)
      .set({ receiptUrl: null, updatedAt: new Date() })
      .where(and(owned, eq(table.receiptUrl, record.receiptUrl)))
      .returning({ id: table.id });
    // A receipt replaced meanwhile is the new one's: its files stay.
    if (cleared) await dropReceiptFiles(c, record.receiptUrl);
  }
  return c.body(null, 204);
}

/** A record's receipt (owner only, else 404): stored, then the replaced picture's files removed. */
async function storeRecordReceipt(
  c: Context<AppEnv, '/:id/:kind/:recordId/receipt'>,
  table: ReceiptTable,
) {
  const { db, config } = c.var.deps;
  const { vehicleId, owned, record } = await ownedRecord(c, table);
  const image = await processImage(await picture(c));
  const receiptUrl = await storeReceipt(storageFor(config), c.var.user.id, vehicleId, image);
  await db.update(table).set({ receiptUrl, updatedAt: new Date() }).where(owned);
  if (record.receiptUrl && record.receiptUrl !== receiptUrl) {
    await dropReceiptFiles(c, record.receiptUrl);
  }
  return c.json({ receiptUrl }, 201);
}
