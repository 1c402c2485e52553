// Import of what UK trackers, Excel and electric cars write (issue 29): prices per litre in
// pence, dates as Excel serial numbers, and Drivvo's charges of an electric car in kWh.
import { describe, expect, it } from 'vitest';
import { json } from '../../test/harness.ts';
import { importFixture, importTestApp } from './import-testing.ts';
import type { ImportPreviewDto } from '../../../shared/garage-import.ts';

const t = importTestApp();

const { importFile } = t;

const costs = (rows: Array<{ costCents: number }>) => rows.map((row) => row.costCents).sort();

describe('POST /api/garage/import — UK prices in pence per litre', () => {
  it('reads a price column named in pence ("Price (p/l)") as pounds a litre', async () => {
    const csv = [
      'Date,Mileage,Litres,Price (p/l)',
      '2024-03-01,61200,40,145.9',
      '2024-03-15,61650,35.5,149.9',
    ].join('\n');
    const { preview, commit, written } = await importFile(csv);
    expect(preview.mapping).toMatchObject({ pricePerUnit: 'Price (p/l)', volume: 'Litres' });
    expect(preview.rows.map((row) => row.values.cost)).toEqual([58.36, 53.21]);
    expect(preview.rows[0]!.warning).toBe('Price read in pence: "145.9" is 1.459 a litre.');
    expect((await commit()).status).toBe(201);
    expect(costs((await written()).fuel)).toEqual([5321, 5836]);
  });

  it.each([['PPL'], ['Pence per litre'], ['Price (p)']])(
    'knows a "%s" column for pence',
    async (name) => {
      const { preview } = await importFile(
        `Date,Odometer,Litres,${name}\n2024-03-01,61200,40,145.9\n`,
      );
      expect(preview.rows[0]!.values.cost).toBe(58.36);
    },
  );

  it("decides from each row's own total, and from most rows for a row without one", async () => {
    const csv = [
      'Date,Odometer,Litres,Price,Total',
      '2024-03-01,61200,40,145.9,58.36',
      '2024-03-15,61650,35.5,149.9,',
      '2024-03-29,62100,38.2,147.9,56.50',
    ].join('\n');
    const { preview, commit, written } = await importFile(csv);
    expect(preview.rows.map((row) => row.values.cost)).toEqual([58.36, 53.21, 56.5]);
    expect((await commit()).status).toBe(201);
    expect(costs((await written()).fuel)).toEqual([5321, 5650, 5836]);
  });

  it('leaves prices in pounds, euros or yen as they are', async () => {
    const csv = [
      'Date,Odometer,Litres,Price,Total',
      '2024-03-01,61200,40,1.459,58.36',
      '2024-03-15,61650,35.5,1.499,',
      '2024-03-29,62100,40,170,6800',
    ].join('\n');
    const { preview } = await importFile(csv);
    expect(preview.rows.map((row) => row.values.cost)).toEqual([58.36, 53.21, 6800]);
    expect(preview.rows.every((row) => row.warning === undefined)).toBe(true);
  });

  it('reads a price above 20 in pounds, or written "145.9p", as pence when nothing else tells', async () => {
    const csv = [
      'Date,Odometer,Litres,Price,Currency',
      '2024-03-01,61200,40,145.9,GBP',
      '2024-03-15,61650,35.5,149.9p,',
      '2024-03-29,62100,40,1.479,GBP',
    ].join('\n');
    const { preview } = await importFile(csv);
    expect(preview.rows.map((row) => row.values.cost)).toEqual([58.36, 53.21, 59.16]);
  });
});

describe('POST /api/garage/import — pence for a member who counts in pounds', () => {
  it('reads a price above 20 as pence when the rows name no currency and the member uses GBP', async () => {
    const client = t.client();
    const car = await t.carFor(client);
    const setting = await client.request('/api/settings', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'GBP' }),
    });
    expect(setting.status).toBe(200);
    const csv =
      'Date,Odometer,Litres,Price\n2024-03-01,61200,40,145.9\n2024-03-15,61650,35.5,1.499\n';
    const response = await client.post('/api/garage/import', { vehicleId: car.id, csv });
    const preview = await json<ImportPreviewDto>(response);
    expect(preview.rows.map((row) => row.values.cost)).toEqual([58.36, 53.21]);
    expect(
      (await client.post('/api/garage/import', { vehicleId: car.id, csv, commit: true })).status,
    ).toBe(201);
    const fuel = (await t.written(car.id)).fuel;
    expect(costs(fuel)).toEqual([5321, 5836]);
    expect(fuel.every((row) => row.currency === 'GBP')).toBe(true);
  });

  it('leaves a price above 20 alone for a member in another currency', async () => {
    const csv = 'Date,Odometer,Litres,Price\n2024-03-01,61200,40,170\n';
    const { preview } = await importFile(csv);
    expect(preview.rows[0]!.values.cost).toBe(6800);
  });
});

