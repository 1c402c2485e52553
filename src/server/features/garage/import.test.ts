import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema.ts';
import type { VehicleDetailDto } from '../../../shared/garage.ts';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import { importFixture, memberWithCar, recordsWritten } from './import-testing.ts';
import type { ImportPreviewDto } from '../../../shared/garage-import.ts';

const fixture = importFixture;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { IMPORT_RATE_LIMIT_MAX: '3' } });
});
afterAll(() => t.close());

function carFor(client: TestClient) {
  return memberWithCar(client, { year: 2016, make: 'Honda', model: 'Civic', mileage: 50_000 });
}

type ErrorReply = {
  error: {
    code: string;
    message: string;
    rows?: Array<{ line: number; message: string }>;
    missing?: string[];
    columns?: string[];
  };
};

function written(vehicleId: string) {
  return recordsWritten(t.db, vehicleId);
}

async function mileageOf(vehicleId: string) {
  const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  return row!.mileage;
}

describe('POST /api/garage/import — presets', () => {
  it('previews a Fuelly export (detected, miles and US gallons) and writes nothing', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const response = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv: fixture('fuelly.csv'),
    });
    expect(response.status).toBe(200);
    const preview = await json<ImportPreviewDto>(response);
    expect(preview).toMatchObject({
      preset: 'fuelly',
      recordType: 'fuel',
      units: { distance: 'mi', volume: 'us_gal' },
      dateFormat: 'MM/DD/YYYY',
      dateFormatGuessed: false,
      counts: { total: 5, valid: 5, invalid: 0, byType: { fuel: 5, maintenance: 0, expense: 0 } },
      errors: [],
    });
    expect(preview.columns).toContain('fuelup_date');
    expect(preview.mapping).toMatchObject({
      date: 'fuelup_date',
      odometer: 'odometer',
      volume: 'gallons',
      pricePerUnit: 'price',
      partialFill: 'partial_fuelup',
      missedPrevious: 'missed_fuelup',
    });
    expect(preview.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6]);
    expect(preview.rows[0]!.values).toEqual({
      date: '2024-01-05',
      cost: 35.28,
      volume: 10.2,
      kwh: null,
      odometer: 41230,
      fullTank: true,
      missedPrevious: false,
      grade: null,
    });
    expect(preview.rows[2]!.values).toMatchObject({ fullTank: false, missedPrevious: false });
    expect(preview.rows[4]!.values).toMatchObject({ fullTank: true, missedPrevious: true });
    expect((await written(car.id)).fuel).toHaveLength(0);
  });

  it('commits a Fuelly export: gallons → litres, miles → km, flags, and the mileage follows', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const response = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv: fixture('fuelly.csv'),
      commit: true,
    });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({
      imported: { maintenance: 0, fuel: 5, expense: 0 },
      skipped: [],
    });
    const rows = (await written(car.id)).fuel.sort((a, b) => a.date.localeCompare(b.date));
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ date: '2024-01-05', costCents: 3528 });
    // Kept to the metre (issue 29): 41,230 mi, not a whole-km 66,353.
    expect(rows[0]!.odometer).toBeCloseTo(41230 * 1.609344, 3);
    expect(rows[0]!.volume).toBeCloseTo(38.611, 3);
    expect(rows.map((row) => row.fullTank)).toEqual([true, true, false, true, true]);
    expect(rows.map((row) => row.missedPrevious)).toEqual([false, false, false, false, true]);
    expect(await mileageOf(car.id)).toBe(68236);

    // Fuelly's rule on the imported data: the partial fill is summed into the next full one.
    const detail = await json<VehicleDetailDto>(
      await ann.get(`/api/garage/vehicles/${car.id}?units=mi,us_gal`),
    );
    expect(detail.fuelEconomy.unit).toBe('mpg (US)');
    expect(detail.fuelEconomy.trend).toHaveLength(2);
    // Per-fill economy is Fuelly's own figure to 0.01 mpg (whole-km storage shifted it by up to
    // 0.05), and the odometers read back in miles exactly.
    expect(detail.fuelEconomy.trend[0]!.value).toBeCloseTo(338 / 10.211, 2);
    expect(detail.fuelEconomy.trend[1]!.value).toBeCloseTo(422 / 8.883, 2);
    expect(detail.fuelRecords.map((fill) => fill.odometer).sort((a, b) => a! - b!)).toEqual([
      41230, 41568, 41702, 41990, 42400,
    ]);
  });

  it('imports LubeLogger fuel records in the user’s units', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const preview = await json<ImportPreviewDto>(
      await ann.post('/api/garage/import', {
        vehicleId: car.id,
        csv: fixture('lubelogger-fuel.csv'),
      }),
    );
    expect(preview).toMatchObject({
      preset: 'lubelogger_fuel',
      units: { distance: 'km', volume: 'l' },
      dateFormat: 'MM/DD/YYYY',
      counts: { valid: 4, invalid: 0 },
    });
    expect(preview.rows[2]!.values).toMatchObject({
      date: '2024-03-29',
      volume: 20,
      cost: 35,
      odometer: 62305,
      fullTank: false,
    });
    const commit = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv: fixture('lubelogger-fuel.csv'),
      commit: true,
    });
    expect(commit.status).toBe(201);
    expect((await written(car.id)).fuel).toHaveLength(4);
    expect(await mileageOf(car.id)).toBe(62900);
  });

  it('maps LubeLogger service records to service types and counts multi-line cells right', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const preview = await json<ImportPreviewDto>(
      await ann.post('/api/garage/import', {
        vehicleId: car.id,
        csv: fixture('lubelogger-service.csv'),
      }),
    );
    expect(preview).toMatchObject({
      preset: 'lubelogger_service',
      recordType: 'maintenance',
      counts: { total: 4, valid: 4 },
    });
    // The brake record's notes span lines 3–4, so the tyre rotation is on line 5.
    expect(preview.rows.map((row) => row.line)).toEqual([2, 3, 5, 6]);
    expect(preview.rows.map((row) => row.values.type)).toEqual([
      'oil_change',
      'brake_pads',
      'tyre_rotation',
      'other',
    ]);
    expect(preview.rows[1]!.values).toMatchObject({
      cost: 1234.5,
      mileage: 61000,
      description: 'Front brake pads — Pads and rotors\nreplaced on both sides',
    });
    expect(preview.rows[3]!.values).toMatchObject({ description: 'Wiper blades' });

    const commit = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv: fixture('lubelogger-service.csv'),
      commit: true,
    });
    expect(await json(commit)).toEqual({
      imported: { maintenance: 4, fuel: 0, expense: 0 },
      skipped: [],
    });
    const rows = (await written(car.id)).maintenance;
    expect(rows.map((row) => row.costCents).sort((a, b) => a - b)).toEqual([
      2500, 3000, 8999, 123450,
    ]);
    expect(await mileageOf(car.id)).toBe(61500);
  });

  it('turns LubeLogger tax records into expenses', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const response = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv: fixture('lubelogger-tax.csv'),
      commit: true,
    });
    expect(response.status).toBe(201);
    const rows = (await written(car.id)).expenses.sort((a, b) => a.date.localeCompare(b.date));
    expect(rows.map((row) => [row.category, row.amountCents, row.note])).toEqual([
      ['registration_tax', 14500, 'Registration renewal'],
      ['insurance', 60000, 'Insurance premium — 6 months'],
    ]);
    expect(await mileageOf(car.id)).toBe(50_000);
  });

  it('reads an Odo export back (every record type, formula guard stripped)', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const preview = await json<ImportPreviewDto>(
      await ann.post('/api/garage/import', { vehicleId: car.id, csv: fixture('odo.csv') }),
    );
    expect(preview).toMatchObject({
      preset: 'odo',
      recordType: null,
      units: { distance: 'km', volume: 'l' },
      dateFormat: 'YYYY-MM-DD',
      counts: { total: 4, valid: 4, byType: { maintenance: 1, fuel: 2, expense: 1 } },
    });
    const commit = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv: fixture('odo.csv'),
      commit: true,
    });
    expect(await json(commit)).toEqual({
      imported: { maintenance: 1, fuel: 2, expense: 1 },
      skipped: [],
    });
    const rows = await written(car.id);
    expect(rows.maintenance[0]).toMatchObject({
      type: 'oil_change',
      description: 'Oil and filter',
      mileage: 60000,
      costCents: 8990,
      // The file's currency, not the importer's display currency (USD).
      currency: 'EUR',
    });
    expect(rows.fuel.map((row) => row.currency)).toEqual(['EUR', 'EUR']);
    expect(rows.expenses[0]!.currency).toBe('EUR');
    expect(rows.fuel.find((row) => row.date === '2024-02-03')).toMatchObject({
      volume: 22.75,
      fullTank: false,
      grade: '95',
    });
    expect(rows.expenses[0]).toMatchObject({
      category: 'insurance',
      recurring: 'yearly',
      note: '=cheap policy',
    });
    expect(await mileageOf(car.id)).toBe(60900);
  });

  it('round-trips: a car exported in miles and US gallons imports into another car unchanged', async () => {
    const ann = t.client();
    const source = await carFor(ann);
    const base = `/api/garage/vehicles/${source.id}`;
    await ann.post(`${base}/maintenance`, {
      type: 'brake_pads',
      description: 'Front pads, "ceramic", shop: A, B',
      date: '2025-03-04',
      mileage: 51_000,
      cost: 240.5,
    });
    await ann.post(`${base}/fuel`, {
      date: '2025-03-10',
      cost: 50,
      volume: 40,
      odometer: 51_400,
      fullTank: true,
    });
    await ann.post(`${base}/fuel`, {
      date: '2025-03-20',
      cost: 20,
      volume: 15.5,
      odometer: 51_700,
      fullTank: false,
    });
    await ann.post(`${base}/expenses`, {
      category: 'parking',
      amount: 12,
      date: '2025-03-05',
      note: '+1 night\nairport',
      recurring: 'monthly',
    });
    const exported = await ann.get(`${base}/export.csv?units=imperial_us`);
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    expect(csv.split('\r\n')[0]).toContain('odometer_mi');

    // A buyer (another account: a free garage holds one car) imports the seller's file.
    const bob = t.client();
    const target = await carFor(bob);
    const commit = await bob.post('/api/garage/import', {
      vehicleId: target.id,
      csv,
      commit: true,
    });
    expect(await json(commit)).toEqual({
      imported: { maintenance: 1, fuel: 2, expense: 1 },
      skipped: [],
    });
    const before = await written(source.id);
    const after = await written(target.id);
    const strip = <T extends Record<string, unknown>>(rows: T[]) =>
      rows
        .map(
          ({ id: _id, userId: _user, vehicleId: _v, createdAt: _c, updatedAt: _u, ...rest }) =>
            rest,
        )
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    // The seller typed km; the file says miles to 0.01 mi, so readings come back within metres.
    const noMileage = (rows: typeof before.maintenance) =>
      strip(rows).map(({ mileage: _m, ...rest }) => rest);
    expect(noMileage(after.maintenance)).toEqual(noMileage(before.maintenance));
    expect(after.maintenance[0]!.mileage!).toBeCloseTo(before.maintenance[0]!.mileage!, 1);
    expect(strip(after.expenses)).toEqual(strip(before.expenses));
    // Miles and gallons are rounded in the file: the odometer comes back within a kilometre.
    const fuel = (rows: typeof before.fuel) =>
      rows
        .map((row) => ({
          date: row.date,
          cost: row.costCents,
          full: row.fullTank,
          odometer: row.odometer,
          volume: row.volume,
        }))
        .sort((a, b) => a.date.localeCompare(b.date));
    const [was, now] = [fuel(before.fuel), fuel(after.fuel)];
    expect(now.map(({ odometer: _o, volume: _v, ...rest }) => rest)).toEqual(
      was.map(({ odometer: _o, volume: _v, ...rest }) => rest),
    );
    now.forEach((row, i) => {
      expect(Math.abs(row.odometer! - was[i]!.odometer!)).toBeLessThanOrEqual(1);
      expect(row.volume!).toBeCloseTo(was[i]!.volume!, 1);
    });
  });

  it("keeps each row's currency from the file, the display currency for rows without (issue 27)", async () => {
    const cy = t.client();
    const car = await carFor(cy);
    const setting = await cy.request('/api/settings', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'GBP' }),
    });
    expect(setting.status).toBe(200);
    const csv = [
      'record_type,date,odometer_km,service_type,description,cost,currency,volume_l,kwh,full_tank,missed_previous,grade,category,recurring,note',
      'maintenance,2024-01-10,60000,oil_change,Oil,89.90,usd,,,,,,,,',
      'expense,2024-01-12,,,,30.00,,,,,,,parking,none,',
      'fuel,2024-01-20,60450,,,72.10,EURO,45.5,,true,false,,,,',
    ].join('\n');
    const preview = await json<ImportPreviewDto>(
      await cy.post('/api/garage/import', { vehicleId: car.id, csv }),
    );
    expect(preview.counts).toMatchObject({ total: 3, valid: 2 });
    expect(preview.rows.find((row) => row.line === 4)?.error).toContain(
      'A three-letter currency code',
    );
    const commit = await cy.post('/api/garage/import', {
      vehicleId: car.id,
      csv: csv.split('\n').slice(0, 3).join('\n'),
      commit: true,
    });
    expect(await json(commit)).toEqual({
      imported: { maintenance: 1, fuel: 0, expense: 1 },
      skipped: [],
    });
    const rows = await written(car.id);
    expect(rows.maintenance[0]!.currency).toBe('USD');
    expect(rows.expenses[0]!.currency).toBe('GBP');
  });

  it('takes a mapping override (own headers, semicolons, decimal commas, chosen units)', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const csv =
      'Wann;Km-Stand;Liter;Bezahlt;Voll\n14.03.2024;61.200;40,5;71,30;ja\n28.03.2024;61.950;38,2;66,10;nein\n';
    const unmapped = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv,
      recordType: 'fuel',
    });
    expect(unmapped.status).toBe(400);
    const error = (await json<ErrorReply>(unmapped)).error;
    expect(error.code).toBe('import_columns');
    expect(error.message).toMatch(/No column for the date, odometer, total cost and volume/);
    expect(error.missing).toEqual(['date', 'odometer', 'cost', 'volume']);
    expect(error.columns).toEqual(['Wann', 'Km-Stand', 'Liter', 'Bezahlt', 'Voll']);

    const body = {
      vehicleId: car.id,
      csv,
      preset: 'custom',
      recordType: 'fuel',
      mapping: {
        date: 'Wann',
        odometer: 'Km-Stand',
        volume: 'Liter',
        cost: 'Bezahlt',
        fullTank: 'Voll',
      },
      units: { distance: 'km', volume: 'l' },
    };
    const preview = await json<ImportPreviewDto>(await ann.post('/api/garage/import', body));
    expect(preview).toMatchObject({
      preset: 'custom',
      dateFormat: 'DD.MM.YYYY',
      counts: { valid: 2 },
    });
    expect(preview.rows[1]!.values).toMatchObject({
      date: '2024-03-28',
      odometer: 61950,
      volume: 38.2,
      cost: 66.1,
      fullTank: false,
    });

    const wrongColumn = await ann.post('/api/garage/import', {
      ...body,
      mapping: { ...body.mapping, cost: 'Preis' },
    });
    expect(wrongColumn.status).toBe(400);
    expect((await json<ErrorReply>(wrongColumn)).error.message).toBe(
      'Total cost: the file has no column "Preis".',
    );

    expect((await ann.post('/api/garage/import', { ...body, commit: true })).status).toBe(201);
    expect((await written(car.id)).fuel).toHaveLength(2);
  });
});

