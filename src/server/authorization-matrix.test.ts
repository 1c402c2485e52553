// Every API route × {anonymous, member A, member B}, enumerated from the Hono app itself: a route
// added without an entry below fails the first test. B calls every route with A's real ids and
// resources: A's own things answer B with 404 (like a missing id), and nothing B is answered with
// holds A's private ids or e-mail. Anonymous callers get 401 wherever a member is needed.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, TEST_ORIGIN, type TestClient } from './test/harness.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-authz-'));
let t: Awaited<ReturnType<typeof createTestApp>>;

/** A's things, by the names the route table uses. */
type Ids = Record<string, string>;

interface Entry {
  /** 'public': no session needed; 'member': anonymous → 401. */
  access: 'public' | 'member';
  /** The path's parameters are A's (B sees 404 exactly like a missing one). */
  ownedBy?: 'A';
  /** Fills the path's parameters with A's things (default: `ids[param]`). */
  params?: Record<string, keyof Ids | ((ids: Ids) => string)>;
  /** A query string that is valid. */
  query?: string;
  /** A JSON body that is valid, so a refusal cannot come from validation instead of ownership. */
  body?: (ids: Ids) => unknown;
  /** A multipart body (uploads). */
  form?: () => Promise<FormData>;
  /** Public content: A's user id may appear (authors are shown by id), private ids may not. */
  showsAuthor?: boolean;
  /** A long-lived stream: only its status is read. */
  stream?: boolean;
  /** Why an entry is not checked for B (e.g. a route that would end B's own session). */
  skipB?: string;
}

/** A different picture each time: stored names are content-addressed. */
let pictures = 0;
const picture = () =>
  sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 90, b: pictures++ } },
  })
    .jpeg()
    .toBuffer();

async function pictureForm(field: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(await picture())], { type: 'image/jpeg' }), 'a.jpg');
  return form;
}

const vehicleBody = () => ({ year: 2019, make: 'Mazda', model: 'CX-5', mileage: 42_000 });
const maintenanceBody = () => ({
  type: 'oil_change',
  date: '2026-01-02',
  mileage: 42_100,
  cost: 80,
});
const fuelBody = () => ({ date: '2026-01-03', volume: 40, cost: 60, odometer: 42_200 });
const expenseBody = () => ({ category: 'parking', amount: 5, date: '2026-01-04' });
const reminderBody = () => ({ title: 'Winter tyres', dueDate: '2027-11-01' });

