// Import refusals: one bad row sinks the whole file (nothing written), empty or oversized files,
// missing columns, other users' cars, unknown presets, and the per-user commit limit.
import { describe, expect, it } from 'vitest';
import { json } from '../../test/harness.ts';
import { type ImportErrorReply, importFixture, importTestApp } from './import-testing.ts';
import type { ImportPreviewDto } from '../../../shared/garage-import.ts';

const fixture = importFixture;

const t = importTestApp();
const { carFor, written, mileageOf } = t;

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
    expect((await json<ImportErrorReply>(response)).error.message).toMatch(message);
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
    expect((await json<ImportErrorReply>(response)).error).toMatchObject({
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
    expect((await json<ImportErrorReply>(response)).error.code).toBe('validation_failed');
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