describe('POST /api/garage/import — Excel date serial numbers', () => {
  it('reads serials in the 1900 system (with a time, beside written dates) and shows them as stored', async () => {
    const csv = [
      'Date,Odometer,Litres,Total',
      '45352,61200,40,58.36',
      '45366.5,61650,35.5,53.21',
      '36526,62100,38.2,56.50',
      '15/03/2024,62500,30,44.10',
    ].join('\n');
    const { preview, commit, written } = await importFile(csv);
    expect(preview.dateFormat).toBe('DD/MM/YYYY');
    expect(preview.dateSamples).toEqual([
      { line: 2, text: '45352', stored: '2024-03-01' },
      { line: 3, text: '45366.5', stored: '2024-03-15' },
      { line: 4, text: '36526', stored: '2000-01-01' },
    ]);
    expect(preview.rows.map((row) => row.values.date)).toEqual([
      '2024-03-01',
      '2024-03-15',
      '2000-01-01',
      '2024-03-15',
    ]);
    expect((await commit()).status).toBe(201);
    expect((await written()).fuel.map((row) => row.date).sort()).toEqual([
      '2000-01-01',
      '2024-03-01',
      '2024-03-15',
      '2024-03-15',
    ]);
  });

  it('takes only serials of 1995–2100 for dates', async () => {
    const csv = ['Date,Odometer,Litres,Total', '45352,61200,40,58.36', '12345,61650,35.5,53.21'];
    const { preview } = await importFile(csv.join('\n'));
    expect(preview.rows[0]!.values.date).toBe('2024-03-01');
    expect(preview.errors).toEqual([
      { line: 3, message: expect.stringContaining('date: "12345" is not a date') },
    ]);
  });
});

describe("POST /api/garage/import — Drivvo's electric-car charges", () => {
  // The real Portuguese refuelling header (import-fixtures/drivvo-pt-refuelling.csv), which
  // carries the charge columns too: "Tipo de recarga", "Bateria inicial (%)"…
  const ptHeader = importFixture('drivvo-pt-refuelling.csv').split(/\r?\n/).slice(0, 2);
  const ptRow = (
    odometer: number,
    date: string,
    fuel: string,
    price: string,
    total: string,
    volume: string,
    charge = '',
  ) =>
    [
      odometer,
      date,
      fuel,
      price,
      total,
      volume,
      'Sim',
      '',
      0,
      0,
      0,
      'Não',
      '',
      0,
      0,
      0,
      'Não',
      '',
      '',
      charge,
      charge ? 20 : '',
      charge ? 80 : '',
      charge ? 45 : '',
      'Casa',
      'Ana',
      '',
      'Crédito',
      '',
      0,
      'Onix 2019',
    ].join(',');

  it('reads a row whose fuel is "Elétrico" as a charge in kWh, beside petrol fill-ups', async () => {
    const csv = [
      ...ptHeader,
      ptRow(52310, '2026-09-15 9:05', 'Elétrico', '0.890', '35.60', '40.000', 'Rápida'),
      ptRow(51880, '2026-09-02 18:40', 'Gas. Comum', '5.790', '115.80', '20.000'),
    ].join('\n');
    const { preview, commit, written } = await importFile(csv);
    expect(preview).toMatchObject({ preset: 'drivvo_fuel', counts: { valid: 2, invalid: 0 } });
    expect(preview.rows.map((row) => [row.values.kwh, row.values.volume, row.values.cost])).toEqual(
      [
        [40, null, 35.6],
        [null, 20, 115.8],
      ],
    );
    expect((await commit()).status).toBe(201);
    const fuel = (await written()).fuel.sort((a, b) => a.date.localeCompare(b.date));
    expect(fuel.map((row) => [Number(row.kwh) || null, Number(row.volume) || null])).toEqual([
      [null, 20],
      [40, null],
    ]);
  });

  it('reads a "##Recharge" section of a whole-account export in kWh, whatever its fuel says', async () => {
    const csv = [
      '##Recharge',
      'Odometer (km),Date,Fuel,Price / kWh,Total cost,Volume,Full tank?,Notes',
      '12500.0,2025-08-24 17:37:33,Type 2,0.30,12.60,42.0,Yes,home',
      '12210.0,2025-08-12 08:10:00,Type 2,0.45,16.20,36.0,Yes,',
      '',
      '##Service',
      'Odometer (km),Date,Total cost,Type of service,Notes',
      '12000.0,2025-07-19 15:46:49,90.00,Tire rotation,',
    ].join('\n');
    const { preview, commit, written } = await importFile(csv);
    expect(preview.sections).toMatchObject([
      { title: 'Recharge', preset: 'drivvo_fuel', recordType: 'fuel', rows: 2 },
      { title: 'Service', preset: 'drivvo_service', recordType: 'maintenance', rows: 1 },
    ]);
    expect(preview.mapping).toMatchObject({ kwh: 'Volume' });
    expect(preview.mapping.volume).toBeUndefined();
    const fills = preview.rows.filter((row) => row.recordType === 'fuel');
    expect(fills.map((row) => [row.values.kwh, row.values.volume, row.values.cost])).toEqual([
      [42, null, 12.6],
      [36, null, 16.2],
    ]);
    expect((await commit()).status).toBe(201);
    const stored = await written();
    expect(stored.fuel.map((row) => Number(row.kwh)).sort()).toEqual([36, 42]);
    expect(stored.fuel.every((row) => row.volume === null)).toBe(true);
    expect(stored.maintenance).toHaveLength(1);
  });

  it('reads a Russian "Зарядка" file priced "Цена / кВт·ч" in kWh', async () => {
    const csv = [
      '##Зарядка',
      '"Одометр (км)","Дата","Топливо","Цена / кВт·ч","Общая стоимость","Объем","Полный бак"',
      '"491791.0","2025-08-24 17:37:33","Электричество","25","1050","42","Да"',
    ].join('\n');
    const { preview } = await importFile(csv);
    expect(preview).toMatchObject({ preset: 'drivvo_fuel', mapping: { kwh: 'Объем' } });
    expect(preview.rows[0]!.values).toMatchObject({ kwh: 42, volume: null, cost: 1050 });
  });
});
