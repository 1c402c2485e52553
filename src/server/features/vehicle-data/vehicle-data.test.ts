import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { DecodedVin } from '../../../shared/vehicle-data.ts';
import { logoSlug } from '../../../shared/vehicle-data.ts';
import { odoFuelType, vinDecoder } from './vin.ts';
import { ensureVpicDatabase, VpicAdapter } from './vpic-database.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let driver: TestClient;
beforeAll(async () => {
  t = await createTestApp({ env: { VPIC_CACHE_DIR: path.join(os.tmpdir(), 'odo-vpic') } });
  driver = t.client();
  await driver.signUp();
});
afterAll(() => t.close());

async function decode(vin: string) {
  const response = await driver.get(`/api/garage/vin/${vin}`);
  return {
    status: response.status,
    body: await json<DecodedVin & { error?: { message: string } }>(response),
  };
}

describe('GET /api/garage/vin/{vin}', () => {
  it('decodes a 2003 Honda Accord EX-V6', async () => {
    const { status, body } = await decode('1HGCM82633A004352');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      vin: '1HGCM82633A004352',
      complete: true,
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-V6',
      fuelType: 'petrol',
      fuelTypePrimary: 'Gasoline',
    });
    expect(body.engine.cylinders).toBe(6);
  });

  it('accepts lower case and surrounding spaces', async () => {
    const { status, body } = await decode('%201hgcm82633a004352%20');
    expect(status).toBe(200);
    expect(body.vin).toBe('1HGCM82633A004352');
  });

  it('decodes a Tesla as electric, with its plant', async () => {
    const { status, body } = await decode('5YJ3E1EA2KF317000');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      year: 2019,
      make: 'Tesla',
      model: 'Model 3',
      fuelType: 'electric',
    });
    expect(body.plant).toEqual({
      city: 'Fremont',
      state: 'California',
      country: 'United States (USA)',
    });
  });

  it('decodes a Ford F-150 pickup with its engine', async () => {
    const { status, body } = await decode('1FTFW1ET9DFC10312');
    expect(status).toBe(200);
    expect(body).toMatchObject({ year: 2013, make: 'Ford', model: 'F-150', body: 'Pickup' });
    expect(body.engine).toMatchObject({ cylinders: 6, displacementL: 3.5 });
  });

  it('decodes European cars (BMW, Volvo) and their restraint notes', async () => {
    const bmw = await decode('WBA3A5C57CF256651');
    expect(bmw.status).toBe(200);
    expect(bmw.body).toMatchObject({ year: 2012, make: 'BMW', model: '328i', series: '3-Series' });
    expect(bmw.body.safety.restraints).toMatch(/inflatable restraint/i);
    const volvo = await decode('YV1MS382662000000');
    expect(volvo.status).toBe(200);
    expect(volvo.body).toMatchObject({ year: 2006, make: 'Volvo', model: 'S40' });
  });

  it('maps hybrids and plug-in hybrids', async () => {
    const prius = await decode('JTDKB20U193476321');
    expect(prius.body).toMatchObject({ make: 'Toyota', model: 'Prius', fuelType: 'hybrid' });
    const volt = await decode('1G1RD6E47BU100000');
    expect(volt.body).toMatchObject({
      make: 'Chevrolet',
      model: 'Volt',
      fuelType: 'plug_in_hybrid',
    });
  });

  it('says which rule a malformed VIN breaks', async () => {
    const cases: [string, string][] = [
      ['1HGCM82633A00435', 'A VIN has 17 characters; this one has 16.'],
      ['1HGCM82633A0043521', 'A VIN has 17 characters; this one has 18.'],
      ['1HGCO82633A004352', 'A VIN never contains the letters I, O or Q (found O at position 5).'],
      ['1HGCM82633A00I352', 'A VIN never contains the letters I, O or Q (found I at position 14).'],
      [
        '1HGCM82653A004352',
        'The check digit (9th character) should be 3, not 5: a character is mistyped.',
      ],
      [
        '1HGCM826Z3A004352',
        'The check digit (9th character) should be 3, not Z: a character is mistyped.',
      ],
      ['1HGCM82-33A004352', 'A VIN has only letters and digits (found "-" at position 8).'],
    ];
    for (const [vin, message] of cases) {
      const response = await driver.get(`/api/garage/vin/${encodeURIComponent(vin)}`);
      expect(response.status, vin).toBe(400);
      expect(await json(response), vin).toEqual({ error: { code: 'bad_request', message } });
    }
  });

  it('answers 404 for a maker code vPIC does not know', async () => {
    const response = await driver.get('/api/garage/vin/AAA1111111A111111');
    expect(response.status).toBe(404);
    expect((await json<{ error: { message: string } }>(response)).error.message).toContain('AAA');
  });

  it('requires a signed-in user', async () => {
    const response = await t.client().get('/api/garage/vin/1HGCM82633A004352');
    expect(response.status).toBe(401);
  });

  it('keeps recent answers: a repeated VIN does not touch the database again', async () => {
    const decoder = await vinDecoder(path.join(os.tmpdir(), 'odo-vpic'));
    const first = await decoder.decode('1FTFW1ET9DFC10312');
    expect(await decoder.decode('1ftfw1et9dfc10312')).toBe(first);
  });
});

