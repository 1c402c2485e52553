// Import of files laid out as the real exports of Spritmonitor, Simply Auto, aCar (older
// sections) and Drivvo in Portuguese are (issue 29): codes read as words, a date in three
// columns, unquoted commas, decimal commas per column, columns known by position. The fixtures
// are ours; import-fixtures/PROVENANCE.md names the real layout each one mirrors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import { importFixture, memberWithCar, recordsWritten } from './import-testing.ts';
import type { ImportCommitDto, ImportPreviewDto } from '../../../shared/garage-import.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { IMPORT_RATE_LIMIT_MAX: '50' } });
});
afterAll(() => t.close());

async function importFile(csv: string, extra: Record<string, unknown> = {}) {
  const client: TestClient = t.client();
  const car = await memberWithCar(client);
  const preview = await json<ImportPreviewDto>(
    await client.post('/api/garage/import', { vehicleId: car.id, csv, ...extra }),
  );
  const commit = async (skipInvalid: boolean) =>
    client.post('/api/garage/import', { vehicleId: car.id, csv, commit: true, skipInvalid });
  return { preview, commit, written: () => recordsWritten(t.db, car.id) };
}

const byLine = (preview: ImportPreviewDto) => new Map(preview.rows.map((row) => [row.line, row]));
const cents = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

describe('POST /api/garage/import — Spritmonitor', () => {
  it('reads the German fuel export: codes for fill type and fuel, decimal commas', async () => {
    const { preview, commit, written } = await importFile(
      importFixture('spritmonitor-de-fuel.csv'),
    );
    expect(preview).toMatchObject({
      preset: 'spritmonitor',
      recordType: 'fuel',
      units: { distance: 'km', volume: 'l' },
      dateFormat: 'DD.MM.YYYY',
      dateFormatNeedsChoice: false,
      mapping: {
        odometer: 'Km-Stand',
        volume: 'Spritmenge',
        cost: 'Kosten',
        currency: 'Währung',
        fullTank: 'Tankart',
        grade: 'Kraftstoff',
      },
      counts: { total: 5, valid: 5, invalid: 0 },
    });
    const rows = byLine(preview);
    expect(rows.get(2)!.values).toMatchObject({
      date: '2026-03-02',
      odometer: 48210,
      volume: 38.4,
      cost: 66.41,
      currency: 'EUR',
      fullTank: true,
      grade: 'Super',
    });
    // 2 partial, 3 first fill-up (full), 0 an invalid fill-up (not full, out of the average).
    expect([3, 5, 6].map((line) => rows.get(line)!.values.fullTank)).toEqual([false, true, false]);
    expect(rows.get(3)!.values.grade).toBe('E10');
    expect(rows.get(5)!.values.cost).toBe(0);

    expect((await commit(false)).status).toBe(201);
    const fuel = (await written()).fuel;
    expect(fuel).toHaveLength(5);
    expect(cents(fuel.map((row) => row.costCents))).toBe(15_530);
    expect(cents(fuel.map((row) => Number(row.volume)))).toBeCloseTo(130.55, 6);
  });

  it('still finds "Währung" in a Windows-1252 export read as UTF-8 ("W\uFFFDhrung")', async () => {
    const csv = importFixture('spritmonitor-de-fuel.csv').replace('Währung', 'W\uFFFDhrung');
    const { preview } = await importFile(csv);
    expect(preview.mapping.currency).toBe('W\uFFFDhrung');
    expect(preview.rows[0]!.values.currency).toBe('EUR');
  });

  it('reads the English export: a charge in kWh, AdBlue refused with its line', async () => {
    const { preview, commit, written } = await importFile(
      importFixture('spritmonitor-en-fuel.csv'),
    );
    expect(preview).toMatchObject({ preset: 'spritmonitor', counts: { valid: 3, invalid: 1 } });
    const rows = byLine(preview);
    expect(rows.get(2)!.values).toMatchObject({
      odometer: 23412.5,
      volume: 29.8,
      grade: 'Premium 95',
    });
    expect(rows.get(3)!.values).toMatchObject({ kwh: 11.2, volume: null, grade: 'Electricity' });
    expect(rows.get(5)!.values.fullTank).toBe(false);
    expect(preview.errors).toEqual([
      { line: 4, message: 'AdBlue is not fuel: Odo does not import it as a fill-up.' },
    ]);
    const body = await json<ImportCommitDto>(await commit(true));
    expect(body).toEqual({
      imported: { fuel: 3, maintenance: 0, expense: 0 },
      skipped: preview.errors,
    });
    expect((await written()).fuel.map((row) => row.kwh).filter(Boolean)).toEqual([11.2]);
  });

  it('reads a costs export by its cost type codes, never a purchase as upkeep', async () => {
    const { preview } = await importFile(importFixture('spritmonitor-en-costs.csv'));
    expect(preview).toMatchObject({
      preset: 'spritmonitor',
      recordType: null,
      mapping: { recordType: 'Cost type', cost: 'Total price' },
      counts: { total: 9, valid: 8, invalid: 1, byType: { maintenance: 3, expense: 5 } },
    });
    const rows = byLine(preview);
    expect(rows.get(2)!.values).toMatchObject({ category: 'registration_tax', amount: 215 });
    expect(rows.get(3)).toMatchObject({
      recordType: 'maintenance',
      values: { type: 'oil_change', mileage: 23950, cost: 129.9 },
    });
    expect(rows.get(4)!.values).toMatchObject({ category: 'insurance', amount: 612.4 });
    expect([5, 6].map((line) => rows.get(line)!.values.type)).toEqual(['tyres', 'inspection']);
    expect(rows.get(7)!.values.category).toBe('tolls');
    expect(rows.get(8)).toMatchObject({
      recordType: 'expense',
      values: { category: 'other', amount: 18500 },
    });
    expect(rows.get(9)!.error).toMatch(/refund/);
    // No cost type: an expense, named by its note.
    expect(rows.get(10)!.values).toMatchObject({ category: 'registration_tax', amount: 25 });
  });
});