const ROUTES: Record<string, Entry> = {
  'GET /api/health': { access: 'public' },
  'POST /api/auth/sign-up/email': { access: 'public', skipB: 'creates an account' },
  'POST /api/auth/sign-in/email': { access: 'public', skipB: 'signs in' },
  'POST /api/auth/request-password-reset': {
    access: 'public',
    body: (ids) => ({ email: ids.email, redirectTo: '/reset-password' }),
  },
  'POST /api/auth/reset-password': {
    access: 'public',
    body: () => ({ token: 'not-a-token', newPassword: 'Gearbox-Lantern-43' }),
  },
  'GET /api/auth/verify-email': { access: 'public' },
  'POST /api/auth/send-verification-email': {
    access: 'public',
    body: (ids) => ({ email: ids.email }),
  },
  'POST /api/auth/change-password': {
    access: 'member',
    skipB: 'changes B’s own password',
  },
  'POST /api/auth/change-email': { access: 'member', skipB: 'changes B’s own e-mail' },
  'POST /api/auth/sign-out': { access: 'public', skipB: 'ends B’s session' },
  'GET /api/auth/reset-password/:token': { access: 'public', params: { token: () => 'nope' } },
  'GET /api/me': { access: 'member' },
  'PATCH /api/me': { access: 'member', body: () => ({ name: 'B renamed' }) },
  'POST /api/me/avatar': { access: 'member', form: () => pictureForm('avatar') },
  'GET /api/session': { access: 'public' },
  'GET /api/account/export': { access: 'member' },
  'DELETE /api/account': { access: 'member', skipB: 'deletes B' },
  'GET /api/feedback': { access: 'member' },
  'POST /api/feedback': { access: 'member', body: () => ({ message: 'Nice app' }) },
  'GET /api/usage': { access: 'member' },
  'GET /api/billing/plans': { access: 'public' },
  'GET /api/billing/subscription': { access: 'member' },
  'POST /api/billing/checkout': { access: 'member', skipB: 'starts B’s own checkout' },
  'GET /api/billing/checkout-session/:id': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'checkout' },
  },
  'POST /api/billing/cancel': { access: 'member' },
  'POST /api/billing/resume': { access: 'member' },
  'POST /api/billing/portal': { access: 'member' },
  'POST /api/billing/webhook': { access: 'public' },
  'GET /api/billing/demo/checkout/:id': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'checkout' },
  },
  'POST /api/billing/demo/checkout/:id/pay': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'checkout' },
  },
  'POST /api/billing/demo/checkout/:id/cancel': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'checkout' },
  },
  'GET /api/billing/demo/portal': { access: 'member' },
  'POST /api/billing/demo/portal/card': { access: 'member' },
  'GET /api/referrals/me': { access: 'member' },
  'POST /api/referrals/visit': { access: 'public', body: (ids) => ({ code: ids.code }) },
  'GET /api/referrals/codes/:code': { access: 'public', params: { code: 'code' } },
  'POST /api/garage/import': { access: 'member' },
  'POST /api/garage/read/odometer': { access: 'member', form: () => pictureForm('photo') },
  'POST /api/garage/read/receipt': { access: 'member', form: () => pictureForm('photo') },
  'GET /api/garage/settings': { access: 'member' },
  'PATCH /api/garage/settings': { access: 'member', body: () => ({ distanceUnit: 'km' }) },
  'GET /api/garage/vehicles': { access: 'member' },
  'POST /api/garage/vehicles': { access: 'member', body: vehicleBody },
  'GET /api/garage/vehicles/:id': { access: 'member', ownedBy: 'A', params: { id: 'vehicle' } },
  'PATCH /api/garage/vehicles/:id': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle' },
    body: () => ({ mileage: 99_999 }),
  },
  'DELETE /api/garage/vehicles/:id': { access: 'member', ownedBy: 'A', params: { id: 'vehicle' } },
  'GET /api/garage/costs': { access: 'member' },
  'GET /api/garage/upcoming-services': { access: 'member' },
  'POST /api/garage/vehicles/:id/maintenance': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle' },
    body: maintenanceBody,
  },
  'PATCH /api/garage/vehicles/:id/maintenance/:recordId': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle', recordId: 'maintenance' },
    body: () => ({ mileage: 42_150 }),
  },
  'DELETE /api/garage/vehicles/:id/maintenance/:recordId': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle', recordId: 'maintenance' },
  },
  'POST /api/garage/vehicles/:id/fuel': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle' },
    body: fuelBody,
  },
  'PATCH /api/garage/vehicles/:id/fuel/:recordId': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle', recordId: 'fuel' },
    body: () => ({ cost: 61 }),
  },
  'DELETE /api/garage/vehicles/:id/fuel/:recordId': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle', recordId: 'fuel' },
  },
  'GET /api/garage/vehicles/:id/expenses': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle' },
  },
  'POST /api/garage/vehicles/:id/expenses': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle' },
    body: expenseBody,
  },
  'PATCH /api/garage/vehicles/:id/expenses/:recordId': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle', recordId: 'expense' },
    body: () => ({ amount: 6 }),
  },
  'DELETE /api/garage/vehicles/:id/expenses/:recordId': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle', recordId: 'expense' },
  },
  'POST /api/garage/vehicles/:id/reminders': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle' },
    body: reminderBody,
  },
  'PATCH /api/garage/vehicles/:id/reminders/:reminderId': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle', reminderId: 'reminder' },
    body: () => ({ title: 'Summer tyres' }),
  },
  'DELETE /api/garage/vehicles/:id/reminders/:reminderId': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle', reminderId: 'reminder' },
  },
  'POST /api/garage/vehicles/:id/upcoming-services/:itemKey/done': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle', itemKey: () => 'oil_change' },
    body: () => ({ date: '2026-02-01', mileage: 43_000 }),
  },
  'GET /api/garage/vin/:vin': { access: 'member', params: { vin: () => '1HGCM82633A004352' } },
  'GET /api/garage/catalog/makes': { access: 'public', query: '?year=2019' },
  'GET /api/garage/catalog/models': { access: 'public', query: '?year=2019&make=Mazda' },
  'POST /api/garage/vehicles/:id/photo': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle' },
    form: () => pictureForm('photo'),
  },
  'POST /api/garage/vehicles/:id/maintenance/:recordId/receipt': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle', recordId: 'maintenance' },
    form: () => pictureForm('photo'),
  },
  'POST /api/garage/vehicles/:id/fuel/:recordId/receipt': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle', recordId: 'fuel' },
    form: () => pictureForm('photo'),
  },
  'DELETE /api/garage/vehicles/:id/fuel/:recordId/receipt': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle', recordId: 'fuel' },
  },
  'GET /api/garage/vehicles/:id/history': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle' },
  },
  'GET /api/garage/vehicles/:id/export.csv': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle' },
  },
  'GET /api/garage/vehicles/:id/share-links': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle' },
  },
  'POST /api/garage/vehicles/:id/share-links': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle' },
    body: () => ({ expiresInDays: 7 }),
  },
  'DELETE /api/garage/vehicles/:id/share-links/:linkId': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'vehicle', linkId: 'shareLink' },
  },
  'GET /api/assessment/searches': { access: 'member' },
  'DELETE /api/assessment/searches': { access: 'member' },
  'POST /api/assessment': { access: 'member', skipB: 'spends B’s quota; tested in assessment' },
  'GET /api/assessment': { access: 'member' },
  'GET /api/assessment/:id': { access: 'member', ownedBy: 'A', params: { id: 'assessment' } },
  'DELETE /api/assessment/:id': { access: 'member', ownedBy: 'A', params: { id: 'assessment' } },
  'POST /api/ask-odo/messages': {
    access: 'member',
    ownedBy: 'A',
    body: (ids) => ({ threadId: ids.thread, question: 'And the tyres?' }),
  },
  'GET /api/ask-odo/threads': { access: 'member' },
  'GET /api/ask-odo/threads/:id': { access: 'member', ownedBy: 'A', params: { id: 'thread' } },
  'PATCH /api/ask-odo/threads/:id': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'thread' },
    body: () => ({ title: 'Mine now' }),
  },
  'DELETE /api/ask-odo/threads/:id': { access: 'member', ownedBy: 'A', params: { id: 'thread' } },
  'POST /api/car-lens': { access: 'member', skipB: 'spends B’s quota; tested in car-lens' },
  'POST /api/car-lens/vin': { access: 'member', skipB: 'spends B’s quota; tested in car-lens' },
  'GET /api/car-lens/:id': { access: 'member', ownedBy: 'A', params: { id: 'carLens' } },
  'GET /api/favorites': { access: 'member' },
  'POST /api/favorites': {
    access: 'member',
    ownedBy: 'A',
    body: (ids) => ({ vehicleId: ids.vehicle }),
  },
  'DELETE /api/favorites/:id': { access: 'member', ownedBy: 'A', params: { id: 'favorite' } },
  'POST /api/favorites/:id/restore': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'favorite' },
  },
  'GET /api/notifications': { access: 'member' },
  'POST /api/notifications/read': {
    access: 'member',
    ownedBy: 'A',
    body: (ids) => ({ ids: [ids.notification] }),
  },
  'GET /api/notifications/stream': { access: 'member', stream: true },
  'GET /api/notifications/preferences': { access: 'member' },
  'PATCH /api/notifications/preferences': {
    access: 'member',
    body: () => ({ like: { inApp: false } }),
  },
  'GET /api/notifications/push/key': { access: 'member' },
  'POST /api/notifications/push/subscriptions': { access: 'member' },
  'DELETE /api/notifications/push/subscriptions': { access: 'member' },
  'GET /api/community/posts': { access: 'member', showsAuthor: true },
  'POST /api/community/posts': {
    access: 'member',
    body: () => ({ title: 'B asks', body: 'About tyres', topic: 'general' }),
  },
  'GET /api/community/posts/:id': {
    access: 'member',
    params: { id: 'post' },
    showsAuthor: true,
  },
  'PATCH /api/community/posts/:id': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'post' },
    body: () => ({ title: 'Taken over' }),
  },
  'DELETE /api/community/posts/:id': { access: 'member', ownedBy: 'A', params: { id: 'post' } },
  'POST /api/community/posts/:id/comments': {
    access: 'member',
    params: { id: 'post' },
    body: () => ({ body: 'Nice car' }),
    showsAuthor: true,
  },
  'PATCH /api/community/comments/:id': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'comment' },
    body: () => ({ body: 'Edited by B' }),
  },
  'DELETE /api/community/comments/:id': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'comment' },
  },
  'POST /api/community/posts/:id/like': {
    access: 'member',
    params: { id: 'post' },
    showsAuthor: true,
  },
  'POST /api/community/reports': {
    access: 'member',
    body: (ids) => ({ targetType: 'post', targetId: ids.post, reason: 'spam' }),
    showsAuthor: true,
  },
  'GET /api/community/profiles/:id': {
    access: 'member',
    params: { id: 'userId' },
    showsAuthor: true,
  },
  'POST /api/community/profiles/:id/block': {
    access: 'member',
    params: { id: 'userId' },
    showsAuthor: true,
  },
  'DELETE /api/community/profiles/:id/block': {
    access: 'member',
    params: { id: 'userId' },
    showsAuthor: true,
  },
  'POST /api/community/images': { access: 'member', form: () => pictureForm('photo') },
  'GET /api/community/drafts': { access: 'member' },
  'POST /api/community/drafts': { access: 'member', body: () => ({ title: 'B draft' }) },
  'GET /api/community/drafts/:id': { access: 'member', ownedBy: 'A', params: { id: 'draft' } },
  'PATCH /api/community/drafts/:id': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'draft' },
    body: () => ({ title: 'Hijacked' }),
  },
  'DELETE /api/community/drafts/:id': { access: 'member', ownedBy: 'A', params: { id: 'draft' } },
  'GET /api/shared/:token': { access: 'public', params: { token: () => 'not-a-token' } },
  'GET /api/files/avatars/:userId/:name': {
    access: 'public',
    params: { userId: 'userId', name: 'avatarName' },
    showsAuthor: true,
  },
  // Public on purpose: content-addressed names, shown on shared histories and community cards.
  'GET /api/files/photos/:vehicleId/:name': {
    access: 'public',
    params: { vehicleId: 'vehicle', name: 'photoName' },
  },
  'GET /api/files/community/:imageId/:name': {
    access: 'public',
    params: { imageId: () => 'no-image', name: () => 'x.webp' },
  },
  'GET /api/files/receipts/:userId/:vehicleId/:name': {
    access: 'member',
    ownedBy: 'A',
    params: { userId: 'userId', vehicleId: 'vehicle', name: 'receiptName' },
  },
  'GET /api/settings': { access: 'member' },
  'PATCH /api/settings': { access: 'member', body: () => ({ currency: 'EUR' }) },
  'GET /api/account/sessions': { access: 'member' },
  'POST /api/account/sessions/revoke-others': { access: 'member' },
  'GET /api/analytics/config': { access: 'public' },
  'POST /api/analytics/sessions': { access: 'member', body: () => ({}) },
  'POST /api/analytics/sessions/:id/end': {
    access: 'member',
    ownedBy: 'A',
    params: { id: 'analyticsSession' },
  },
  'POST /api/analytics/events': {
    access: 'member',
    ownedBy: 'A',
    body: (ids) => ({
      sessionId: ids.analyticsSession,
      events: [
        { eventType: 'page_view', eventName: '/garage', timestamp: new Date().toISOString() },
      ],
    }),
  },
  // Mail that would have been sent, for a developer on this machine: a remote peer gets 404.
  'GET /api/openapi.json': { access: 'public' },
  'POST /api/support': {
    access: 'public',
    body: () => ({
      name: 'Bob',
      email: 'bob@example.com',
      topic: 'other',
      message: 'Hello there, Odo team',
    }),
  },
  'GET /api/api-tokens': { access: 'member' },
  'POST /api/api-tokens': { access: 'member', body: () => ({ name: 'B script', scope: 'read' }) },
  'DELETE /api/api-tokens/:id': { access: 'member', ownedBy: 'A', params: { id: 'apiToken' } },
  'GET /api/dev/outbox': { access: 'public', ownedBy: 'A' },
};

