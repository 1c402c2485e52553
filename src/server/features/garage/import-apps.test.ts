// Import of real exports from other apps (issue 29): Drivvo's whole-account file split by
// section, aCar's sectioned export, Spritmonitor, preset override, and the date order rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import { importFixture, memberWithCar, recordsWritten } from './import-testing.ts';
import type { ImportCommitDto, ImportPreviewDto } from '../../../shared/garage-import.ts';

const fixture = importFixture;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { IMPORT_RATE_LIMIT_MAX: '50' } });
});
afterAll(() => t.close());

function carFor(client: TestClient) {
  return memberWithCar(client, { year: 2012, make: 'Nissan', model: 'Altima', mileage: 1_000 });
}

function written(vehicleId: string) {
  return recordsWritten(t.db, vehicleId);
}

describe('POST /api/garage/import — Drivvo whole-account export (real file)', () => {
  it('splits the file by section, each with its preset and record type, and maps categories', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const csv = fixture('drivvo-ru-sections.csv');
    const preview = await json<ImportPreviewDto>(
      await ann.post('/api/garage/import', { vehicleId: car.id, csv }),
    );
    expect(preview.sections).toEqual([
      { title: 'Refuelling', line: 2, preset: 'drivvo_fuel', recordType: 'fuel', rows: 8 },
      { title: 'Expense', line: 13, preset: 'drivvo_expense', recordType: 'expense', rows: 3 },
      { title: 'Service', line: 19, preset: 'drivvo_service', recordType: 'maintenance', rows: 6 },
    ]);
    expect(preview).toMatchObject({
      recordType: null,
      units: { distance: 'km', volume: 'l' },
      dateFormat: 'YYYY-MM-DD',
      dateFormatGuessed: false,
      dateFormatNeedsChoice: false,
      counts: { total: 17, valid: 17, invalid: 0, byType: { fuel: 8, maintenance: 7, expense: 2 } },
    });
    expect(preview.dateSamples[0]).toEqual({
      line: 3,
      text: '2025-08-24 17:37:33',
      stored: '2025-08-24',
    });
    const byLine = new Map(preview.rows.map((row) => [row.line, row]));
    expect(byLine.get(3)!.values).toMatchObject({
      date: '2025-08-24',
      odometer: 491791,
      volume: 37.52,
      cost: 8442,
      fullTank: true,
      grade: 'Бензин АИ92',
    });
    // "Техосмотр" (inspection) with an odometer reading is upkeep; insurance and a car wash
    // stay expenses; "0.0" is Drivvo's "no reading".
    expect(byLine.get(14)).toMatchObject({
      recordType: 'maintenance',
      values: { type: 'inspection', mileage: 490500 },
    });
    expect(byLine.get(15)).toMatchObject({
      recordType: 'expense',
      values: { category: 'insurance', amount: 19827 },
    });
    expect(byLine.get(16)).toMatchObject({
      recordType: 'expense',
      values: { category: 'cleaning' },
    });
    expect([20, 21, 22, 23, 24, 25].map((line) => byLine.get(line)!.values.type)).toEqual([
      'oil_change',
      'oil_change',
      'brake_pads',
      'tyres',
      'battery',
      'other',
    ]);

    const commit = await ann.post('/api/garage/import', { vehicleId: car.id, csv, commit: true });
    expect(commit.status).toBe(201);
    expect(await json<ImportCommitDto>(commit)).toEqual({
      imported: { fuel: 8, maintenance: 7, expense: 2 },
      skipped: [],
    });
    const rows = await written(car.id);
    expect(rows.fuel.map((row) => Number(row.volume)).sort((a, b) => a - b)[0]).toBeCloseTo(
      20.024,
      3,
    );
  });

  it('flags one broken row in the preview and imports the rest with skipInvalid', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const lines = fixture('drivvo-ru-sections.csv').split('\n');
    // Line 7: a closing quote lost after the total cost — a misplaced quote in the middle.
    lines[6] = lines[6]!.replace('"7000",', '"7000,');
    const csv = lines.join('\n');
    const preview = await json<ImportPreviewDto>(
      await ann.post('/api/garage/import', { vehicleId: car.id, csv }),
    );
    expect(preview.counts).toMatchObject({ total: 17, valid: 16, invalid: 1 });
    expect(preview.errors).toHaveLength(1);
    expect(preview.errors[0]!.line).toBe(7);
    expect(preview.errors[0]!.message).toMatch(/not a number/);

    const allOrNothing = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv,
      commit: true,
    });
    expect(allOrNothing.status).toBe(400);
    expect((await written(car.id)).fuel).toHaveLength(0);

    const commit = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv,
      commit: true,
      skipInvalid: true,
    });
    expect(commit.status).toBe(201);
    const body = await json<ImportCommitDto>(commit);
    expect(body.imported).toEqual({ fuel: 7, maintenance: 7, expense: 2 });
    expect(body.skipped).toEqual([{ line: 7, message: preview.errors[0]!.message }]);
    expect((await written(car.id)).fuel).toHaveLength(7);
  });
});

