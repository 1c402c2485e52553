// Held-out generated photos of every kind read through POST /api/car-lens (issue 29: the held-out
// set runs against the API at every checkpoint). What it measures is the reader, not the database:
// it runs in the PGlite run only (vitest.config.ts), like the read-rate and photo-set files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, grantPremium, json } from '../../test/harness.ts';
import type { CarLensResult } from '../../../shared/car-lens.ts';
import { closeCarLensReaders } from './readers.ts';
import { generateFixtures } from './testing/fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      VPIC_CACHE_DIR: path.join(os.tmpdir(), 'odo-vpic'),
      // The largest limit the server takes: a read that finds its VIN ends at once, so only a miss
      // could use it all (CI runs this beside other suites on busy cores).
      CARLENS_TIMEOUT_MS: '120000',
    },
  });
});
afterAll(async () => {
  await closeCarLensReaders();
  await t.close();
});

it('reads held-out generated photos of every kind through the API', async () => {
  const client = t.client();
  const { id } = await client.signUp();
  // A subscriber: every scan is answered, none runs into the free result's limit.
  await grantPremium(t.db, id);
  const heldOut = await generateFixtures(2, 300);
  let right = 0;
  for (const fixture of heldOut) {
    const form = new FormData();
    form.append(
      'photo',
      new File([new Uint8Array(fixture.body)], 'photo.jpg', { type: 'image/jpeg' }),
    );
    const response = await client.request('/api/car-lens', { method: 'POST', body: form });
    const body = await json<CarLensResult>(response);
    if (response.status === 201 && body.vin === fixture.vin) right += 1;
  }
  // The figure is the point of this test: print it.
  // eslint-disable-next-line no-console
  console.log(`car lens held-out through the API: ${right}/${heldOut.length}`);
  expect(right).toBeGreaterThanOrEqual(heldOut.length - 1);
}, 1_200_000);

it("reads an iPhone's HEIC photo (HEVC) of a real plate through the API", async () => {
  const client = t.client();
  const { id } = await client.signUp();
  await grantPremium(t.db, id);
  // The real engraved plate of testing/real as HEIC (testing/real/README.md).
  const heic = fs.readFileSync(
    path.join(import.meta.dirname, 'testing/real/engraved-plate-SAL1A2A40SA606662.heic'),
  );
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(heic)], 'IMG_0001.HEIC', { type: 'image/heic' }));
  const response = await client.request('/api/car-lens', { method: 'POST', body: form });
  expect(response.status).toBe(201);
  expect(await json<CarLensResult>(response)).toMatchObject({
    vin: 'SAL1A2A40SA606662',
    vehicle: { make: 'Land Rover' },
  });
}, 300_000);
