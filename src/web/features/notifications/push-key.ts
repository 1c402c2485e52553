// GET /api/notifications/push/key: the server's VAPID public key (base64url).
import { api, readJson } from '../../lib/api-client.ts';

export async function getPushKey(): Promise<string> {
  return (await readJson<{ publicKey: string }>(api.notifications.push.key.$get())).publicKey;
}