function appRoutes(): string[] {
  const seen = new Set<string>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    seen.add(`${route.method} ${route.path}`);
  }
  return [...seen];
}

function fill(key: string, entry: Entry, ids: Ids): string {
  const routePath = key.slice(key.indexOf(' ') + 1);
  return routePath.replace(/:(\w+)/g, (_match, param: string) => {
    const source = entry.params?.[param] ?? param;
    const value = typeof source === 'function' ? source(ids) : ids[source];
    if (!value) throw new Error(`${key}: no value for :${param}`);
    return encodeURIComponent(value);
  });
}

async function call(client: TestClient, key: string, ids: Ids) {
  const entry = ROUTES[key]!;
  const method = key.slice(0, key.indexOf(' '));
  const url = fill(key, entry, ids) + (entry.query ?? '');
  const init: RequestInit = { method };
  if (entry.form) init.body = await entry.form();
  else if (method !== 'GET' && method !== 'HEAD') {
    init.body = JSON.stringify(entry.body ? entry.body(ids) : {});
    init.headers = { 'content-type': 'application/json' };
  }
  const response = await client.request(url, init);
  const text = entry.stream ? (await response.body?.cancel(), '') : await response.text();
  return { status: response.status, text };
}

async function one(query: ReturnType<typeof sql>): Promise<string> {
  const result = (await t.db.execute(query)) as unknown as { rows: { id: string }[] };
  return String(result.rows[0]?.id ?? '');
}

