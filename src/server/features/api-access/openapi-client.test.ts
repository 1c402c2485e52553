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
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, TestClient, TEST_ORIGIN } from '../../test/harness.ts';
import type { CreatedApiTokenDto } from '../../../shared/api-access.ts';
import type { OpenApiDocument } from './openapi.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-openapi-client-'));
beforeAll(async () => {
  // The VIN decoder's database, unpacked once for every test that decodes (as vehicle-data's do).
  t = await createTestApp({ env: { VPIC_CACHE_DIR: path.join(os.tmpdir(), 'odo-vpic') } });
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

type SdkCall = (options: Record<string, unknown>) => Promise<{
  data: unknown;
  error: unknown;
  response: Response;
}>;

/** The generated SDK, written once and imported; later calls get the same modules. */
let generated: Promise<{ sdk: Record<string, SdkCall>; client: GeneratedClient }> | undefined;
interface GeneratedClient {
  setConfig(config: Record<string, unknown>): void;
}
function generatedSdk(doc: OpenApiDocument) {
  generated ??= (async () => {
    await createClient({
      input: structuredClone(doc) as never,
      output: outputDir,
      plugins: ['@hey-api/client-fetch', '@hey-api/sdk'],
      logs: { level: 'silent' },
    });
    const sdk = (await import(pathToFileURL(path.join(outputDir, 'sdk.gen.ts')).href)) as Record<
      string,
      SdkCall
    >;
    const { client } = (await import(
      pathToFileURL(path.join(outputDir, 'client.gen.ts')).href
    )) as { client: GeneratedClient };
    return { sdk, client };
  })();
  return generated;
}

/**
 * A new owner with a read-write token, the generated client pointed at the app with it, and a
 * check that a reply matches its response schema in the document.
 */
async function clientForNewOwner() {
  const doc = await theDocument();
  const { sdk, client } = await generatedSdk(doc);
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
  const matchesDocument = (
    method: string,
    route: string,
    status: number,
    data: unknown,
    mediaType = 'application/json',
  ) => {
    const schema = doc.paths[route]![method]!.responses[status]!.content![mediaType]!
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
  return { doc, ajv, matchesDocument, call };
}

describe('a client generated from the document (@hey-api/openapi-ts)', () => {
  it('lists, adds, logs a fill-up, reads and changes vehicles with a token', async () => {
    const { doc, ajv, matchesDocument, call } = await clientForNewOwner();
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

  it('exports, imports, decodes a VIN, reads the catalog and uploads pictures with a token', async () => {
    const { matchesDocument, call } = await clientForNewOwner();
    const addCar = async (make: string, model: string) => {
      const added = await call('postGarageVehicles', {
        body: { year: 2020, make, model, mileage: 30_000 },
      });
      expect(added.status).toBe(201);
      return (added.data as { id: string }).id;
    };
    const source = await addCar('Skoda', 'Octavia');
    const fuel = await call('postGarageVehiclesIdFuel', {
      path: { id: source },
      body: { date: '2024-03-01', cost: 70, volume: 45, odometer: 30_500 },
    });
    const service = await call('postGarageVehiclesIdMaintenance', {
      path: { id: source },
      body: { type: 'oil_change', date: '2024-03-05', mileage: 30_600, cost: 90 },
    });
    expect([fuel.status, service.status]).toEqual([201, 201]);

    // The CSV export is text, not JSON.
    const exported = await call('getGarageVehiclesIdExportCsv', { path: { id: source } });
    expect(exported.status).toBe(200);
    matchesDocument('get', '/api/garage/vehicles/{id}/export.csv', 200, exported.data, 'text/csv');
    const csv = exported.data as string;
    expect(csv).toContain('record_type,date,odometer_km');

    // Read back into another car (the free plan holds one), with one broken line: a preview
    // (200), then a commit (201).
    expect((await call('deleteGarageVehiclesId', { path: { id: source } })).status).toBe(204);
    const broken = ['fuel', 'someday', '31000', '', '', '10.00', 'EUR', '5', '', 'true', 'false'];
    const file = `${csv.trimEnd()}\r\n${[...broken, '', '', '', ''].join(',')}\r\n`;
    const target = await addCar('Skoda', 'Superb');
    const request = { vehicleId: target, csv: file, preset: 'odo' };
    const preview = await call('postGarageImport', { body: request });
    expect(preview.status).toBe(200);
    matchesDocument('post', '/api/garage/import', 200, preview.data);
    expect(preview.data).toMatchObject({
      preset: 'odo',
      counts: { total: 3, valid: 2, invalid: 1, byType: { fuel: 1, maintenance: 1, expense: 0 } },
      errors: [{ line: 4, message: expect.any(String) }],
    });
    const commit = await call('postGarageImport', {
      body: { ...request, commit: true, skipInvalid: true },
    });
    expect(commit.status).toBe(201);
    matchesDocument('post', '/api/garage/import', 201, commit.data);
    expect(commit.data).toEqual({
      imported: { maintenance: 1, fuel: 1, expense: 0 },
      skipped: [{ line: 4, message: expect.any(String) }],
    });

    // A VIN vPIC knows, and one only the maker code tells (the reply's optional facts).
    for (const [vin, facts] of [
      ['1HGCM82633A004352', { make: 'Honda', model: 'Accord', complete: true }],
      ['JMZBK14Z2A1234567', { make: 'Mazda', source: 'wmi', complete: false, model: null }],
    ] as const) {
      const decoded = await call('getGarageVinVin', { path: { vin } });
      expect(decoded.status).toBe(200);
      matchesDocument('get', '/api/garage/vin/{vin}', 200, decoded.data);
      expect(decoded.data).toMatchObject(facts);
    }

    const makes = await call('getGarageCatalogMakes', { query: { year: 2019 } });
    expect(makes.status).toBe(200);
    matchesDocument('get', '/api/garage/catalog/makes', 200, makes.data);
    expect((makes.data as { makes: { name: string }[] }).makes).toContainEqual(
      expect.objectContaining({ name: 'Honda' }),
    );
    for (const [make, known] of [
      ['honda', true],
      ['No Such Make', false],
    ] as const) {
      const models = await call('getGarageCatalogModels', { query: { year: 2019, make } });
      expect(models.status).toBe(200);
      matchesDocument('get', '/api/garage/catalog/models', 200, models.data);
      expect(models.data).toMatchObject({ year: 2019, known });
    }

    // Pictures go up as multipart forms (field `photo`), as the generated client sends them.
    let shade = 0;
    const photo = async () =>
      new Blob(
        [
          new Uint8Array(
            await sharp({
              create: {
                width: 48,
                height: 48,
                channels: 3,
                background: { r: 30, g: 60, b: shade++ },
              },
            })
              .jpeg()
              .toBuffer(),
          ),
        ],
        { type: 'image/jpeg' },
      );
    const carPhoto = await call('postGarageVehiclesIdPhoto', {
      path: { id: target },
      body: { photo: await photo() },
    });
    expect(carPhoto.status).toBe(201);
    matchesDocument('post', '/api/garage/vehicles/{id}/photo', 201, carPhoto.data);
    const imported = await call('getGarageVehiclesId', { path: { id: target } });
    const records = imported.data as {
      fuelRecords: { id: string }[];
      maintenanceRecords: { id: string }[];
    };
    const fuelId = records.fuelRecords[0]!.id;
    const serviceId = records.maintenanceRecords[0]!.id;
    for (const [name, route, recordId] of [
      [
        'postGarageVehiclesIdFuelRecordIdReceipt',
        '/api/garage/vehicles/{id}/fuel/{recordId}/receipt',
        fuelId,
      ],
      [
        'postGarageVehiclesIdMaintenanceRecordIdReceipt',
        '/api/garage/vehicles/{id}/maintenance/{recordId}/receipt',
        serviceId,
      ],
    ] as const) {
      const receipt = await call(name, {
        path: { id: target, recordId },
        body: { photo: await photo() },
      });
      expect(receipt.status).toBe(201);
      matchesDocument('post', route, 201, receipt.data);
    }
    const removed = await call('deleteGarageVehiclesIdFuelRecordIdReceipt', {
      path: { id: target, recordId: fuelId },
    });
    expect(removed.status).toBe(204);
    const detail = await call('getGarageVehiclesId', { path: { id: target } });
    expect(detail.data).toMatchObject({
      imageUrl: (carPhoto.data as { imageUrl: string }).imageUrl,
      fuelRecords: [{ id: fuelId, receiptUrl: null }],
      maintenanceRecords: [{ id: serviceId, receiptUrl: expect.any(String) }],
    });
  });
});