describe('VpicAdapter', () => {
  it('answers a repeated query from memory and the same query with other parameters afresh', async () => {
    const adapter = new VpicAdapter(await ensureVpicDatabase(path.join(os.tmpdir(), 'odo-vpic')));
    try {
      const sql = 'SELECT Id, Wmi FROM Wmi WHERE Wmi = ?';
      const honda = adapter.execSync(sql, ['1HG']);
      expect(honda[0]!.values.length).toBeGreaterThan(0);
      // Watch the statement: a cached answer never reaches it, a new one does.
      const all = vi.spyOn(adapter.prepare(sql), 'all');
      expect(adapter.execSync(sql, ['1HG'])).toBe(honda);
      expect(all).not.toHaveBeenCalled();
      const ford = adapter.execSync(sql, ['1FT']);
      expect(all).toHaveBeenCalledTimes(1);
      expect(ford[0]!.values).not.toEqual(honda[0]!.values);
    } finally {
      await adapter.close();
    }
  });
});

describe('odoFuelType', () => {
  it('maps vPIC fuels to Odo fuel types', () => {
    expect(odoFuelType('Diesel', null, null)).toBe('diesel');
    expect(odoFuelType('Compressed Natural Gas (CNG)', null, null)).toBe('lpg_cng');
    expect(odoFuelType('Liquefied Petroleum Gas (propane or LPG)', null, null)).toBe('lpg_cng');
    expect(odoFuelType('Flexible Fuel Vehicle (FFV)', 'Gasoline', null)).toBe('petrol');
    expect(odoFuelType('Gasoline', null, 'PHEV (Plug-in Hybrid Electric Vehicle)')).toBe(
      'plug_in_hybrid',
    );
    expect(odoFuelType('Gasoline', null, 'Strong HEV (Hybrid Electric Vehicle)')).toBe('hybrid');
    expect(odoFuelType(null, null, null)).toBeNull();
  });
});

