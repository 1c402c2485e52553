// POST and DELETE /api/notifications/push/subscriptions, and the browser side of web push: the
// permission, the service worker's PushManager subscription and what this browser can do.
import { api, readOk } from '../../lib/api-client.ts';
import { SERVICE_WORKER_URL } from '../../lib/service-worker.ts';
import { getPushKey } from './push-key.ts';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  return navigator.serviceWorker.ready;
}

/** Where this browser stands: no push at all, blocked, allowed but not subscribed, or on. */
export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const existing = await (await registration()).pushManager.getSubscription();
  return existing && Notification.permission === 'granted' ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  const { endpoint, keys, expirationTime } = subscription;
  return readOk(
    api.notifications.push.subscriptions.$post({
      json: {
        endpoint: endpoint ?? '',
        expirationTime: expirationTime ?? null,
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      },
    }),
  );
}

export function deletePushSubscription(endpoint: string): Promise<void> {
  return readOk(api.notifications.push.subscriptions.$delete({ json: { endpoint } }));
}

/** Asks for permission, subscribes through the service worker and tells the server. */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const [worker, key] = await Promise.all([registration(), getPushKey()]);
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key),
    }));
  await savePushSubscription(subscription.toJSON());
  return 'on';
}

export async function disablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  }
  return 'off';
}
