import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceRecords, shareLinks } from '../../db/schema.ts';
import { createTestApp, json, TEST_ORIGIN, type TestClient } from '../../test/harness.ts';
import type { VehicleDto } from '../../../shared/garage.ts';
import type {
  CreatedShareLinkDto,
  ShareLinkDto,
  SharedHistoryDto,
} from '../../../shared/garage-history.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

async function ownerWithCar(client: TestClient) {
  const owner = await client.signUp({ name: 'Private Person', email: undefined });
  const car = await json<VehicleDto>(
    await client.post('/api/garage/vehicles', {
      year: 2017,
      make: 'Mazda',
      model: 'CX-5',
      mileage: 80_000,
      plate: 'SECRET-PLATE',
      nickname: 'Secret Nickname',
      vin: '1HGCM82633A004352',
    }),
  );
  const service = await client.post(`/api/garage/vehicles/${car.id}/maintenance`, {
    type: 'brake_pads',
    description: 'Front pads',
    date: '2024-05-02',
    mileage: 82_000,
    cost: 210,
  });
  expect(service.status).toBe(201);
  return { owner, car, links: `/api/garage/vehicles/${car.id}/share-links` };
}

function tokenOf(link: CreatedShareLinkDto) {
  return link.url.slice(`${TEST_ORIGIN}/shared/`.length);
}

