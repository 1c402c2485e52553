// Where a garage car was sold (issue 28): stored with the car, given by the owner or read from its
// VIN when not, changed by PATCH, refused when unknown, owner-only, and in the account export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from '../../test/read-zip.ts';
import { createTestApp, grantPremium, json, type TestClient } from '../../test/harness.ts';
import type { VehicleDetailDto, VehicleDto } from '../../../shared/garage.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const focus = { year: 2015, make: 'Ford', model: 'Focus', mileage: 80_000 };
/** Check digit 0 is wrong for this German VIN: built to European rules. */
const EUROPEAN_VIN = 'WVWZZZ1KZ8W000001';
const NORTH_AMERICAN_VIN = '1HGCM82633A004352';
/** A German maker code with a valid check digit: may be a US import, so it says nothing. */
const IMPORT_VIN = 'WVWZZZ1K88W000001';

function patch(client: TestClient, path: string, body: unknown) {
  return client.request(path, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A member without the free plan's one-car cap. */
async function member() {
  const client = t.client();
  const { id } = await client.signUp();
  await grantPremium(t.db, id);
  return { client, id };
}

async function add(client: TestClient, body: object) {
  const response = await client.post('/api/garage/vehicles', { ...focus, ...body });
  expect(response.status).toBe(201);
  return json<VehicleDto>(response);
}

describe("a garage car's market", () => {
  it('is stored as given and answered by the list and the detail', async () => {
    const { client } = await member();
    const created = await add(client, { market: 'eu' });
    expect(created.market).toBe('eu');
    const list = await json<VehicleDto[]>(await client.get('/api/garage/vehicles'));
    expect(list.map((v) => v.market)).toEqual(['eu']);
    const detail = await json<VehicleDetailDto>(
      await client.get(`/api/garage/vehicles/${created.id}`),
    );
    expect(detail.market).toBe('eu');
  });

  it('is read from the VIN when not given ("not sure" too), else left unknown', async () => {
    const { client } = await member();
    expect((await add(client, { vin: EUROPEAN_VIN })).market).toBe('eu');
    expect((await add(client, { vin: EUROPEAN_VIN, market: null })).market).toBe('eu');
    expect((await add(client, { vin: EUROPEAN_VIN, market: '' })).market).toBe('eu');
    expect((await add(client, { vin: NORTH_AMERICAN_VIN })).market).toBe('na');
    expect((await add(client, { vin: IMPORT_VIN })).market).toBeNull();
    expect((await add(client, {})).market).toBeNull();
    // The owner's word wins over the VIN's (a grey import).
    expect((await add(client, { vin: NORTH_AMERICAN_VIN, market: 'other' })).market).toBe('other');
  });

  it('is changed by PATCH; "not sure" falls back to the VIN; a new VIN fills only a missing one', async () => {
    const { client } = await member();
    const car = await add(client, { vin: EUROPEAN_VIN });
    const url = `/api/garage/vehicles/${car.id}`;
    const marketAfter = async (body: object) => {
      const response = await patch(client, url, body);
      expect(response.status).toBe(200);
      return (await json<VehicleDetailDto>(response)).market;
    };
    expect(await marketAfter({ market: 'na' })).toBe('na');
    // A patch that says nothing of the market or the VIN leaves it alone.
    expect(await marketAfter({ nickname: 'Grey import' })).toBe('na');
    expect(await marketAfter({ market: null })).toBe('eu');
    // A known market stays when the VIN changes without one...
    expect(await marketAfter({ vin: NORTH_AMERICAN_VIN })).toBe('eu');
    // ...and the form, which sends both, gets the new VIN's market for "not sure".
    expect(await marketAfter({ vin: NORTH_AMERICAN_VIN, market: null })).toBe('na');
    expect(await marketAfter({ vin: null, market: null })).toBeNull();
    expect(await marketAfter({ vin: EUROPEAN_VIN })).toBe('eu');
  });

  it('refuses a market it does not know, with the field named, writing nothing', async () => {
    const { client } = await member();
    const refused = await client.post('/api/garage/vehicles', { ...focus, market: 'us' });
    expect(refused.status).toBe(400);
    const body = await json<{
      error: { code: string; fields: { path: string; message: string }[] };
    }>(refused);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toContainEqual({
      path: 'market',
      message: 'Choose North America, Europe, elsewhere or not sure.',
    });
    expect(await json<VehicleDto[]>(await client.get('/api/garage/vehicles'))).toEqual([]);
    const car = await add(client, { market: 'eu' });
    const bad = await patch(client, `/api/garage/vehicles/${car.id}`, { market: 'mars' });
    expect(bad.status).toBe(400);
    const after = await json<VehicleDetailDto>(await client.get(`/api/garage/vehicles/${car.id}`));
    expect(after.market).toBe('eu');
  });

  it("is another member's to change: 404, and the car keeps its market", async () => {
    const ann = await member();
    const bob = await member();
    const car = await add(ann.client, { market: 'eu' });
    const url = `/api/garage/vehicles/${car.id}`;
    expect((await patch(bob.client, url, { market: 'na' })).status).toBe(404);
    expect((await patch(bob.client, url, { vin: NORTH_AMERICAN_VIN })).status).toBe(404);
    expect((await json<VehicleDetailDto>(await ann.client.get(url))).market).toBe('eu');
  });

  it('leaves with the account export (data/vehicles.csv carries the market column)', async () => {
    const { client } = await member();
    await add(client, { market: 'other' });
    const response = await client.get('/api/account/export');
    expect(response.status).toBe(200);
    const files = await readZip(new Uint8Array(await response.arrayBuffer()));
    const [header, row] = files.get('data/vehicles.csv')!.toString().split(/\r?\n/);
    const at = header!.split(',').indexOf('market');
    expect(at).toBeGreaterThan(-1);
    expect(row!.split(',')[at]).toBe('other');
    const rows = JSON.parse(files.get('data/vehicles.json')!.toString()) as { market: string }[];
    expect(rows.map((r) => r.market)).toEqual(['other']);
  });
});
