// Import of the presets Odo detects by their headers (Fuelly, LubeLogger's fuel, service and tax
// files) and of any other file through a mapping the user chooses.
import { describe, expect, it } from 'vitest';
import type { VehicleDetailDto } from '../../../shared/garage.ts';
import { json } from '../../test/harness.ts';
import { type ImportErrorReply, importFixture, importTestApp } from './import-testing.ts';
import type { ImportPreviewDto } from '../../../shared/garage-import.ts';

const fixture = importFixture;

const t = importTestApp();
const { carFor, written, mileageOf } = t;

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

  it('takes a mapping override (own headers, semicolons, decimal commas, chosen units)', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const csv =
      'Wann;Tacho;Getankt;Bezahlt;Voll\n14.03.2024;61.200;40,5;71,30;ja\n28.03.2024;61.950;38,2;66,10;nein\n';
    const unmapped = await ann.post('/api/garage/import', {
      vehicleId: car.id,
      csv,
      recordType: 'fuel',
    });
    expect(unmapped.status).toBe(400);
    const error = (await json<ImportErrorReply>(unmapped)).error;
    expect(error.code).toBe('import_columns');
    expect(error.message).toMatch(/No column for the date, odometer, total cost and volume/);
    expect(error.missing).toEqual(['date', 'odometer', 'cost', 'volume']);
    expect(error.columns).toEqual(['Wann', 'Tacho', 'Getankt', 'Bezahlt', 'Voll']);

    const body = {
      vehicleId: car.id,
      csv,
      preset: 'custom',
      recordType: 'fuel',
      mapping: {
        date: 'Wann',
        odometer: 'Tacho',
        volume: 'Getankt',
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
    expect((await json<ImportErrorReply>(wrongColumn)).error.message).toBe(
      'Total cost: the file has no column "Preis".',
    );

    expect((await ann.post('/api/garage/import', { ...body, commit: true })).status).toBe(201);
    expect((await written(car.id)).fuel).toHaveLength(2);
  });
});
