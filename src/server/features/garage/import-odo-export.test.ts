// Import of Odo's own export: read back whole, round-tripped from one car to another in other
// units, and each row's currency kept.
import { describe, expect, it } from 'vitest';
import { json } from '../../test/harness.ts';
import { importFixture, importTestApp } from './import-testing.ts';
import type { ImportPreviewDto } from '../../../shared/garage-import.ts';

const fixture = importFixture;

const t = importTestApp();
const { carFor, written, mileageOf } = t;

describe('POST /api/garage/import — presets', () => {
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
});