describe('share links', () => {
  it('creates a link shown once, stores only its hash, and opens the history signed out', async () => {
    const ann = t.client();
    const { owner, car, links } = await ownerWithCar(ann);
    const [record] = await t.db
      .select()
      .from(maintenanceRecords)
      .where(eq(maintenanceRecords.vehicleId, car.id));
    await t.db
      .update(maintenanceRecords)
      .set({ receiptUrl: '/api/files/receipts/secret-receipt-800.webp' })
      .where(eq(maintenanceRecords.id, record!.id));

    const before = Date.now();
    const created = await ann.post(links, { expiresInDays: 7 });
    expect(created.status).toBe(201);
    const link = await json<CreatedShareLinkDto>(created);
    expect(link.url).toMatch(new RegExp(`^${TEST_ORIGIN}/shared/[A-Za-z0-9_-]{43}$`));
    const expires = new Date(link.expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);

    const token = tokenOf(link);
    const [row] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = await json<ShareLinkDto[]>(await ann.get(links));
    expect(listed).toEqual([
      {
        id: link.id,
        status: 'active',
        expiresAt: link.expiresAt,
        revokedAt: null,
        createdAt: link.createdAt,
      },
    ]);

    const anon = t.client();
    anon.origin = null;
    const shared = await anon.get(`/api/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toBe('no-store');
    expect(shared.headers.get('referrer-policy')).toBe('no-referrer');
    expect(shared.headers.get('x-robots-tag')).toContain('noindex');
    const history = await json<SharedHistoryDto>(shared);
    expect(history.vehicle).toMatchObject({ year: 2017, make: 'Mazda', vin: '1HGCM82633A004352' });
    expect(history.maintenance).toHaveLength(1);
    expect(history.maintenance[0]).toMatchObject({ typeLabel: 'Brake pads', cost: 210 });
    expect(history.sharedLink).toEqual({ expiresAt: link.expiresAt });
    expect(Object.keys(history).sort()).toEqual(
      [
        'currency',
        'expenses',
        'fuel',
        'generatedAt',
        'maintenance',
        'sharedLink',
        'summary',
        'units',
        'vehicle',
      ].sort(),
    );
    const text = JSON.stringify(history);
    for (const secret of [
      owner.email,
      owner.id,
      car.id,
      link.id,
      'Private Person',
      'SECRET-PLATE',
      'Secret Nickname',
      'secret-receipt',
      token,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('revokes a link: it stops working at once, with a clear 404, and lists as revoked', async () => {
    const ann = t.client();
    const { links } = await ownerWithCar(ann);
    const link = await json<CreatedShareLinkDto>(await ann.post(links, {}));
    // Default: 30 days.
    const days = (new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()) / DAY_MS;
    expect(days).toBe(30);

    const bob = t.client();
    await bob.signUp();
    expect((await bob.request(`${links}/${link.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await t.client().get(`/api/shared/${tokenOf(link)}`)).status).toBe(200);

    const revoked = await ann.request(`${links}/${link.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    const gone = await t.client().get(`/api/shared/${tokenOf(link)}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect(gone.headers.get('x-robots-tag')).toContain('noindex');
    expect(await json(gone)).toEqual({
      error: { code: 'not_found', message: 'This link has expired or was revoked.' },
    });
    const [listed] = await json<ShareLinkDto[]>(await ann.get(links));
    expect(listed).toMatchObject({ id: link.id, status: 'revoked' });
    expect(listed!.revokedAt).not.toBeNull();
    // Revoking again changes nothing.
    expect((await ann.request(`${links}/${link.id}`, { method: 'DELETE' })).status).toBe(204);
    const [again] = await json<ShareLinkDto[]>(await ann.get(links));
    expect(again!.revokedAt).toBe(listed!.revokedAt);
  });

  it('refuses expired, unknown and malformed tokens alike', async () => {
    const ann = t.client();
    const { links } = await ownerWithCar(ann);
    const link = await json<CreatedShareLinkDto>(await ann.post(links, { expiresInDays: 90 }));
    await t.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, link.id));
    const unknown = 'A'.repeat(43);
    for (const token of [tokenOf(link), unknown, 'short', `${tokenOf(link)}x`, '%27%3B--']) {
      const response = await t.client().get(`/api/shared/${token}`);
      expect(response.status).toBe(404);
      expect(await json(response)).toMatchObject({
        error: { code: 'not_found', message: 'This link has expired or was revoked.' },
      });
    }
    const [listed] = await json<ShareLinkDto[]>(await ann.get(links));
    expect(listed!.status).toBe('expired');
  });

  it('validates input and ownership', async () => {
    const ann = t.client();
    const { car, links } = await ownerWithCar(ann);
    for (const body of [{ expiresInDays: 15 }, { expiresInDays: '30' }, { extra: 1 }]) {
      const response = await ann.post(links, body);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { code: 'validation_failed' } });
    }
    expect(await t.db.select().from(shareLinks).where(eq(shareLinks.vehicleId, car.id))).toEqual(
      [],
    );

    const anon = t.client();
    expect((await anon.post(links, {})).status).toBe(401);
    expect((await anon.get(links)).status).toBe(401);
    const bob = t.client();
    await bob.signUp();
    expect((await bob.post(links, {})).status).toBe(404);
    expect((await bob.get(links)).status).toBe(404);
    expect((await bob.post('/api/garage/vehicles/nope/share-links', {})).status).toBe(404);
  });

  it(`allows at most 10 active links per car; a revoked one frees a place`, async () => {
    const ann = t.client();
    const { links } = await ownerWithCar(ann);
    const made: CreatedShareLinkDto[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await ann.post(links, { expiresInDays: 7 });
      expect(response.status).toBe(201);
      made.push(await json<CreatedShareLinkDto>(response));
    }
    const refused = await ann.post(links, { expiresInDays: 7 });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      error: { code: 'conflict', message: expect.stringContaining('10 active share links') },
    });
    await ann.request(`${links}/${made[0]!.id}`, { method: 'DELETE' });
    expect((await ann.post(links, { expiresInDays: 7 })).status).toBe(201);
  });

  it('deleting the car removes its links', async () => {
    const ann = t.client();
    const { car, links } = await ownerWithCar(ann);
    const link = await json<CreatedShareLinkDto>(await ann.post(links, {}));
    expect((await ann.request(`/api/garage/vehicles/${car.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await t.db.select().from(shareLinks).where(eq(shareLinks.id, link.id))).toEqual([]);
    expect((await t.client().get(`/api/shared/${tokenOf(link)}`)).status).toBe(404);
  });
});

describe('share link rate limit', () => {
  let limited: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { SHARE_LINK_RATE_LIMIT_MAX: '3', SHARE_LINK_RATE_LIMIT_WINDOW_SECONDS: '3600' },
    });
  });
  afterAll(() => limited.close());

  it('limits how many links one user creates per window, across their cars', async () => {
    const ann = limited.client();
    const { links } = await ownerWithCarOn(ann);
    for (let i = 0; i < 3; i += 1) expect((await ann.post(links, {})).status).toBe(201);
    const refused = await ann.post(links, {});
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await json(refused)).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringContaining('share links') },
    });
    // Another user is not held back.
    const bob = limited.client();
    const bobs = await ownerWithCarOn(bob);
    expect((await bob.post(bobs.links, {})).status).toBe(201);
  });

  async function ownerWithCarOn(client: TestClient) {
    await client.signUp();
    const car = await json<VehicleDto>(
      await client.post('/api/garage/vehicles', {
        year: 2015,
        make: 'Kia',
        model: 'Rio',
        mileage: 1000,
      }),
    );
    return { links: `/api/garage/vehicles/${car.id}/share-links` };
  }
});
