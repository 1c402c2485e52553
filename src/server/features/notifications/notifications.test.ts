import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userNotifications } from '../../db/schema.ts';
import { createTestApp, json, PATIENTLY, type TestClient } from '../../test/harness.ts';
import { sseReader } from '../../test/sse.ts';
import type {
  NotificationPreferences,
  NotificationReply,
  NotificationsPage,
} from '../../../shared/notifications.ts';
import { STREAMS_PER_USER_MAX } from './bus.ts';
import { notifyUser, type NotifyInput } from './notify.ts';
import { pushSubscriptions } from './schema.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUSH_SERVICE_HOSTS: 'push.example.com' } });
});
afterAll(() => t.close());

async function signedIn(): Promise<{ client: TestClient; id: string }> {
  const client = t.client();
  const { id } = await client.signUp();
  return { client, id };
}

function notify(userId: string, extra: Partial<NotifyInput> = {}) {
  return notifyUser(t.db, {
    userId,
    type: 'comment',
    title: 'New comment',
    message: 'Someone commented on your post.',
    linkPath: '/community/post/1',
    ...extra,
  });
}

async function page(client: TestClient, query = ''): Promise<NotificationsPage> {
  const response = await client.get(`/api/notifications${query}`);
  expect(response.status).toBe(200);
  return json<NotificationsPage>(response);
}

function patch(client: TestClient, body: unknown) {
  return client.request('/api/notifications/preferences', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('GET /api/notifications', () => {
  it('pages newest first with an opaque cursor, and counts the unread', async () => {
    const { client, id } = await signedIn();
    for (let i = 0; i < 23; i += 1) await notify(id, { title: `n${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply: NotificationsPage = await page(
        client,
        `?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(reply.unreadCount).toBe(23);
      seen.push(...reply.notifications.map((n) => n.title));
      cursor = reply.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => `n${22 - i}`));

    const first = (await page(client, '?limit=1')).notifications[0]!;
    expect(first).toEqual({
      id: expect.any(String),
      type: 'comment',
      title: 'n22',
      message: 'Someone commented on your post.',
      linkPath: '/community/post/1',
      read: false,
      createdAt: expect.any(String),
    });

    const bad = await client.get('/api/notifications?cursor=bm9wZQ');
    expect(bad.status).toBe(400);
    expect((await client.get('/api/notifications?limit=51')).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const response = await t.client().get('/api/notifications');
    expect(response.status).toBe(401);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks one, then all; another user can neither see nor mark them', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const rows = [await notify(a.id), await notify(a.id), await notify(a.id)];
    const ids = rows.map((row) => row!.id);

    // B sees none of A's, and marking them changes nothing for A.
    expect((await page(b.client)).notifications).toEqual([]);
    const foreign = await b.client.post('/api/notifications/read', { ids });
    expect(foreign.status).toBe(404);
    expect((await json<{ error: { code: string } }>(foreign)).error.code).toBe('not_found');
    expect((await page(a.client)).unreadCount).toBe(3);

    const one = await a.client.post('/api/notifications/read', { ids: [ids[0]] });
    expect(await json(one)).toEqual({ unreadCount: 2 });
    const listed = await page(a.client);
    expect(listed.notifications.find((n) => n.id === ids[0])!.read).toBe(true);
    expect((await page(a.client, '?unread=true')).notifications).toHaveLength(2);

    const all = await a.client.post('/api/notifications/read', {});
    expect(await json(all)).toEqual({ unreadCount: 0 });
    expect((await page(a.client)).notifications.every((n) => n.read)).toBe(true);

    expect((await a.client.post('/api/notifications/read', { ids: ['nope'] })).status).toBe(400);
    expect((await a.client.post('/api/notifications/read', { ids: [], x: 1 })).status).toBe(400);
  });
});

describe('preferences', () => {
  it('starts with every kind on, and keeps what the user changes', async () => {
    const { client } = await signedIn();
    const initial = await json<NotificationPreferences>(
      await client.get('/api/notifications/preferences'),
    );
    expect(initial.like).toEqual({ inApp: true, push: true });
    expect(Object.keys(initial)).toHaveLength(7);

    const changed = await patch(client, { like: { push: false }, reply: { inApp: false } });
    expect(changed.status).toBe(200);
    const reply = await json<NotificationPreferences>(changed);
    expect(reply.like).toEqual({ inApp: true, push: false });
    expect(reply.reply).toEqual({ inApp: false, push: true });
    expect(await json(await client.get('/api/notifications/preferences'))).toEqual(reply);

    expect((await patch(client, { nonsense: { push: false } })).status).toBe(400);
    expect((await patch(client, { like: { push: 'no' } })).status).toBe(400);
  });

  it('a kind off in-app is not listed; off everywhere makes no row at all', async () => {
    const { client, id } = await signedIn();
    await patch(client, { comment: { inApp: false }, reply: { inApp: false, push: false } });

    const pushOnly = await notify(id, { type: 'comment' });
    expect(pushOnly).toMatchObject({ inApp: false });
    expect(await notify(id, { type: 'reply' })).toBeNull();
    const stored = await t.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, id));
    expect(stored.map((row) => row.type)).toEqual(['comment']);

    const listed = await page(client);
    expect(listed).toEqual({ notifications: [], nextCursor: null, unreadCount: 0 });
  });
});

describe('notifyUser grouping', () => {
  it('merges unread likes with one group key, and starts afresh once read', async () => {
    const { client, id } = await signedIn();
    const like = (name: string) =>
      notify(id, {
        type: 'like',
        title: 'New like',
        message: `${name} liked your post.`,
        groupKey: 'like:post-1',
        groupMessage: (others) =>
          `${name} and ${others} ${others === 1 ? 'other' : 'others'} liked your post.`,
      });
    const first = await like('Ana');
    const second = await like('Ben');
    const third = await like('Cy');
    expect(second!.id).toBe(first!.id);
    expect(third).toMatchObject({ id: first!.id, actorCount: 3 });
    const listed = await page(client);
    expect(listed.notifications).toHaveLength(1);
    expect(listed.notifications[0]!.message).toBe('Cy and 2 others liked your post.');
    expect(listed.unreadCount).toBe(1);

    // Another post's likes are their own group.
    await notify(id, { type: 'like', groupKey: 'like:post-2', message: 'Dee liked your post.' });
    expect((await page(client)).notifications).toHaveLength(2);

    await client.post('/api/notifications/read', { ids: [first!.id] });
    const fresh = await like('Eve');
    expect(fresh!.id).not.toBe(first!.id);
    expect(fresh).toMatchObject({ actorCount: 1, message: 'Eve liked your post.' });
    const rows = await t.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, id), eq(userNotifications.groupKey, 'like:post-1')));
    expect(rows).toHaveLength(2);
  });
});

