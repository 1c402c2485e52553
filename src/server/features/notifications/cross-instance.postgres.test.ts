// Two real server processes (node src/server/main.ts) on one fresh PostgreSQL database: a
// notification made through instance A reaches a live stream held open on instance B (LISTEN/
// NOTIFY), and B still shuts down cleanly with that stream open. PostgreSQL-only: vitest.config.ts
// includes *.postgres.test.ts files only in the PostgreSQL run (TEST_DATABASE_URL set).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientOf,
  freshDatabase,
  startInstance,
  stopAll,
  type Instance,
} from '../../test/instances.ts';
import { sseReader } from '../../test/sse.ts';
import type { NotificationReply } from '../../../shared/notifications.ts';

/**
 * Makes a notification for Ana through instance A: Ana posts in the community, then Ben (a new
 * member, also on A) likes the post. Returns what Ana's notification must say.
 */
async function makeNotificationThroughA(ana: ReturnType<typeof clientOf>, instanceA: Instance) {
  const title = 'Brake pads at 60,000 km?';
  const posted = await ana.post('/api/community/posts', {
    title,
    body: 'Are the pads usually done by now?',
    topic: 'question',
  });
  expect(posted.status).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  const ben = clientOf(instanceA);
  const signUp = await ben.signUp({
    name: 'Ben Bidder',
    email: `ben-${randomBytes(4).toString('hex')}@example.com`,
    password: 'Gearbox-Lantern-42',
  });
  expect(signUp.status).toBe(200);
  const liked = await ben.post(`/api/community/posts/${id}/like`, {});
  expect(liked.status).toBe(200);
  return {
    type: 'like',
    message: `Ben Bidder liked “${title}”`,
    linkPath: `/community/post/${id}`,
  };
}

let instances: Instance[] = [];
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  database = await freshDatabase();
  instances = await Promise.all([startInstance(database.url), startInstance(database.url)]);
});

afterAll(async () => {
  await stopAll(instances);
  await database.drop();
});

describe('notifications across two server processes on one PostgreSQL', () => {
  it("a like handled by instance A reaches the author's stream open on instance B", async () => {
    const [instanceA, instanceB] = instances as [Instance, Instance];
    const a = clientOf(instanceA);
    const signUp = await a.signUp({
      name: 'Ana Driver',
      email: `ana-${randomBytes(4).toString('hex')}@example.com`,
      password: 'Gearbox-Lantern-42',
    });
    expect(signUp.status).toBe(200);
    // The same session, presented to instance B (one database, one auth secret).
    const b = clientOf(instanceB, { value: a.cookie.value });

    const stream = await b.request('/api/notifications/stream');
    expect(stream.status).toBe(200);
    const events = sseReader(stream.body!);
    expect(JSON.parse((await events.next('unread')).data)).toEqual({ unreadCount: 0 });

    const expected = await makeNotificationThroughA(a, instanceA);
    const event = await events.next('notification');
    expect(JSON.parse(event.data) as NotificationReply).toMatchObject({ ...expected, read: false });

    // B lists it too, and stops cleanly (exit 0) with the stream still open.
    const listed = await b.request('/api/notifications');
    expect(((await listed.json()) as { unreadCount: number }).unreadCount).toBe(1);
    instanceB.child.kill('SIGTERM');
    expect(await events.ended()).toBe(true);
    expect(await instanceB.exited).toBe(0);
  });
});
