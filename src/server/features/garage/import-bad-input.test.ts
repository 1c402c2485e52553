// Import of files as they come (issue 29): encodings, separators, huge files, formulas,
// misplaced quotes, bad rows that do not sink the file, and fill-ups after an unrecorded gap.
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
  return memberWithCar(client);
}

function written(vehicleId: string) {
  return recordsWritten(t.db, vehicleId);
}

async function preview(client: TestClient, vehicleId: string, csv: string) {
  const response = await client.post('/api/garage/import', { vehicleId, csv });
  expect(response.status).toBe(200);
  return json<ImportPreviewDto>(response);
}

describe('POST /api/garage/import — encodings and separators', () => {
  const fuelly = fixture('fuelly.csv');

  it('reads a UTF-16 file as the browser decodes it, and a UTF-8 BOM', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    // The import dialog decodes UTF-16 (decode-csv-file.ts); the BOM it keeps comes off here.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(fuelly, 'utf16le')]);
    const decoded = new TextDecoder('utf-16le', { ignoreBOM: true }).decode(utf16);
    expect(decoded.startsWith('\uFEFF')).toBe(true);
    const fromUtf16 = await preview(ann, car.id, decoded);
    const withBom = await preview(ann, car.id, `\uFEFF${fuelly}`);
    for (const result of [fromUtf16, withBom]) {
      expect(result).toMatchObject({ preset: 'fuelly', counts: { total: 5, valid: 5 } });
      expect(result.columns[0]).toBe('car_name');
    }
    // Undecoded UTF-16 (a NUL after every letter) is refused, not read as garbage.
    const raw = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv: utf16.toString('latin1'),
    });
    expect(raw.status).toBe(400);
  });

  it('reads semicolon- and tab-separated files', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const tabbed = fuelly.replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/gm, '\t');
    const result = await preview(ann, car.id, tabbed);
    expect(result).toMatchObject({ preset: 'fuelly', counts: { valid: 5 } });
    expect(result.rows[1]!.values).toMatchObject({ volume: 10.211, odometer: 41568 });

    const semicolons = 'Date;Odometer;FuelConsumed;Cost\n2024-03-02;61200;42,5;74,38\n';
    const semi = await preview(ann, car.id, semicolons);
    expect(semi).toMatchObject({ preset: 'lubelogger_fuel', counts: { valid: 1 } });
    expect(semi.rows[0]!.values).toMatchObject({ volume: 42.5, cost: 74.38 });
  });

  it('refuses 100,000 rows above the documented limit with a clear message', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const csv = `Date,Odometer,FuelConsumed,Cost\n${'1/2/2024,1,1,1\n'.repeat(100_000)}`;
    const response = await ann.post('/api/garage/import', { vehicleId: car.id, csv, commit: true });
    expect(response.status).toBe(400);
    expect((await json<{ error: { message: string } }>(response)).error.message).toBe(
      'At most 5,000 records per import; this file has 100,000. Split it into smaller files.',
    );
    expect((await written(car.id)).fuel).toHaveLength(0);
  });

  it('stores a formula as text and exports it defused', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const formula = '=HYPERLINK("http://evil.example","cheap")';
    const csv = `Date,Cost,Category,Note\n2024-02-01,600,insurance,"${formula.replace(/"/g, '""')}"\n`;
    const response = await ann.post('/api/garage/import', { vehicleId: car.id, csv, commit: true });
    expect(response.status).toBe(201);
    expect((await written(car.id)).expenses[0]!.note).toBe(formula);
    const exported = await (await ann.get(`/api/garage/vehicles/${car.id}/export.csv`)).text();
    expect(exported).toContain(`"'${formula.replace(/"/g, '""')}"`);
    expect(exported).not.toMatch(/,"?=HYPERLINK/);
  });
});

describe('POST /api/garage/import — bad rows do not sink the file', () => {
  const service = fixture('lubelogger-service.csv').trimEnd();

  it('a misplaced quote spoils only its own record', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const csv = `${service}\n4/1/2024,"Wiper blades,$30.00,,61500,\n5/2/2024,Cabin filter,$40.00,"Shop, downtown",61800,\n`;
    const result = await preview(ann, car.id, csv);
    expect(result.counts).toMatchObject({ total: 6, valid: 5, invalid: 1 });
    expect(result.errors).toEqual([{ line: 7, message: expect.stringMatching(/quote/) }]);
    expect(result.rows.find((row) => row.line === 8)!.values).toMatchObject({
      type: 'cabin_filter',
      mileage: 61800,
      cost: 40,
    });
  });

  it('lists bad rows with line and reason; skipInvalid writes the rest in one go', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const csv = `${service}\n4/1/2024,Wipers,,,61500,\n4/2/2024,Wash,ten dollars,,61510,\n`;
    const result = await preview(ann, car.id, csv);
    expect(result.errors).toEqual([
      { line: 7, message: expect.stringMatching(/cost/i) },
      { line: 8, message: 'cost: "ten dollars" is not a number.' },
    ]);
    const refused = await ann.post('/api/garage/import', { vehicleId: car.id, csv, commit: true });
    expect(refused.status).toBe(400);
    const commit = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv,
      commit: true,
      skipInvalid: true,
    });
    expect(commit.status).toBe(201);
    expect(await json<ImportCommitDto>(commit)).toEqual({
      imported: { maintenance: 4, fuel: 0, expense: 0 },
      skipped: result.errors,
    });
    expect((await written(car.id)).maintenance).toHaveLength(4);
  });

  it('never counts a purchase or a loan payment as maintenance', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const csv =
      'Date,Description,Cost,Notes,Odometer,Tags\n1/15/2024,Car purchase,15000,,100,\n2/15/2024,Loan payment,320,,600,\n';
    const commit = await ann.post('/api/garage/import', { vehicleId: car.id, csv, commit: true });
    expect(await json<ImportCommitDto>(commit)).toMatchObject({
      imported: { maintenance: 0, expense: 2 },
    });
    const categories = (await written(car.id)).expenses.map((row) => row.category).sort();
    expect(categories).toEqual(['loan_lease', 'other']);
  });
});

describe('POST /api/garage/import — gaps are not economy', () => {
  it('flags a fill-up after an unrecorded gap as "missed the previous fill-up"', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    // ~9 L/100 km every fill, then 45 L over 2,500 km (1.8 L/100 km): one fill-up was not recorded.
    const csv =
      'Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags\n' +
      '2024-01-01,10000,45,70,0,True,False,,\n' +
      '2024-01-10,10500,45,70,0,True,False,,\n' +
      '2024-01-20,11000,45,70,0,True,False,,\n' +
      '2024-02-01,11500,46,71,0,True,False,,\n' +
      '2024-03-01,14000,45,70,0,True,False,,\n' +
      '2024-03-10,14500,44,69,0,True,False,,\n';
    const result = await preview(ann, car.id, csv);
    const flagged = result.rows.filter((row) => row.warning);
    expect(flagged.map((row) => row.line)).toEqual([6]);
    expect(flagged[0]!.values.missedPrevious).toBe(true);
    expect(flagged[0]!.warning).toMatch(/missed the previous fill-up/);
    await ann.post('/api/garage/import', { vehicleId: car.id, csv, commit: true });
    const gap = (await written(car.id)).fuel.find((row) => row.date === '2024-03-01');
    expect(gap!.missedPrevious).toBe(true);
  });
});