describe('GET /api/notifications/stream', () => {
  it('sends the unread count, then each new notification as it is made', async () => {
    const { client, id } = await signedIn();
    await notify(id);
    const other = await signedIn();
    const response = await client.get('/api/notifications/stream');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const stream = sseReader(response.body!);
    const unread = await stream.next('unread');
    expect(JSON.parse(unread.data)).toEqual({ unreadCount: 1 });
    expect(unread.retry).toBe(3000);

    // Another user's notification is not sent here; the user's own feedback is.
    await notify(other.id, { title: 'not yours' });
    expect((await client.post('/api/feedback', { message: 'Live, please' })).status).toBe(201);
    const event = await stream.next('notification');
    const notification = JSON.parse(event.data) as NotificationReply;
    expect(notification).toMatchObject({
      type: 'feedback',
      title: 'New Feedback Submitted',
      message: 'Live, please',
      linkPath: '/feedback',
      read: false,
    });
    expect(event.id).toBe(notification.id);

    // The client goes: its stream is unregistered.
    expect(t.deps.notifications.streamCount(id)).toBe(1);
    await stream.cancel();
    await vi.waitFor(() => expect(t.deps.notifications.streamCount(id)).toBe(0), PATIENTLY);
  });

  it(`allows ${STREAMS_PER_USER_MAX} open streams per user`, async () => {
    const { client, id } = await signedIn();
    const open = [];
    for (let i = 0; i < STREAMS_PER_USER_MAX; i += 1) {
      const response = await client.get('/api/notifications/stream');
      expect(response.status).toBe(200);
      const stream = sseReader(response.body!);
      await stream.next('unread');
      open.push(stream);
    }
    const refused = await client.get('/api/notifications/stream');
    expect(refused.status).toBe(429);
    await Promise.all(open.map((stream) => stream.cancel()));
    await vi.waitFor(() => expect(t.deps.notifications.streamCount(id)).toBe(0), PATIENTLY);
  });

  it('sends a heartbeat comment on its interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { client } = await signedIn();
      const response = await client.get('/api/notifications/stream');
      const stream = sseReader(response.body!);
      await stream.next('unread');
      vi.advanceTimersByTime(30_000);
      await notify((await client.get('/api/me').then((r) => json<{ id: string }>(r))).id);
      await stream.next('notification');
      expect(stream.comments).toContain(': heartbeat');
      await stream.cancel();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('push subscriptions', () => {
  const subscription = (n: number) => ({
    endpoint: `https://push.example.com/send/${n}-${Math.random()}`,
    expirationTime: null,
    keys: { p256dh: `p256dh-${n}`, auth: `auth-${n}` },
  });

  it('gives out the VAPID public key', async () => {
    const { client } = await signedIn();
    const reply = await json<{ publicKey: string }>(
      await client.get('/api/notifications/push/key'),
    );
    expect(reply.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    // The same key every time (kept in app_secrets).
    const again = await json<{ publicKey: string }>(
      await client.get('/api/notifications/push/key'),
    );
    expect(again.publicKey).toBe(reply.publicKey);
  });

  it(`keeps the latest ${10} per user, and deletes only the user's own`, async () => {
    const a = await signedIn();
    const b = await signedIn();
    const sent = Array.from({ length: 11 }, (_, i) => subscription(i));
    for (const body of sent) {
      const response = await a.client.post('/api/notifications/push/subscriptions', body);
      expect(response.status).toBe(201);
    }
    const kept = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, a.id));
    expect(kept).toHaveLength(10);
    expect(kept.map((row) => row.endpoint)).not.toContain(sent[0]!.endpoint);

    const remove = (client: TestClient, endpoint: string) =>
      client.request('/api/notifications/push/subscriptions', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint }),
      });
    expect((await remove(b.client, sent[5]!.endpoint)).status).toBe(404);
    expect((await remove(a.client, sent[5]!.endpoint)).status).toBe(204);
    expect((await remove(a.client, sent[5]!.endpoint)).status).toBe(404);

    // The server would POST to the endpoint: only https on a push service's host is kept.
    for (const endpoint of [
      'javascript:alert(1)',
      'http://push.example.com/send/1',
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1:5432/',
      'https://push.example.com.attacker.test/send/1',
    ]) {
      const bad = await a.client.post('/api/notifications/push/subscriptions', {
        endpoint,
        keys: { p256dh: 'x', auth: 'y' },
      });
      expect(bad.status, endpoint).toBe(400);
    }
  });
});
