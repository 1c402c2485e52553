// Where garage pictures live in the store and how they are addressed: content-addressed WebP
// variants under the vehicle (public but unguessable) or under the user (receipts, private).
import type { FileStorage } from './storage.ts';
import type { ProcessedImage } from './images.ts';

/** The variant a stored URL names; the web app swaps `-800.webp` for `-320`/`-1600` in srcsets. */
export const DEFAULT_VARIANT = 800;

const photoPrefix = (vehicleId: string) => `photos/${vehicleId}/`;
const receiptPrefix = (userId: string, vehicleId: string) => `receipts/${userId}/${vehicleId}/`;

async function storeVariants(storage: FileStorage, prefix: string, image: ProcessedImage) {
  await Promise.all(
    image.variants.map((variant) =>
      storage.put(`${prefix}${image.hash}-${variant.width}.webp`, variant.body, 'image/webp'),
    ),
  );
  return `/api/files/${prefix}${image.hash}-${DEFAULT_VARIANT}.webp`;
}

/** Stores a vehicle photo and removes the vehicle's previous one; returns the new URL. */
export async function storeVehiclePhoto(
  storage: FileStorage,
  vehicleId: string,
  image: ProcessedImage,
): Promise<string> {
  const prefix = photoPrefix(vehicleId);
  const url = await storeVariants(storage, prefix, image);
  const stale = (await storage.list(prefix)).filter(
    (key) => !key.startsWith(`${prefix}${image.hash}-`),
  );
  await Promise.all(stale.map((key) => storage.delete(key)));
  return url;
}

/** Stores a receipt picture (served only to its owner); returns its URL. */
export function storeReceipt(
  storage: FileStorage,
  userId: string,
  vehicleId: string,
  image: ProcessedImage,
): Promise<string> {
  return storeVariants(storage, receiptPrefix(userId, vehicleId), image);
}

/** Removes every file of a vehicle (its photos and its receipts). Call after deleting the row. */
export async function deleteVehicleFiles(
  storage: FileStorage,
  userId: string,
  vehicleId: string,
): Promise<void> {
  const keys = [
    ...(await storage.list(photoPrefix(vehicleId))),
    ...(await storage.list(receiptPrefix(userId, vehicleId))),
  ];
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/** Removes every variant of a stored picture given the URL we handed out (others are ignored). */
export async function deleteFilesOfUrl(storage: FileStorage, url: string): Promise<void> {
  const match =
    /^\/api\/files\/((?:photos|receipts)\/[A-Za-z0-9/_-]+\/[0-9a-f]{32})-\d+\.webp$/.exec(url);
  if (!match) return;
  const stem = match[1]!;
  const keys = (await storage.list(stem.slice(0, stem.lastIndexOf('/') + 1))).filter((key) =>
    key.startsWith(`${stem}-`),
  );
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * Community pictures live under `community/<image id>/<hash>-<width>.webp` (public but
 * unguessable, like vehicle photos); `key` is `community/<image id>/<hash>`, the base key the
 * community_images row keeps. Returns the URL of the default variant.
 */
export function storeCommunityImage(
  storage: FileStorage,
  imageId: string,
  image: ProcessedImage,
): Promise<{ key: string; url: string }> {
  const prefix = `community/${imageId}/`;
  return storeVariants(storage, prefix, image).then((url) => ({
    key: `${prefix}${image.hash}`,
    url,
  }));
}

/** The URL a community picture's base key is served at. */
export function communityImageUrl(key: string): string {
  return `/api/files/${key}-${DEFAULT_VARIANT}.webp`;
}

/** Removes every variant of community pictures given their base keys (after their rows are gone). */
export async function deleteCommunityImageFiles(
  storage: FileStorage,
  keys: readonly string[],
): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      if (!/^community\/[0-9a-f-]{36}\/[0-9a-f]{32}$/.test(key)) return;
      const folder = key.slice(0, key.lastIndexOf('/') + 1);
      await Promise.all((await storage.list(folder)).map((file) => storage.delete(file)));
    }),
  );
}

/**
 * Avatars live under `avatars/<userId>/<timestamp>.webp` (256 px square) with a 64 px twin
 * `<timestamp>-64.webp`; both are public. Storing one removes the user's earlier avatars.
 */
export async function storeAvatar(
  storage: FileStorage,
  userId: string,
  sizes: { large: Uint8Array; small: Uint8Array },
  timestamp: number = Date.now(),
): Promise<string> {
  const prefix = `avatars/${userId}/`;
  const stem = `${prefix}${timestamp}`;
  await storage.put(`${stem}.webp`, sizes.large, 'image/webp');
  await storage.put(`${stem}-64.webp`, sizes.small, 'image/webp');
  const stale = (await storage.list(prefix)).filter(
    (key) => key !== `${stem}.webp` && key !== `${stem}-64.webp`,
  );
  await Promise.all(stale.map((key) => storage.delete(key)));
  return `/api/files/${stem}.webp`;
}

/** Every stored file that belongs to a user, as keys (vehicle photos need the vehicle ids). */
export async function userFileKeys(
  storage: FileStorage,
  userId: string,
  vehicleIds: readonly string[],
  communityKeys: readonly string[],
): Promise<string[]> {
  const lists = await Promise.all([
    storage.list(`avatars/${userId}/`),
    storage.list(`receipts/${userId}/`),
    ...vehicleIds.map((id) => storage.list(photoPrefix(id))),
    ...communityKeys
      .filter((key) => /^community\/[0-9a-f-]{36}\/[0-9a-f]{32}$/.test(key))
      .map((key) => storage.list(key.slice(0, key.lastIndexOf('/') + 1))),
  ]);
  return [...new Set(lists.flat())].sort();
}