describe('POST /api/garage/import — bad rows and bad files', () => {
  it('is all or nothing: one bad row → 400 with its line, nothing written', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const lines = fixture('fuelly.csv').trimEnd().split('\n');
    lines[3] = lines[3]!.replace('01/26/2024', '01/26/2999');
    lines[5] = lines[5]!.replace('11.100', 'eleven');
    const csv = `${lines.join('\n')}\n`;

    const preview = await json<ImportPreviewDto>(
      await ann.post('/api/garage/import', { vehicleId: car.id, csv }),
    );
    expect(preview.counts).toMatchObject({ total: 5, valid: 3, invalid: 2 });
    expect(preview.errors).toEqual([
      { line: 4, message: 'date: The date cannot be in the future.' },
      { line: 6, message: 'volume: "eleven" is not a number.' },
    ]);
    expect(preview.rows[2]!.error).toBe('date: The date cannot be in the future.');

    const commit = await ann.post('/api/garage/import', { vehicleId: car.id, csv, commit: true });
    expect(commit.status).toBe(400);
    expect(await json(commit)).toEqual({
      error: {
        code: 'import_invalid',
        message: '2 rows have problems; nothing was imported.',
        rows: preview.errors,
      },
    });
    expect((await written(car.id)).fuel).toHaveLength(0);
    expect(await mileageOf(car.id)).toBe(50_000);
  });

  it('never lowers the mileage with older readings', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const csv = 'Date,Description,Cost,Notes,Odometer,Tags\n2/1/2023,Battery,120,,30000,\n';
    expect(
      (await ann.post('/api/garage/import', { vehicleId: car.id, csv, commit: true })).status,
    ).toBe(201);
    expect(await mileageOf(car.id)).toBe(50_000);
    expect((await written(car.id)).maintenance[0]).toMatchObject({ type: 'battery' });
  });

  it.each([
    ['an empty file', '', /The file is empty/],
    ['blank lines only', '\n\n  \n', /The file is empty/],
    ['a header only', 'Date,Odometer,FuelConsumed,Cost\r\n', /header row but no records/],
    ['binary garbage', '\u0089PNG\r\n\u001a\n\u0001\u0001\u0001\rIHDR\ufffd\ufffd', /not a CSV/],
    [
      'more than 5,000 rows',
      `Date,Description,Cost,Notes,Odometer,Tags\n${'1/2/2024,Oil,10,,100,\n'.repeat(5001)}`,
      /At most 5,000 records per import; this file has 5,001/,
    ],
    ['a file over 2 MB', 'x'.repeat(2_000_001), /larger than 2 MB/],
  ])('refuses %s with 400', async (_name, csv, message) => {
    const ann = t.client();
    const car = await carFor(ann);
    const response = await ann.post('/api/garage/import', { vehicleId: car.id, csv, commit: true });
    expect(response.status).toBe(400);
    expect((await json<ErrorReply>(response)).error.message).toMatch(message);
    expect(await written(car.id)).toEqual({ maintenance: [], fuel: [], expenses: [] });
  });

  it('names a missing required column', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const response = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv: 'Odometer,FuelConsumed,Cost\n1000,40,60\n',
      preset: 'lubelogger_fuel',
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorReply>(response)).error).toMatchObject({
      code: 'import_columns',
      message: 'No column for the date (required): map one to a column of the file.',
      missing: ['date'],
    });
  });

  it('answers 404 for another user’s, a missing or a malformed vehicle, and 401 signed out', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const bob = t.client();
    await bob.signUp();
    const csv = fixture('fuelly.csv');
    for (const vehicleId of [car.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      for (const commit of [false, true]) {
        const response = await bob.post('/api/garage/import', { vehicleId, csv, commit });
        expect(response.status).toBe(404);
      }
    }
    expect((await written(car.id)).fuel).toHaveLength(0);
    const anonymous = t.client();
    expect((await anonymous.post('/api/garage/import', { vehicleId: car.id, csv })).status).toBe(
      401,
    );
  });

  it('refuses unknown fields and presets', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const response = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv: 'a\n1\n',
      preset: 'drivvo',
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorReply>(response)).error.code).toBe('validation_failed');
  });

  it('limits commits per user (previews are free)', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const body = { vehicleId: car.id, csv: fixture('lubelogger-tax.csv') };
    for (let i = 0; i < 5; i += 1) {
      expect((await ann.post('/api/garage/import', body)).status).toBe(200);
    }
    for (let i = 0; i < 3; i += 1) {
      expect((await ann.post('/api/garage/import', { ...body, commit: true })).status).toBe(201);
    }
    const refused = await ann.post('/api/garage/import', { ...body, commit: true });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await written(car.id)).expenses).toHaveLength(6);

    const bob = t.client();
    const bobsCar = await carFor(bob);
    expect(
      (
        await bob.post('/api/garage/import', {
          vehicleId: bobsCar.id,
          csv: fixture('lubelogger-tax.csv'),
          commit: true,
        })
      ).status,
    ).toBe(201);
  });
});