describe('POST /api/garage/import — aCar, Spritmonitor and presets chosen by hand', () => {
  it('reads an aCar export: skips vehicle details, takes fill-ups and events in miles', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const csv = fixture('acar-full.csv');
    const preview = await json<ImportPreviewDto>(
      await ann.post('/api/garage/import', { vehicleId: car.id, csv }),
    );
    expect(
      preview.sections.map((s) => [s.title, s.preset, s.recordType, s.skipped ?? null]),
    ).toEqual([
      ['Metadata', 'custom', 'expense', 'Odo keeps no records of this kind.'],
      ['Vehicles', 'custom', 'expense', 'Odo keeps no records of this kind.'],
      ['Fill-Up Records', 'acar', 'fuel', null],
      ['Event Records', 'acar', null, null],
    ]);
    expect(preview).toMatchObject({
      preset: 'acar',
      units: { distance: 'mi', volume: 'us_gal' },
      dateFormat: 'MM/DD/YYYY',
      counts: { valid: 2, invalid: 0 },
    });
    const [fill, event] = preview.rows;
    expect(fill!.values).toMatchObject({
      date: '2023-07-15',
      odometer: 106421,
      volume: 20.101,
      cost: 79.78,
      fullTank: true,
      missedPrevious: false,
    });
    expect(event).toMatchObject({
      recordType: 'maintenance',
      values: { type: 'oil_change', mileage: 93600, cost: 22, date: '2022-05-14' },
    });
  });

  it('detects a Spritmonitor file (semicolons, decimal commas, day-first dots)', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const csv =
      'Datum;Kilometerstand;Strecke;Menge;Preis;Gesamtpreis;Kraftstoff;Tankstelle;Marke;Notiz\n' +
      '03.05.2026;124678;510;41,20;1,749;72,06;Diesel;Autobahn;BP;\n' +
      '08.05.2026;125158;480;38,90;1,829;71,15;Super E10;Bahnhofstr.;Shell;\n';
    const preview = await json<ImportPreviewDto>(
      await ann.post('/api/garage/import', { vehicleId: car.id, csv }),
    );
    expect(preview).toMatchObject({ preset: 'spritmonitor', dateFormat: 'DD.MM.YYYY' });
    expect(preview.rows[1]!.values).toMatchObject({
      date: '2026-05-08',
      odometer: 125158,
      volume: 38.9,
      cost: 71.15,
      grade: 'Super E10',
    });
  });

  it('lets the user override the detected preset', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const csv =
      'Date,Odometer,Fill Amount,Price per Unit,Total Cost,Partial Fill\n' +
      '2024-01-03,1200,40,1.5,60,0\n2024-01-20,1700,20,1.5,30,1\n';
    const detected = await json<ImportPreviewDto>(
      await ann.post('/api/garage/import', { vehicleId: car.id, csv }),
    );
    expect(detected.preset).toBe('custom');
    const chosen = await json<ImportPreviewDto>(
      await ann.post('/api/garage/import', { vehicleId: car.id, csv, preset: 'simplyauto' }),
    );
    expect(chosen).toMatchObject({
      preset: 'simplyauto',
      recordType: 'fuel',
      mapping: {
        volume: 'Fill Amount',
        pricePerUnit: 'Price per Unit',
        partialFill: 'Partial Fill',
      },
    });
    expect(chosen.rows[1]!.values).toMatchObject({ volume: 20, fullTank: false });
  });
});

describe('POST /api/garage/import — the date order', () => {
  const ask = 'Date,Odometer,Liters,Cost\n1/2/2024,100,40,60\n3/4/2024,600,38,57\n';

  it('settles the order from any day above 12', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const csv = `${ask}2/14/2024,1100,41,61\n`;
    const preview = await json<ImportPreviewDto>(
      await ann.post('/api/garage/import', { vehicleId: car.id, csv }),
    );
    expect(preview).toMatchObject({
      dateFormat: 'MM/DD/YYYY',
      dateFormatGuessed: false,
      dateFormatNeedsChoice: false,
    });
    expect(preview.dateSamples).toEqual([
      { line: 2, text: '1/2/2024', stored: '2024-01-02' },
      { line: 3, text: '3/4/2024', stored: '2024-03-04' },
      { line: 4, text: '2/14/2024', stored: '2024-02-14' },
    ]);
  });

  it('takes the app convention when every date is ambiguous (LubeLogger: US order)', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const csv = 'Date,Description,Cost,Notes,Odometer,Tags\n3/5/2024,Oil change,90,,61300,\n';
    const preview = await json<ImportPreviewDto>(
      await ann.post('/api/garage/import', { vehicleId: car.id, csv }),
    );
    expect(preview).toMatchObject({
      preset: 'lubelogger_service',
      dateFormat: 'MM/DD/YYYY',
      dateFormatGuessed: true,
      dateFormatNeedsChoice: false,
      dateSamples: [{ line: 2, text: '3/5/2024', stored: '2024-03-05' }],
    });
  });

  it('asks when nothing decides, and refuses a commit until the user chooses', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const preview = await json<ImportPreviewDto>(
      await ann.post('/api/garage/import', { vehicleId: car.id, csv: ask }),
    );
    expect(preview).toMatchObject({ preset: 'custom', dateFormatNeedsChoice: true });
    const refused = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv: ask,
      commit: true,
    });
    expect(refused.status).toBe(400);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('import_date_order');
    expect((await written(car.id)).fuel).toHaveLength(0);

    const chosen = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv: ask,
      dateFormat: 'DD/MM/YYYY',
      commit: true,
    });
    expect(chosen.status).toBe(201);
    const dates = (await written(car.id)).fuel.map((row) => row.date).sort();
    expect(dates).toEqual(['2024-02-01', '2024-04-03']);
  });
});
