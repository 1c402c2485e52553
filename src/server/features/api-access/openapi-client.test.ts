// The OpenAPI document as outsiders use it: checked by a real OpenAPI validator
// (@readme/openapi-parser), turned into a client by a real generator (@hey-api/openapi-ts), and
// that client driving the garage API with a token; every reply is checked against the
// document's response schema (ajv, JSON Schema 2020-12).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileErrors, validate } from '@readme/openapi-parser';
import { createClient } from '@hey-api/openapi-ts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, TestClient, TEST_ORIGIN } from '../../test/harness.ts';
import type { CreatedApiTokenDto } from '../../../shared/api-access.ts';
import type { OpenApiDocument } from './openapi.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-openapi-client-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outputDir, { recursive: true, force: true });
});

async function theDocument() {
  const response = await t.app.request(`${TEST_ORIGIN}/api/openapi.json`);
  expect(response.status).toBe(200);
  return json<OpenApiDocument>(response);
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 by @readme/openapi-parser, with response schemas', async () => {
    const doc = await theDocument();
    // The validator dereferences the object it is given: hand it a copy.
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.warnings).toEqual([]);

    const reply = (method: string, route: string, status: string) =>
      doc.paths[route]?.[method]?.responses[status]?.content?.['application/json']?.schema;
    expect(reply('get', '/api/garage/vehicles', '200')).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Vehicle' },
    });
    expect(reply('get', '/api/garage/vehicles/{id}', '200')).toEqual({
      $ref: '#/components/schemas/VehicleDetail',
    });
    expect(reply('post', '/api/garage/vehicles/{id}/fuel', '201')).toEqual({
      $ref: '#/components/schemas/FuelRecordWithWarning',
    });
    expect(reply('get', '/api/garage/costs', '200')).toEqual({
      $ref: '#/components/schemas/Costs',
    });
    expect(doc.components.schemas.Vehicle).toMatchObject({
      type: 'object',
      properties: { mileage: { type: 'number' }, nickname: { type: ['string', 'null'] } },
    });
  });
});

