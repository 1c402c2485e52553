import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceRecords } from '../../db/schema.ts';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { VehicleDto } from '../../../shared/garage.ts';
import type { VehicleHistoryDto } from '../../../shared/garage-history.ts';
import { csvFilename } from './export-csv.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER_KM_L =
  'record_type,date,odometer_km,service_type,description,cost,currency,volume_l,kwh,full_tank,missed_previous,grade,category,recurring,note';

async function carWithRecords(client: TestClient) {
  await client.signUp();
  const car = await json<VehicleDto>(
    await client.post('/api/garage/vehicles', {
      year: 2019,
      make: 'Škoda',
      model: 'Octavia "RS"',
      trim: 'Combi',
      mileage: 40_000,
      plate: 'AB-123-CD',
      nickname: 'Blue Whale',
      vin: '1HGCM82633A004352',
    }),
  );
  const base = `/api/garage/vehicles/${car.id}`;
  const posts = [
    client.post(`${base}/maintenance`, {
      type: 'oil_change',
      description: 'Oil, filter, "5W-30", checked\r\nwipers',
      date: '2024-03-01',
      mileage: 45_000,
      cost: 49.9,
    }),
    client.post(`${base}/fuel`, {
      date: '2024-02-01',
      cost: 60,
      volume: 40,
      odometer: 44_000,
      fullTank: true,
      grade: 'E10, premium',
    }),
    client.post(`${base}/fuel`, {
      date: '2024-02-15',
      cost: 30,
      volume: 20,
      odometer: 44_400,
      fullTank: false,
    }),
    client.post(`${base}/expenses`, {
      category: 'insurance',
      amount: 300,
      date: '2023-12-01',
      note: 'Yearly, comprehensive',
      recurring: 'none',
    }),
  ];
  for (const response of await Promise.all(posts)) expect(response.status).toBe(201);
  return car;
}