describe('catalog', () => {
  it('lists 2003 Honda cars, SUVs and vans, and no motorcycles', async () => {
    const makes = await driver.get('/api/garage/catalog/makes?year=2003');
    expect(makes.status).toBe(200);
    expect(makes.headers.get('cache-control')).toContain('max-age=86400');
    const { makes: list } = await json<{ makes: { name: string; slug: string }[] }>(makes);
    const names = list.map((make) => make.name);
    expect(names).toEqual(expect.arrayContaining(['Honda', 'Toyota', 'Ford', 'BMW', 'Volkswagen']));
    expect(list.find((make) => make.name === 'Mercedes-Benz')?.slug).toBe('mercedes-benz');
    for (const notPassenger of ['Harley-Davidson', 'Freightliner', 'Winnebago', 'Blue Bird']) {
      expect(names).not.toContain(notPassenger);
    }
    const models = await driver.get('/api/garage/catalog/models?year=2003&make=honda');
    expect(models.status).toBe(200);
    const body = await json<{ make: string; known: boolean; models: string[] }>(models);
    expect(body.make).toBe('Honda');
    expect(body.known).toBe(true);
    expect(body.models).toEqual(
      expect.arrayContaining(['Accord', 'Civic', 'CR-V', 'Odyssey', 'Pilot', 'Element', 'S2000']),
    );
    for (const motorcycle of ['Gold Wing', 'GL1800', 'CBR600RR', 'Shadow']) {
      expect(body.models.some((model) => model.includes(motorcycle))).toBe(false);
    }
    expect(body.models).not.toContain('Ridgeline'); // 2006 onwards
  });

  it('includes pickups and vans, excludes buses and chassis', async () => {
    const ford = await json<{ models: string[] }>(
      await driver.get('/api/garage/catalog/models?year=2015&make=Ford'),
    );
    expect(ford.models).toEqual(
      expect.arrayContaining(['F-150', 'Transit', 'Mustang', 'Explorer']),
    );
    expect(ford.models.some((model) => /chassis|cutaway|bus/i.test(model))).toBe(false);
  });

  it('offers European makes and models from the supplement, merged with vPIC', async () => {
    const models = async (year: number, make: string) =>
      json<{ make: string; known: boolean; models: string[] }>(
        await driver.get(
          `/api/garage/catalog/models?year=${year}&make=${encodeURIComponent(make)}`,
        ),
      );
    const { makes } = await json<{ makes: { name: string; slug: string }[] }>(
      await driver.get('/api/garage/catalog/makes?year=2015'),
    );
    const names = makes.map((make) => make.name);
    expect(names).toEqual(
      expect.arrayContaining(['Skoda', 'SEAT', 'Dacia', 'Vauxhall', 'Citroën']),
    );
    expect(names.filter((name) => name === 'Volkswagen')).toHaveLength(1);
    expect(makes.find((make) => make.name === 'Citroën')?.slug).toBe('citroen');
    expect((await models(2015, 'skoda')).models).toEqual(
      expect.arrayContaining(['Fabia', 'Octavia', 'Superb']),
    );
    // A make in both files: vPIC's models and the supplement's, once each, sorted.
    const vw = await models(2015, 'Volkswagen');
    expect(vw.models).toEqual(
      expect.arrayContaining(['Golf', 'Polo', 'Touran', 'Jetta', 'Passat']),
    );
    expect(vw.models.filter((model) => model === 'Golf')).toHaveLength(1);
    expect(vw.models).toEqual(
      [...vw.models].sort((a, b) =>
        a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }),
      ),
    );
    // Years are the union: vPIC has no Golf for 2008 (sold as the Rabbit in the US), Europe does.
    expect((await models(2008, 'Volkswagen')).models).toEqual(
      expect.arrayContaining(['Golf', 'Rabbit']),
    );
    expect((await models(2015, 'Renault')).models).toEqual(
      expect.arrayContaining(['Clio', 'Captur', 'Megane']),
    );
    expect((await models(2014, 'Renault')).models).not.toContain('Kadjar'); // 2015–2022
    expect((await models(2012, 'Peugeot')).models).toEqual(expect.arrayContaining(['206', '208']));
    expect((await models(2013, 'Peugeot')).models).not.toContain('206'); // 1998–2012
    const citroen = await models(2015, 'Citroen');
    expect(citroen).toMatchObject({ make: 'Citroën', known: true });
    expect(citroen.models).toEqual(expect.arrayContaining(['C3', 'C4']));
    expect((await models(2019, 'Citroën')).models).not.toContain('C4'); // C4 II ended 2018, C4 III 2020
  });

  it('answers an unknown make with no models, so it can still be typed', async () => {
    const response = await driver.get('/api/garage/catalog/models?year=2010&make=Nonesuch');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      year: 2010,
      make: 'Nonesuch',
      known: false,
      models: [],
    });
  });

  it('refuses years outside the catalog and missing parameters', async () => {
    for (const query of ['year=1885', 'year=3000', 'year=abc', 'year=2003.5', '']) {
      const response = await driver.get(`/api/garage/catalog/makes?${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await driver.get('/api/garage/catalog/models?year=2003')).status).toBe(400);
  });

  it('is served without signing in', async () => {
    expect((await t.client().get('/api/garage/catalog/makes?year=2020')).status).toBe(200);
  });
});

describe('logoSlug', () => {
  it('makes ASCII slugs', () => {
    expect(logoSlug('Mercedes-Benz')).toBe('mercedes-benz');
    expect(logoSlug('Citroën')).toBe('citroen');
    expect(logoSlug('Rolls-Royce')).toBe('rolls-royce');
    expect(logoSlug('Alfa Romeo')).toBe('alfa-romeo');
    expect(logoSlug('Land Rover')).toBe('land-rover');
  });
});
