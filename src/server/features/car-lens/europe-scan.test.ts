// A European door-pillar label through POST /api/car-lens: read, decoded beyond vPIC (maker,
// country, year), and — when its VIN cannot be read for certain — a 422 with the partial reading
// for the typed-VIN form, nothing charged (issue 29).
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { CarLensResult } from '../../../shared/car-lens.ts';
import { closeCarLensReaders } from './readers.ts';
import { europeanPillarLabel } from './testing/european-label.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // A shared CI machine may take longer than the server's default 3 s: the test is about what
  // is read, not how fast (speed is npm run bench's).
  t = await createTestApp({
    env: { VPIC_CACHE_DIR: path.join(os.tmpdir(), 'odo-vpic'), CARLENS_TIMEOUT_MS: '120000' },
  });
}, 300_000);
afterAll(async () => {
  await closeCarLensReaders();
  await t.close();
});

type Reply = CarLensResult & { error?: { code: string; tips?: string[]; partial?: string } };

async function scan(client: TestClient, photo: Buffer) {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(photo)], 'label.jpg', { type: 'image/jpeg' }));
  const response = await client.request('/api/car-lens', { method: 'POST', body: form });
  return { status: response.status, body: await json<Reply>(response) };
}

it('reads a European door-pillar label and names the maker, the country and the year', async () => {
  const client = t.client();
  await client.signUp();
  const { status, body } = await scan(client, await europeanPillarLabel('WVWZZZ1KZ9W123456'));
  expect(status).toBe(201);
  expect(body.vin).toBe('WVWZZZ1KZ9W123456');
  expect(body.vehicle).toMatchObject({ make: 'Volkswagen', country: 'Germany', year: 2009 });
  expect(body.vehicle!.unknown).toContain('model');
}, 300_000);

it('answers not_recognised with the partial reading when no reading passes the rules', async () => {
  const client = t.client();
  const { id } = await client.signUp();
  // K has no digit look-alike: positions 14–17 are digits in every VIN, so this is no VIN.
  const { status, body } = await scan(client, await europeanPillarLabel('WVWZZZ1JZXW0000K1'));
  expect(status).toBe(422);
  expect(body.error).toMatchObject({ code: 'not_recognised' });
  expect(body.error!.tips!.length).toBeGreaterThan(0);
  expect(body.error!.partial).toMatch(/^[A-Z0-9]{15,19}$/);
  expect(body.error!.partial).toMatch(/ZZZ.*K1$/);
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  expect(row!.freeCarlensResultsUsed).toBe(0);
}, 300_000);