describe('POST /api/garage/import — Simply Auto', () => {
  it('reads Fuel_Log.csv: record types, a date in three columns, an odometer reading skipped', async () => {
    const { preview, commit, written } = await importFile(importFixture('simplyauto-fuel-log.csv'));
    expect(preview).toMatchObject({
      preset: 'simplyauto',
      recordType: null,
      dateFormat: 'YYYY-MM-DD',
      dateFormatNeedsChoice: false,
      mapping: { date: 'Date', recordType: 'Record Type', volume: 'Qty' },
      counts: { total: 6, valid: 5, invalid: 1, byType: { fuel: 3, maintenance: 1, expense: 1 } },
    });
    expect(preview.dateSamples[0]).toEqual({ line: 2, text: '2024-01-03', stored: '2024-01-03' });
    const rows = byLine(preview);
    expect(rows.get(2)!.values).toMatchObject({ odometer: 41230, volume: 38.2, cost: 61.5 });
    expect(rows.get(4)!.values.fullTank).toBe(false);
    expect(rows.get(5)).toMatchObject({
      recordType: 'maintenance',
      values: { type: 'tyre_rotation', mileage: 41800, cost: 89.99, date: '2024-01-26' },
    });
    expect(rows.get(6)).toMatchObject({
      recordType: 'expense',
      values: { category: 'parking', amount: 14, date: '2024-02-02' },
    });
    expect(preview.errors).toEqual([
      { line: 7, message: expect.stringMatching(/odometer reading/) },
    ]);

    expect((await commit(false)).status).toBe(400);
    const body = await json<ImportCommitDto>(await commit(true));
    expect(body.imported).toEqual({ fuel: 3, maintenance: 1, expense: 1 });
    expect(cents((await written()).fuel.map((row) => row.costCents))).toBe(14_010);
  });

  it('imports one vehicle of a file that holds several, once the user has chosen it', async () => {
    const csv = importFixture('simplyauto-fuel-log.csv').replace(
      '\n2,Honda Civic,',
      '\n2,Honda Jazz,',
    );
    const { preview, written } = await importFile(csv);
    expect(preview).toMatchObject({
      sourceVehicles: [
        { name: 'Honda Civic', rows: 5 },
        { name: 'Honda Jazz', rows: 1 },
      ],
      sourceVehicle: null,
      counts: { total: 6 },
    });
    const client = t.client();
    const car = await memberWithCar(client);
    const refused = await client.post('/api/garage/import', {
      vehicleId: car.id,
      csv,
      commit: true,
      skipInvalid: true,
    });
    expect(refused.status).toBe(400);
    expect(await json<{ error: { code: string; message: string } }>(refused)).toMatchObject({
      error: { code: 'import_source_vehicle', message: expect.stringMatching(/Honda Jazz/) },
    });
    const chosen = { vehicleId: car.id, csv, sourceVehicle: 'Honda Civic' };
    const only = await json<ImportPreviewDto>(await client.post('/api/garage/import', chosen));
    expect(only).toMatchObject({ sourceVehicle: 'Honda Civic', counts: { total: 5, valid: 4 } });
    const commit = await client.post('/api/garage/import', {
      ...chosen,
      commit: true,
      skipInvalid: true,
    });
    expect((await json<ImportCommitDto>(commit)).imported).toEqual({
      fuel: 2,
      maintenance: 1,
      expense: 1,
    });
    expect((await recordsWritten(t.db, car.id)).fuel.map((row) => row.odometer)).not.toContain(
      41662,
    );
    expect((await written()).fuel).toHaveLength(0);
  });

  it('folds an unquoted comma in the last column back; one earlier is reported', async () => {
    const { preview } = await importFile(importFixture('simplyauto-ios-fuel-log.csv'));
    expect(preview).toMatchObject({
      preset: 'simplyauto',
      mapping: { missedPrevious: 'Missed Previous Fill up' },
      counts: { total: 3, valid: 2, invalid: 1 },
    });
    const rows = byLine(preview);
    expect(rows.get(2)!.values).toMatchObject({ date: '2024-03-05', grade: null, volume: 41.5 });
    expect(rows.get(3)).toMatchObject({
      recordType: 'maintenance',
      values: { type: 'oil_change', description: 'Engine Oil, Oil Filter', date: '2024-03-01' },
    });
    expect(rows.get(4)!.error).toMatch(/date/);
  });
});