let a: TestClient;
let b: TestClient;
let ids: Ids;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  a = t.client();
  b = t.client();
  // B and the anonymous caller are somewhere else on the internet, as an attacker would be.
  b.socketAddress = '203.0.113.7';
  const me = await a.signUp({ name: 'Alice Owner' });
  await b.signUp({ name: 'Bob Other' });
  const u = me.id;
  const vehicle = (await json<{ id: string }>(await a.post('/api/garage/vehicles', vehicleBody())))
    .id;
  const upload = async (url: string, field: string) => {
    const response = await a.request(url, { method: 'POST', body: await pictureForm(field) });
    expect(response.status, url).toBe(201);
    return response;
  };
  await upload('/api/me/avatar', 'avatar');
  await upload(`/api/garage/vehicles/${vehicle}/photo`, 'photo');
  const maintenance = (
    await json<{ id: string }>(
      await a.post(`/api/garage/vehicles/${vehicle}/maintenance`, maintenanceBody()),
    )
  ).id;
  await upload(`/api/garage/vehicles/${vehicle}/maintenance/${maintenance}/receipt`, 'photo');
  const fuel = (
    await json<{ id: string }>(await a.post(`/api/garage/vehicles/${vehicle}/fuel`, fuelBody()))
  ).id;
  const expense = (
    await json<{ id: string }>(
      await a.post(`/api/garage/vehicles/${vehicle}/expenses`, expenseBody()),
    )
  ).id;
  const reminder = (
    await json<{ id: string }>(
      await a.post(`/api/garage/vehicles/${vehicle}/reminders`, reminderBody()),
    )
  ).id;
  const shareLink = (
    await json<{ id: string }>(
      await a.post(`/api/garage/vehicles/${vehicle}/share-links`, { expiresInDays: 7 }),
    )
  ).id;
  const checkout = await json<{ sessionId: string }>(
    await a.post('/api/billing/checkout', {
      price_id: 'demo_price_yearly',
      mode: 'subscription',
      success_url: `${TEST_ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_ORIGIN}/checkout/cancel`,
    }),
  );
  const avatarUrl = await one(sql`select avatar_url as id from users where id = ${u}`);
  const photoUrl = await one(sql`select image_url as id from vehicles where id = ${vehicle}`);
  const receipt = await one(
    sql`select receipt_url as id from maintenance_records where id = ${maintenance}`,
  );
  const code = (await json<{ code: string }>(await a.get('/api/referrals/me'))).code;
  const token = await json<{ id: string; token: string }>(
    await a.post('/api/api-tokens', { name: 'A script', scope: 'read_write' }),
  );
  ids = {
    userId: u,
    email: me.email,
    vehicle,
    maintenance,
    fuel,
    expense,
    reminder,
    shareLink,
    checkout: checkout.sessionId,
    apiToken: token.id,
    apiTokenSecret: token.token,
    code,
    avatarName: avatarUrl.split('/').pop()!,
    photoName: photoUrl.split('/').pop()!,
    receiptName: receipt.split('/').pop()!,
    assessment: await one(
      sql`insert into assessments (user_id, year, make, model, mileage, score, condition, engine, result) values (${u}, 2015, 'Mazda', '3', 1000, 7, 'good', 'built-in', '{}') returning id`,
    ),
    carLens: await one(
      sql`insert into carlens_results (user_id, method, engine, result) values (${u}, 'vin', 'built-in', '{}') returning id`,
    ),
    favorite: await one(
      sql`insert into favorite_vehicles (user_id, vehicle_id, vehicle_data) values (${u}, ${vehicle}, '{}') returning id`,
    ),
    thread: await one(
      sql`insert into ask_threads (user_id, title) values (${u}, 'Q') returning id`,
    ),
    analyticsSession: await one(
      sql`insert into analytics_sessions (user_id) values (${u}) returning id`,
    ),
    notification: await one(
      sql`insert into user_notifications (user_id, type, title, message) values (${u}, 'system', 'Hi', 'Welcome') returning id`,
    ),
    post: await one(
      sql`insert into community_posts (user_id, title, body, topic) values (${u}, 'Alice asks', 'body', 'general') returning id`,
    ),
    draft: await one(
      sql`insert into community_drafts (user_id, title) values (${u}, 'draft') returning id`,
    ),
  };
  ids.comment = await one(
    sql`insert into community_comments (post_id, user_id, body) values (${ids.post}, ${u}, 'mine') returning id`,
  );
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('authorization matrix', () => {
  it('has an entry for every API route of the app, and none for a route that is gone', () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !(route in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('answers anonymous callers 401 on every member route', async () => {
    const anonymous = t.client();
    anonymous.socketAddress = '203.0.113.8';
    const wrong: string[] = [];
    for (const [key, entry] of Object.entries(ROUTES)) {
      const { status, text } = await call(anonymous, key, ids);
      if (entry.access === 'member' && status !== 401) wrong.push(`${key} → ${status}`);
      if (entry.access === 'public' && (status === 401 || status >= 500)) {
        wrong.push(`${key} → ${status}`);
      }
      if (text.includes(ids.email!)) wrong.push(`${key} shows A's e-mail to anyone`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers B 404 on A's things and never shows B A's private ids or e-mail", async () => {
    const privateIds = Object.entries(ids)
      .filter(([name]) => !['code', 'avatarName', 'userId'].includes(name))
      .map(([, value]) => value);
    const carBefore = await (await a.get(`/api/garage/vehicles/${ids.vehicle}`)).text();
    const wrong: string[] = [];
    for (const [key, entry] of Object.entries(ROUTES)) {
      if (entry.skipB) continue;
      const { status, text } = await call(b, key, ids);
      if (entry.ownedBy === 'A' && status !== 404) wrong.push(`${key} → ${status}`);
      if (status >= 500) wrong.push(`${key} → ${status}`);
      const needles = entry.showsAuthor ? privateIds : [...privateIds, ids.userId!];
      // A's public post and comment are community content; anything else of A's is private.
      const allowed = entry.showsAuthor ? [ids.post, ids.comment] : [];
      for (const needle of needles) {
        if (!allowed.includes(needle) && text.includes(needle!)) {
          wrong.push(`${key} shows B A's ${Object.keys(ids).find((k) => ids[k] === needle)}`);
        }
      }
    }
    expect(wrong).toEqual([]);

    // Nothing of A's changed: every thing B aimed at is still there and still A's.
    expect(await (await a.get(`/api/garage/vehicles/${ids.vehicle}`)).text()).toBe(carBefore);
    const counts = await t.db.execute(sql`select
      (select count(*) from maintenance_records where user_id = ${ids.userId}) as maintenance,
      (select count(*) from fuel_records where user_id = ${ids.userId}) as fuel,
      (select count(*) from expenses where user_id = ${ids.userId}) as expenses,
      (select count(*) from service_reminders where user_id = ${ids.userId}) as reminders,
      (select count(*) from share_links where user_id = ${ids.userId} and revoked_at is null) as links,
      (select count(*) from assessments where user_id = ${ids.userId}) as assessments,
      (select count(*) from ask_threads where user_id = ${ids.userId}) as threads,
      (select count(*) from favorite_vehicles where user_id = ${ids.userId} and deleted_at is null) as favorites,
      (select count(*) from community_drafts where user_id = ${ids.userId}) as drafts,
      (select count(*) from community_posts where user_id = ${ids.userId} and title = 'Alice asks') as posts,
      (select count(*) from community_comments where user_id = ${ids.userId} and body = 'mine') as comments,
      (select count(*) from user_notifications where user_id = ${ids.userId} and type = 'system' and read_at is null) as unread`);
    const row = (counts as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    expect(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]))).toEqual({
      maintenance: 1,
      fuel: 1,
      expenses: 1,
      reminders: 1,
      links: 1,
      assessments: 1,
      threads: 1,
      favorites: 1,
      drafts: 1,
      posts: 1,
      comments: 1,
      unread: 1,
    });
  });

  it("answers B's API token 404 on A's garage and 401 everywhere outside the garage", async () => {
    const created = await b.post('/api/api-tokens', { name: 'B automation', scope: 'read_write' });
    expect(created.status).toBe(201);
    const bearer = { authorization: `Bearer ${(await json<{ token: string }>(created)).token}` };
    const wrong: string[] = [];
    for (const [key, entry] of Object.entries(ROUTES)) {
      if (entry.access !== 'member' || entry.form || entry.stream || entry.skipB) continue;
      const method = key.slice(0, key.indexOf(' '));
      const url = fill(key, entry, ids) + (entry.query ?? '');
      const body =
        method === 'GET' || method === 'DELETE'
          ? undefined
          : JSON.stringify(entry.body?.(ids) ?? {});
      const response = await t.app.request(`${TEST_ORIGIN}${url}`, {
        method,
        body,
        headers: { ...bearer, ...(body ? { 'content-type': 'application/json' } : {}) },
      });
      const text = await response.text();
      const garage = key.includes(' /api/garage/');
      if (!garage && response.status !== 401) wrong.push(`${key} → ${response.status}`);
      if (garage && entry.ownedBy === 'A' && response.status !== 404) {
        wrong.push(`${key} → ${response.status}`);
      }
      if (text.includes(ids.email!) || text.includes(ids.vehicle!)) wrong.push(`${key} leaks`);
    }
    expect(wrong).toEqual([]);
  });

  it("lets A reach each of A's own things the matrix aimed B at", async () => {
    const wrong: string[] = [];
    for (const [key, entry] of Object.entries(ROUTES)) {
      if (entry.ownedBy !== 'A' || !key.startsWith('GET ')) continue;
      const { status } = await call(a, key, ids);
      if (status !== 200) wrong.push(`${key} → ${status}`);
    }
    expect(wrong).toEqual([]);
  });
});