describe('a client generated from the document (@hey-api/openapi-ts)', () => {
  it('lists, adds, logs a fill-up, reads and changes vehicles with a token', async () => {
    const doc = await theDocument();
    await createClient({
      input: structuredClone(doc) as never,
      output: outputDir,
      plugins: ['@hey-api/client-fetch', '@hey-api/sdk'],
      logs: { level: 'silent' },
    });
    const sdk = (await import(pathToFileURL(path.join(outputDir, 'sdk.gen.ts')).href)) as Record<
      string,
      (options: Record<string, unknown>) => Promise<{
        data: unknown;
        error: unknown;
        response: Response;
      }>
    >;
    const { client } = (await import(
      pathToFileURL(path.join(outputDir, 'client.gen.ts')).href
    )) as {
      client: { setConfig(config: Record<string, unknown>): void };
    };

    const owner = new TestClient(t.app);
    await owner.signUp();
    const created = await owner.post('/api/api-tokens', { name: 'Generated', scope: 'read_write' });
    const { token } = await json<CreatedApiTokenDto>(created);
    // The generated client's own fetch, answered by the app in this process.
    client.setConfig({
      baseUrl: TEST_ORIGIN,
      auth: () => token,
      fetch: (request: Request) => t.app.request(request),
    });

    // Each reply must match its response schema in the document.
    const ajv = new Ajv2020({ strict: false });
    const matchesDocument = (method: string, route: string, status: number, data: unknown) => {
      const schema = doc.paths[route]![method]!.responses[status]!.content!['application/json']!
        .schema as object;
      // The document's components ride along, so its `#/components/schemas/…` refs resolve.
      const check = ajv.compile({ ...schema, components: doc.components });
      expect(check(data), ajv.errorsText(check.errors)).toBe(true);
    };
    const call = async (name: string, options: Record<string, unknown> = {}) => {
      expect(typeof sdk[name], `the generated client has ${name}()`).toBe('function');
      const result = await sdk[name]!(options);
      return { status: result.response.status, data: result.data, error: result.error };
    };

    const empty = await call('getGarageVehicles');
    expect(empty).toMatchObject({ status: 200, data: [] });

    const added = await call('postGarageVehicles', {
      body: { year: 2018, make: 'Volkswagen', model: 'Golf', mileage: 61_000 },
    });
    expect(added.status).toBe(201);
    matchesDocument('post', '/api/garage/vehicles', 201, added.data);
    const vehicle = added.data as { id: string; make: string; mileage: number };
    expect(vehicle).toMatchObject({ make: 'Volkswagen', mileage: 61_000 });

    for (const [date, odometer, volume] of [
      ['2024-04-01', 61_100, 40],
      ['2024-05-01', 61_700, 38],
    ] as const) {
      const fuel = await call('postGarageVehiclesIdFuel', {
        path: { id: vehicle.id },
        body: { date, cost: 60, volume, odometer },
      });
      expect(fuel.status).toBe(201);
      matchesDocument('post', '/api/garage/vehicles/{id}/fuel', 201, fuel.data);
      expect(fuel.data).toMatchObject({ odometer, volume, fullTank: true });
    }

    const changed = await call('patchGarageVehiclesId', {
      path: { id: vehicle.id },
      body: { mileage: 62_000 },
    });
    expect(changed.status).toBe(200);
    matchesDocument('patch', '/api/garage/vehicles/{id}', 200, changed.data);

    const detail = await call('getGarageVehiclesId', { path: { id: vehicle.id } });
    expect(detail.status).toBe(200);
    matchesDocument('get', '/api/garage/vehicles/{id}', 200, detail.data);
    const read = detail.data as {
      mileage: number;
      fuelRecords: { odometer: number }[];
      fuelEconomy: { average: number | null; unit: string };
    };
    expect(read.mileage).toBe(62_000);
    expect(read.fuelRecords.map((record) => record.odometer).sort()).toEqual([61_100, 61_700]);
    // 38 L over 600 km between two full fills.
    expect(read.fuelEconomy).toMatchObject({ average: 6.33, unit: 'L/100 km' });

    const list = await call('getGarageVehicles', { query: { units: 'mi' } });
    matchesDocument('get', '/api/garage/vehicles', 200, list.data);
    expect((list.data as { mileage: number }[]).map((v) => Math.round(v.mileage))).toEqual([
      Math.round(62_000 / 1.609344),
    ]);

    const costs = await call('getGarageCosts', { query: { period: 'all' } });
    expect(costs.status).toBe(200);
    matchesDocument('get', '/api/garage/costs', 200, costs.data);
    expect(costs.data).toMatchObject({ period: 'all', fuel: 120 });

    const settings = await call('getGarageSettings');
    matchesDocument('get', '/api/garage/settings', 200, settings.data);
    const upcoming = await call('getGarageUpcomingServices');
    matchesDocument('get', '/api/garage/upcoming-services', 200, upcoming.data);
    const expenses = await call('getGarageVehiclesIdExpenses', { path: { id: vehicle.id } });
    matchesDocument('get', '/api/garage/vehicles/{id}/expenses', 200, expenses.data);

    const link = await call('postGarageVehiclesIdShareLinks', {
      path: { id: vehicle.id },
      body: { expiresInDays: 7 },
    });
    expect(link.status).toBe(201);
    matchesDocument('post', '/api/garage/vehicles/{id}/share-links', 201, link.data);
    const links = await call('getGarageVehiclesIdShareLinks', { path: { id: vehicle.id } });
    matchesDocument('get', '/api/garage/vehicles/{id}/share-links', 200, links.data);
    expect(links.data).toMatchObject([{ id: (link.data as { id: string }).id, status: 'active' }]);
    const history = await call('getGarageVehiclesIdHistory', { path: { id: vehicle.id } });
    matchesDocument('get', '/api/garage/vehicles/{id}/history', 200, history.data);
    expect(history.data).toMatchObject({ vehicle: { make: 'Volkswagen' }, fuel: { fillUps: 2 } });

    // An error reply comes through the same client, in the documented error shape.
    const missing = await call('getGarageVehiclesId', {
      path: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ error: { code: 'not_found' } });
    expect(
      ajv.validate({ ...doc.components.schemas.Error }, missing.error),
      ajv.errorsText(ajv.errors),
    ).toBe(true);
  });
});