describe('POST /api/garage/import — aCar sections and Drivvo in a language Odo has no names for', () => {
  it('reads older aCar service and expense sections, European numbers by the file', async () => {
    const { preview } = await importFile(importFixture('acar-services-expenses.csv'));
    const read = preview.sections.filter((s) => !s.skipped);
    expect(read.map((s) => [s.title, s.preset, s.recordType])).toEqual([
      ['Fill-Up Records', 'acar', 'fuel'],
      ['Service Records', 'acar', 'maintenance'],
      ['Expense Records', 'acar', 'expense'],
    ]);
    expect(preview.sections.filter((s) => s.skipped).map((s) => s.title)).toEqual([
      'Vehicles',
      'Trip Records',
    ]);
    expect(preview).toMatchObject({
      units: { distance: 'km', volume: 'l' },
      dateFormat: 'DD.MM.YYYY',
      counts: { valid: 5, invalid: 0, byType: { fuel: 2, maintenance: 1, expense: 2 } },
    });
    const rows = byLine(preview);
    // "12.345" beside "40,50" and "59,09": thousands, not twelve kilometres.
    expect(rows.get(6)!.values).toMatchObject({ odometer: 12345, volume: 40.5, cost: 59.09 });
    expect(rows.get(10)!.values).toMatchObject({ type: 'oil_change', mileage: 13050, cost: 89.9 });
    expect([13, 14].map((line) => rows.get(line)!.values.category)).toEqual([
      'parking',
      'insurance',
    ]);
  });

  it('takes the date format aCar declares in its Metadata when every date fits both orders', async () => {
    const ambiguous = importFixture('acar-full.csv')
      .replace('"7/15/2023","08:11"', '"5/7/2023","08:11"')
      .replace('"5/14/2022","10:43"', '"4/5/2022","10:43"');
    const dayFirst = ambiguous.replace('"M/d/yyyy","HH:mm"', '"dd/MM/yyyy","HH:mm"');
    const asDeclared = [
      [ambiguous, 'MM/DD/YYYY', '2023-05-07'],
      [dayFirst, 'DD/MM/YYYY', '2023-07-05'],
    ] as const;
    for (const [csv, format, stored] of asDeclared) {
      const { preview } = await importFile(csv);
      expect(preview).toMatchObject({
        preset: 'acar',
        dateFormat: format,
        dateFormatGuessed: false,
        dateFormatNeedsChoice: false,
      });
      expect(preview.dateSamples[0]!.stored).toBe(stored);
    }
  });

  it('reads a Portuguese Drivvo refuelling export by its section and column positions', async () => {
    const csv = importFixture('drivvo-pt-refuelling.csv');
    for (const text of [csv, csv.replace(/\r\n/g, '\r')]) {
      const { preview, commit } = await importFile(text);
      expect(preview).toMatchObject({
        preset: 'drivvo_fuel',
        units: { distance: 'km', volume: 'l' },
        dateFormat: 'YYYY-MM-DD',
        mapping: {
          odometer: 'Odômetro (km)',
          date: 'Data',
          grade: 'Combustível',
          cost: 'Valor total',
          volume: 'Volume',
          fullTank: 'Completou o tanque',
        },
        counts: { total: 3, valid: 3, invalid: 0 },
      });
      const rows = byLine(preview);
      expect(rows.get(3)!.values).toMatchObject({
        date: '2026-09-15',
        odometer: 52310,
        volume: 40,
        cost: 235.6,
        fullTank: true,
        grade: 'Gas. Comum',
      });
      expect(rows.get(4)!.values.fullTank).toBe(false);
      expect((await commit(false)).status).toBe(201);
    }
  });
});
