// Import of logs people keep by hand, in the layouts of real ones found in public repositories
// (their rows were not taken: the files carry no licence; these rows are invented), and of
// LubeLogger's tax files: a bare "Price" read as the total or the price per unit by its figures,
// a "Filled Tank" Y/N, a "date/time" column, and a tax file with no (or an empty) odometer.
import { describe, expect, it } from 'vitest';
import { json } from '../../test/harness.ts';
import { importTestApp } from './import-testing.ts';
import type { ImportCommitDto } from '../../../shared/garage-import.ts';
import { pricesAreTotals } from './import-price-columns.ts';

const app = importTestApp();

describe('POST /api/garage/import — hand-kept fuel logs', () => {
  it('reads a UK log: "Price" is the total, "PPL" the price in pence, "Filled Tank" Y/N', async () => {
    // The layout of a real UK log (github.com/jreaso/car-fuel, fuel.csv).
    const csv = [
      'Date,Mileage,Liters,PPL,Fuel Type,Price,Filled Tank,Driving Style,Roof Racks',
      '03/01/2023,"47,950",30.12,142.90,E10,43.04,Y,Normal,N',
      '15/01/2023,"48,260",35.80,144.90,E10,51.87,Y,Normal,N',
      '28/01/2023,"48,415",12.05,145.90,E10,17.58,N,Normal,N',
      '09/02/2023,"48,790",38.61,146.90,E10,56.72,Y,Motorway,N',
      '22/02/2023,"49,102",31.50,147.90,E10,46.59,Y,Normal,N',
    ].join('\n');
    const { preview, commit, written } = await app.importFile(csv);
    expect(preview).toMatchObject({
      preset: 'custom',
      recordType: 'fuel',
      dateFormat: 'DD/MM/YYYY',
      mapping: { cost: 'Price', pricePerUnit: 'PPL', volume: 'Liters', fullTank: 'Filled Tank' },
      counts: { total: 5, valid: 5 },
    });
    expect(preview.rows.map((row) => row.values.cost)).toEqual([43.04, 51.87, 17.58, 56.72, 46.59]);
    expect(preview.rows.map((row) => row.values.fullTank)).toEqual([true, true, false, true, true]);
    expect(preview.rows[0]!.values).toMatchObject({ date: '2023-01-03', odometer: 47950 });
    expect((await commit()).status).toBe(201);
    const stored = await written();
    expect(stored.fuel.reduce((sum, row) => sum + row.costCents, 0)).toBe(21_580);
  });

  it('reads a German log: "date/time", and "price" written "EUR 50.00" as each fill\'s total', async () => {
    // The layout of a real campervan log (github.com/scy/jessie, data/fuel.csv).
    const csv = [
      'date/time,liters,price,odometer,trip,avg cons,avg spd,duration,location,comment',
      '2018-04-22 14:45,42.05,EUR 50.00,1650,,,,,Tankstelle A,',
      '2018-04-27 18:24,17.02,EUR 25.00,2032,382,10.6,,,Tankstelle B,',
      '2018-05-03 09:10,55.30,EUR 72.40,2560,528,10.5,,,Tankstelle C,',
      '2018-05-12 16:02,38.44,EUR 51.10,2930,370,10.4,,,Tankstelle D,',
      '2018-05-20 11:30,60.12,EUR 79.95,3500,570,10.5,,,Tankstelle E,',
    ].join('\n');
    const { preview } = await app.importFile(csv);
    expect(preview.mapping).toMatchObject({ date: 'date/time', cost: 'price', volume: 'liters' });
    expect(preview.mapping.pricePerUnit ?? null).toBeNull();
    expect(preview.counts).toMatchObject({ total: 5, valid: 5 });
    expect(preview.rows.map((row) => row.values.cost)).toEqual([50, 25, 72.4, 51.1, 79.95]);
    expect(preview.rows[0]!.values.date).toBe('2018-04-22');
  });

  it('keeps a "Price" that stays near one figure as the price per unit', async () => {
    const csv = [
      'Date,Odometer,Liters,Price',
      '2024-01-05,10000,40.1,1.799',
      '2024-01-19,10600,35.2,1.759',
      '2024-02-02,11150,42.7,1.819',
      '2024-02-17,11700,38.9,1.779',
      '2024-03-01,12300,44.0,1.749',
    ].join('\n');
    const { preview } = await app.importFile(csv);
    expect(preview.mapping).toMatchObject({ pricePerUnit: 'Price' });
    expect(preview.mapping.cost ?? null).toBeNull();
    expect(preview.rows[0]!.values.cost).toBe(72.14);
  });

  it('judges by the figures only with enough rows, and never by their size', () => {
    expect(pricesAreTotals(['50', '25', '72.4'], ['42', '17', '55'])).toBe(false);
    // Yen: 170 a litre is a price per unit however large it looks.
    expect(pricesAreTotals(['171', '168', '174', '169'], ['40', '25', '52', '33'])).toBe(false);
    expect(pricesAreTotals(['6840', '4200', '9048', '5577'], ['40', '25', '52', '33'])).toBe(true);
  });
});

describe('POST /api/garage/import — LubeLogger tax files', () => {
  it('reads its tax sample (Date,Description,Notes,Cost) as taxes, in its month-first dates', async () => {
    // LubeLogger's own taxrecordsample.csv, verbatim (github.com/hargata/lubelog, MIT).
    const csv = [
      'Date,Description,Notes,Cost',
      '01/01/2020,Test Description 1,Test Note 1,20.60',
      '01/02/2020,Test Description 2,Test Note 2,40.45',
    ].join('\n');
    const { preview, commit } = await app.importFile(csv);
    expect(preview).toMatchObject({
      preset: 'lubelogger_service',
      recordType: 'expense',
      dateFormat: 'MM/DD/YYYY',
      counts: { total: 2, valid: 2 },
    });
    expect(preview.rows[1]!.values).toMatchObject({
      date: '2020-01-02',
      category: 'registration_tax',
      amount: 40.45,
    });
    const body = await json<ImportCommitDto>(await commit());
    expect(body.imported).toEqual({ fuel: 0, maintenance: 0, expense: 2 });
  });

  it('reads a tax export whose Odometer column is empty in every row as taxes', async () => {
    const csv = [
      'Date,Odometer,Description,Notes,Cost',
      '01/15/2024,,Registration renewal,,120.00',
      '02/15/2024,,Property tax,,86.40',
    ].join('\n');
    const { preview } = await app.importFile(csv);
    expect(preview).toMatchObject({
      preset: 'lubelogger_service',
      recordType: 'expense',
      counts: { total: 2, valid: 2, invalid: 0 },
    });
    expect(preview.rows.map((row) => row.values.category)).toEqual([
      'registration_tax',
      'registration_tax',
    ]);
  });
});