describe('GET /api/garage/vehicles/{id}/export.csv', () => {
  it("answers 401 signed out and 404 for another user's, a missing or a malformed id", async () => {
    const ann = t.client();
    const car = await carWithRecords(ann);
    const anon = t.client();
    expect((await anon.get(`/api/garage/vehicles/${car.id}/export.csv`)).status).toBe(401);

    const bob = t.client();
    await bob.signUp();
    for (const id of [car.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await bob.get(`/api/garage/vehicles/${id}/export.csv`);
      expect(response.status).toBe(404);
      expect(await json(response)).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it("writes Odo's CSV: header, one row per record oldest first, RFC 4180 quoting, CRLF", async () => {
    const ann = t.client();
    const car = await carWithRecords(ann);
    const response = await ann.get(`/api/garage/vehicles/${car.id}/export.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="2019-skoda-octavia-rs-history.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toBe(
      [
        HEADER_KM_L,
        'expense,2023-12-01,,,,300.00,USD,,,,,,insurance,none,"Yearly, comprehensive"',
        'fuel,2024-02-01,44000,,,60.00,USD,40,,true,false,"E10, premium",,,',
        'fuel,2024-02-15,44400,,,30.00,USD,20,,false,false,,,,',
        'maintenance,2024-03-01,45000,oil_change,"Oil, filter, ""5W-30"", checked\r\nwipers",49.90,USD,,,,,,,,',
        '',
      ].join('\r\n'),
    );
    // Nothing of the owner's beyond the records.
    expect(text).not.toContain('AB-123-CD');
    expect(text).not.toContain('Blue Whale');
  });

  it('writes distances and volumes in ?units=, else in the user’s settings; bad units → 400', async () => {
    const ann = t.client();
    const car = await carWithRecords(ann);
    const asked = await (
      await ann.get(`/api/garage/vehicles/${car.id}/export.csv?units=mi,us_gal`)
    ).text();
    const lines = asked.split('\r\n');
    expect(lines[0]).toBe(
      'record_type,date,odometer_mi,service_type,description,cost,currency,volume_us_gal,kwh,full_tank,missed_previous,grade,category,recurring,note',
    );
    // 44,000 km = 27,340.33 mi (readings to 0.01 of the unit); 40 L = 10.567 US gal.
    expect(lines[2]).toBe(
      'fuel,2024-02-01,27340.33,,,60.00,USD,10.567,,true,false,"E10, premium",,,',
    );

    const patched = await ann.request('/api/garage/settings', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ distanceUnit: 'mi', volumeUnit: 'uk_gal' }),
    });
    expect(patched.status).toBe(200);
    const byDefault = (
      await (await ann.get(`/api/garage/vehicles/${car.id}/export.csv`)).text()
    ).split('\r\n');
    expect(byDefault[0]).toContain(',odometer_mi,');
    expect(byDefault[0]).toContain(',volume_uk_gal,');
    expect(byDefault[2]).toContain(',27340.33,');
    expect(byDefault[2]).toContain(',8.799,');
    const metric = await (
      await ann.get(`/api/garage/vehicles/${car.id}/export.csv?units=metric`)
    ).text();
    expect(metric.split('\r\n')[0]).toBe(HEADER_KM_L);

    const bad = await ann.get(`/api/garage/vehicles/${car.id}/export.csv?units=furlongs`);
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    const ann = t.client();
    await ann.signUp();
    const car = await json<VehicleDto>(
      await ann.post('/api/garage/vehicles', {
        year: 2020,
        make: 'Ford',
        model: 'Focus',
        mileage: 1000,
      }),
    );
    const base = `/api/garage/vehicles/${car.id}`;
    const payloads = ['=HYPERLINK("http://evil.example","x")', '+1+cmd', '-2+3', '@SUM(A1)'];
    for (const [index, description] of payloads.entries()) {
      const added = await ann.post(`${base}/maintenance`, {
        type: 'other',
        description,
        date: `2024-01-0${index + 1}`,
        mileage: 1000 + index,
        cost: 1,
      });
      expect(added.status).toBe(201);
    }
    await ann.post(`${base}/expenses`, {
      category: 'other',
      amount: 5,
      date: '2024-01-09',
      note: '=1+1',
    });
    const lines = (await (await ann.get(`${base}/export.csv`)).text()).split('\r\n');
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    expect(lines[2]).toContain(`,'+1+cmd,`);
    expect(lines[3]).toContain(`,'-2+3,`);
    expect(lines[4]).toContain(`,'@SUM(A1),`);
    expect(lines[5]!.endsWith(`,'=1+1`)).toBe(true);
    for (const line of lines.slice(1, 6)) {
      for (const cell of line.split(',')) expect(cell).not.toMatch(/^"?[=+\-@]/);
    }
  });

  it('names the file safely (unit; cells: lib/csv.test.ts)', () => {
    expect(csvFilename({ year: 2001, make: '../../etc', model: 'pa"ss\r\nwd' })).toBe(
      '2001-etc-pa-ss-wd-history.csv',
    );
  });
});

describe('GET /api/garage/vehicles/{id}/history', () => {
  it('sums the history in the requested units with nothing of the owner’s', async () => {
    const ann = t.client();
    const car = await carWithRecords(ann);
    const [record] = await t.db
      .select()
      .from(maintenanceRecords)
      .where(eq(maintenanceRecords.vehicleId, car.id));
    await t.db
      .update(maintenanceRecords)
      .set({ receiptUrl: '/api/files/receipts/secret-receipt-800.webp' })
      .where(eq(maintenanceRecords.id, record!.id));

    const response = await ann.get(`/api/garage/vehicles/${car.id}/history`);
    expect(response.status).toBe(200);
    const history = await json<VehicleHistoryDto>(response);
    expect(history.vehicle).toEqual({
      year: 2019,
      make: 'Škoda',
      model: 'Octavia "RS"',
      trim: 'Combi',
      vin: '1HGCM82633A004352',
      mileage: 45_000,
      fuelType: null,
      colour: null,
      imageUrl: null,
    });
    expect(history.units).toEqual({ distance: 'km', volume: 'l' });
    expect(history.summary).toEqual({
      servicesCount: 1,
      totalSpent: 439.9,
      maintenanceTotal: 49.9,
      fuelTotal: 90,
      expensesTotal: 300,
      totals: [{ currency: 'USD', total: 439.9, maintenance: 49.9, fuel: 90, expenses: 300 }],
      lastService: { date: '2024-03-01', mileage: 45_000, typeLabel: 'Oil change' },
      since: '2023-12-01',
    });
    expect(history.maintenance).toEqual([
      {
        date: '2024-03-01',
        mileage: 45_000,
        type: 'oil_change',
        typeLabel: 'Oil change',
        description: 'Oil, filter, "5W-30", checked\r\nwipers',
        cost: 49.9,
        currency: 'USD',
      },
    ]);
    expect(history.fuel).toMatchObject({
      fillUps: 2,
      totalVolume: 60,
      totalCost: 90,
      distance: 400,
      economyUnit: 'L/100 km',
      firstDate: '2024-02-01',
      lastDate: '2024-02-15',
    });
    expect(history.expenses).toEqual({
      count: 1,
      total: 300,
      byCategory: [
        { category: 'insurance', label: 'Insurance', currency: 'USD', amount: 300, count: 1 },
      ],
    });
    const text = JSON.stringify(history);
    for (const secret of ['AB-123-CD', 'Blue Whale', car.id, 'secret-receipt', 'Test Driver']) {
      expect(text).not.toContain(secret);
    }

    const inMiles = await json<VehicleHistoryDto>(
      await ann.get(`/api/garage/vehicles/${car.id}/history?units=imperial_us`),
    );
    expect(inMiles.units).toEqual({ distance: 'mi', volume: 'us_gal' });
    expect(inMiles.vehicle.mileage).toBe(27_962);
    expect(inMiles.fuel.totalVolume).toBe(15.85);
    expect(inMiles.fuel.economyUnit).toBe('mpg (US)');
  });

  it('keeps each record in its own currency after the setting changes, totals per currency', async () => {
    const ann = t.client();
    const car = await carWithRecords(ann);
    const url = `/api/garage/vehicles/${car.id}/history`;
    const setCurrency = (currency: string) =>
      ann.request('/api/settings', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currency }),
      });
    expect((await setCurrency('EUR')).status).toBe(200);
    const relabelled = await json<VehicleHistoryDto>(await ann.get(url));
    // Every record is USD: its totals stay USD whatever the display currency.
    expect(relabelled.currency).toBe('USD');
    expect(relabelled.summary.totalSpent).toBe(439.9);
    expect(relabelled.maintenance[0]!.currency).toBe('USD');

    const added = await ann.post(`/api/garage/vehicles/${car.id}/expenses`, {
      category: 'parking',
      amount: 20,
      date: '2024-04-01',
    });
    expect(added.status).toBe(201);
    const mixed = await json<VehicleHistoryDto>(await ann.get(url));
    expect(mixed.currency).toBeNull();
    expect(mixed.summary).toMatchObject({
      totalSpent: null,
      maintenanceTotal: null,
      fuelTotal: null,
      expensesTotal: null,
      totals: [
        { currency: 'EUR', total: 20, maintenance: 0, fuel: 0, expenses: 20 },
        { currency: 'USD', total: 439.9, maintenance: 49.9, fuel: 90, expenses: 300 },
      ],
    });
    expect(mixed.fuel.totalCost).toBeNull();
    expect(mixed.expenses.total).toBeNull();
    expect(mixed.expenses.byCategory).toEqual([
      { category: 'parking', label: 'Parking', currency: 'EUR', amount: 20, count: 1 },
      { category: 'insurance', label: 'Insurance', currency: 'USD', amount: 300, count: 1 },
    ]);
    const csv = await (await ann.get(`/api/garage/vehicles/${car.id}/export.csv`)).text();
    expect(csv).toContain('maintenance,2024-03-01,45000,oil_change,');
    expect(csv).toContain('49.90,USD,');
    expect(csv).toContain('expense,2024-04-01,,,,20.00,EUR,');
  });

  it("answers 401 signed out and 404 for another user's car", async () => {
    const ann = t.client();
    const car = await carWithRecords(ann);
    expect((await t.client().get(`/api/garage/vehicles/${car.id}/history`)).status).toBe(401);
    const bob = t.client();
    await bob.signUp();
    expect((await bob.get(`/api/garage/vehicles/${car.id}/history`)).status).toBe(404);
  });
});
