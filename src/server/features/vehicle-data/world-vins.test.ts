// VINs from every market through the real app: the decode beyond vPIC (maker, country, model year
// and what is not known) and the one VIN rule wherever a VIN is typed — Add vehicle, the
// assessment and Car Lens's typed VIN all take WVWZZZ1JZXW000001 (issue 29).
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { CarLensResult } from '../../../shared/car-lens.ts';
import type { DecodedVin } from '../../../shared/vehicle-data.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let driver: TestClient;
beforeAll(async () => {
  t = await createTestApp({ env: { VPIC_CACHE_DIR: path.join(os.tmpdir(), 'odo-vpic') } });
  driver = t.client();
  await driver.signUp();
});
afterAll(() => t.close());

type Reply = DecodedVin & { error?: { code: string; message: string } };

async function decode(vin: string) {
  const response = await driver.get(`/api/garage/vin/${vin}`);
  return { status: response.status, body: await json<Reply>(response) };
}

describe('GET /api/garage/vin/{vin} beyond North America', () => {
  it('decodes European, Japanese, Korean, Russian and Chinese VINs to maker, country and year', async () => {
    const cases: [string, Partial<DecodedVin>][] = [
      ['WVWZZZ1JZXW000001', { make: 'Volkswagen', country: 'Germany', year: 1999 }],
      ['TMBJJ21Z762123456', { make: 'Škoda', country: 'Czech Republic', year: 2006 }],
      ['VF1BB05CF26012345', { make: 'Renault', country: 'France', year: 2002 }],
      ['JMZBK14Z2A1234567', { make: 'Mazda', country: 'Japan', year: 2010 }],
      ['KMHDN41BP6U123456', { make: 'Hyundai', country: 'South Korea', year: 2006 }],
      ['XTA21093022345678', { make: 'Lada', country: 'Russia', year: 2002 }],
      ['LSGPC52U1AF123456', { make: 'SAIC-GM', country: 'China', year: 2010 }],
    ];
    for (const [vin, expected] of cases) {
      const { status, body } = await decode(vin);
      expect(status, vin).toBe(200);
      expect(body, vin).toMatchObject({ vin, ...expected });
      // What the VIN does not tell is said, not left blank.
      if (!body.complete) expect(body.unknown, vin).toContain('model');
    }
  });

  it('names the brands of a plant that builds several, and leaves the make unknown', async () => {
    // Avtotor (Kaliningrad) builds Kias and Hyundais under XWE; UzAuto's code lies in Russia's
    // range but is Uzbek.
    const avtotor = await decode('XWEJX81AGH0000031');
    expect(avtotor.status).toBe(200);
    expect(avtotor.body).toMatchObject({
      make: null,
      manufacturer: 'Kia / Hyundai',
      country: 'Russia',
      year: 2017,
    });
    expect(avtotor.body.unknown).toContain('make');
    const uzbek = await decode('XWB3L32EDJA123456');
    expect(uzbek.body).toMatchObject({ make: 'Chevrolet', country: 'Uzbekistan' });
  });

  it('says what is uncertain: the 30-year cycle, or no year code at all', async () => {
    const mazda = await decode('JMZBK14Z2A1234567');
    expect(mazda.body).toMatchObject({ source: 'wmi', complete: false, model: null });
    expect(mazda.body.yearNote).toMatch(/stands for 2010 or 1980; shown as 2010/);
    expect(mazda.body.unknown).toEqual(expect.arrayContaining(['model', 'engine', 'body']));
    const fiat = await decode('ZFA19900001234567');
    expect(fiat.body).toMatchObject({ make: 'Fiat', country: 'Italy', year: null });
    expect(fiat.body.unknown).toContain('model year');
    expect(fiat.body.yearNote).toMatch(/holds no model-year code/);
  });

  it('keeps vPIC for North-American cars and for the foreign cars it knows', async () => {
    const accord = await decode('1HGCM82633A004352');
    expect(accord.body).toMatchObject({
      source: 'vpic',
      complete: true,
      make: 'Honda',
      model: 'Accord',
      year: 2003,
      country: 'United States',
      yearNote: null,
    });
    const elantra = await decode('KMHDN41BP6U123456');
    expect(elantra.body).toMatchObject({ source: 'vpic', model: 'Elantra' });
  });

  it('still refuses a Chinese VIN with a wrong check digit, and names an unknown code’s country', async () => {
    const chinese = await decode('LSGPC52U5AF123456');
    expect(chinese.status).toBe(400);
    expect(chinese.body.error!.message).toBe(
      'The check digit (9th character) should be 1, not 5: a character is mistyped.',
    );
    const unknown = await decode('X3Z11111111111111');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error!.message).toMatch(/X3Z \(a code assigned in Russia\)/);
  });
});

describe('the same VIN rule wherever a VIN is typed', () => {
  const european = 'WVWZZZ1JZXW000001';

  it('Add vehicle keeps a European VIN, and refuses a bad North-American one as before', async () => {
    const client = t.client();
    await client.signUp();
    const car = { year: 1999, make: 'Volkswagen', model: 'Golf', mileage: 210_000 };
    const created = await client.post('/api/garage/vehicles', { ...car, vin: european });
    expect(created.status).toBe(201);
    expect(await json<{ vin: string }>(created)).toMatchObject({ vin: european });
    const refused = await client.post('/api/garage/vehicles', {
      ...car,
      vin: '1HGCM82653A004352',
    });
    expect(refused.status).toBe(400);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toMatch(
      /check digit \(9th character\) should be 3, not 5/,
    );
  });

  it('the assessment takes it and uses its maker and year', async () => {
    const client = t.client();
    await client.signUp();
    const response = await client.post('/api/assessment', {
      year: 1999,
      make: 'Volkswagen',
      model: 'Golf',
      mileage: 210_000,
      vin: european.toLowerCase(),
    });
    expect(response.status).toBe(201);
    const body = await json<{ vehicle: { vin: string } }>(response);
    expect(body.vehicle.vin).toBe(european);
  });

  it("Car Lens's typed VIN decodes it to maker, country and year", async () => {
    const client = t.client();
    await client.signUp();
    const response = await client.post('/api/car-lens/vin', { vin: european });
    expect(response.status).toBe(201);
    const body = await json<CarLensResult>(response);
    expect(body).toMatchObject({ vin: european, method: 'manual' });
    expect(body.vehicle).toMatchObject({ make: 'Volkswagen', country: 'Germany', year: 1999 });
  });
});
