// Import of files written by apps and servers set to other languages (issue 29): a LubeLogger
// server in fr-FR (day-first dates beside "89,00 €": the US convention does not hold, the user is
// asked), LubeLogger's supply and early service exports, Drivvo's English refuelling file without
// its section title, and service words in French, Spanish, Italian, Polish and Dutch.
import { describe, expect, it } from 'vitest';
import { json } from '../../test/harness.ts';
import { importTestApp } from './import-testing.ts';

const app = importTestApp();

describe('POST /api/garage/import — LubeLogger outside the US', () => {
  const french =
    'Date,Description,Cost,Notes,Odometer,Tags\n' +
    '05/01/2024,Vidange et filtre,"189,50 €",,10000,\n' +
    '07/03/2024,Plaquettes de frein,"1 234,00 €",,10700,\n';

  it('asks for the date order when the money is written the European way', async () => {
    const { preview, commit } = await app.importFile(french);
    expect(preview).toMatchObject({
      preset: 'lubelogger_service',
      dateFormat: 'DD/MM/YYYY',
      dateFormatNeedsChoice: true,
    });
    expect(preview.rows.map((row) => row.values.type)).toEqual(['oil_change', 'brake_pads']);
    expect(preview.rows.map((row) => row.values.cost)).toEqual([189.5, 1234]);
    const refused = await commit();
    expect(refused.status).toBe(400);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('import_date_order');
  });

  it('keeps the US order for a file written the US way', async () => {
    const us = french.replace('"189,50 €"', '$189.50').replace('"1 234,00 €"', '"$1,234.00"');
    const { preview } = await app.importFile(us);
    expect(preview).toMatchObject({ dateFormat: 'MM/DD/YYYY', dateFormatNeedsChoice: false });
    expect(preview.rows.map((row) => row.values.date)).toEqual(['2024-05-01', '2024-07-03']);
  });

  it('reads early service exports (no tags) in US order, and supplies as plain expenses', async () => {
    const early = 'Date,Odometer,Description,Notes,Cost\n1/5/2024,10000,Oil change,,$54.99\n';
    const { preview } = await app.importFile(early);
    expect(preview).toMatchObject({
      preset: 'lubelogger_service',
      recordType: 'maintenance',
      dateFormatNeedsChoice: false,
    });
    expect(preview.rows[0]!.values).toMatchObject({ type: 'oil_change', date: '2024-01-05' });

    const supplies =
      'Date,PartNumber,PartSupplier,PartQuantity,Description,Notes,Cost,Tags\n' +
      '1/5/2024,WB-22,Amazon,2,Wiper blades,,$24.99,\n';
    const supply = (await app.importFile(supplies)).preview;
    expect(supply).toMatchObject({ preset: 'lubelogger_service', recordType: 'expense' });
    expect(supply.rows[0]!.values).toMatchObject({ category: 'other', amount: 24.99 });
  });
});

describe('POST /api/garage/import — LubeLogger odometer log', () => {
  it('answers 400 saying a file of readings only holds nothing to import', async () => {
    const client = app.client();
    const car = await app.carFor(client);
    const response = await client.post('/api/garage/import', {
      vehicleId: car.id,
      csv: 'Date,InitialOdometer,Odometer,Notes,Tags\n1/5/2024,9000,10000,,\n1/7/2024,10000,10700,,\n',
    });
    expect(response.status).toBe(400);
    const body = await json<{ error: { code: string; message: string } }>(response);
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toMatch(/odometer readings only/);
  });

  it('says the same of any file of dates, odometers and notes, and not of one with a column it cannot name', async () => {
    const client = app.client();
    const car = await app.carFor(client);
    const post = (csv: string) => client.post('/api/garage/import', { vehicleId: car.id, csv });
    const readings = await post('Date,Odometer,Notes\n2024-01-05,10000,\n2024-02-07,10700,trip\n');
    expect(readings.status).toBe(400);
    expect((await json<{ error: { message: string } }>(readings)).error.message).toMatch(
      /odometer readings only/,
    );
    // "Amount spent" may be the cost: the columns are offered to map instead.
    const unnamed = await post('Date,Odometer,Amount spent\n2024-01-05,10000,40\n');
    expect(unnamed.status).toBe(400);
    expect((await json<{ error: { code: string } }>(unnamed)).error.code).toBe('import_columns');
  });
});

describe('POST /api/garage/import — Drivvo and service words in other languages', () => {
  it("reads Drivvo's English refuelling file without its section title", async () => {
    const csv =
      'Odometer (km),Date,Fuel,Price / L,Total cost,Volume,Full tank?,Second fuel,Price / L,Total cost,Volume,Full tank? 2,Average,Distance,Gas station,Driver,Reason,Payment method,Notes,Vehicle\n' +
      '10000,2024-01-05 08:00,Gasoline,1.50,60.00,40.00,Yes,,,,,,,,Shell,,,,,My car\n' +
      '10500,2024-01-20 09:00,Gasoline,1.52,62.32,41.00,No,,,,,,,,Shell,,,,,My car\n';
    const { preview } = await app.importFile(csv);
    expect(preview).toMatchObject({
      preset: 'drivvo_fuel',
      mapping: { pricePerUnit: 'Price / L', fullTank: 'Full tank?', volume: 'Volume' },
      counts: { valid: 2, invalid: 0 },
    });
    expect(preview.rows.map((row) => row.values.fullTank)).toEqual([true, false]);
  });

  it('maps service and expense words in French, Spanish, Italian, Polish and Dutch', async () => {
    const csv =
      'Type,Date,Odometer,Description,Cost\n' +
      'entretien,2024-01-05,10000,Vidange,80\n' +
      'mantenimiento,2024-01-06,10100,Cambio de aceite,90\n' +
      'manutenzione,2024-01-07,10200,Pastiglie freni,120\n' +
      'serwis,2024-01-08,10300,Wymiana opon,200\n' +
      'onderhoud,2024-01-09,10400,APK keuring,60\n' +
      'dépense,2024-01-10,,Assurance auto,500\n' +
      'spesa,2024-01-11,,Pedaggio autostrada,12\n' +
      'wydatek,2024-01-12,,Myjnia,8\n';
    const { preview } = await app.importFile(csv);
    expect(preview.counts).toMatchObject({ valid: 8, invalid: 0 });
    expect(preview.rows.map((row) => row.values.type ?? row.values.category)).toEqual([
      'oil_change',
      'oil_change',
      'brake_pads',
      'tyres',
      'inspection',
      'insurance',
      'tolls',
      'cleaning',
    ]);
  });
});

describe('POST /api/garage/import — decimal marks no mapped column says', () => {
  it('takes them from the other columns (litres 40,000 and prices 1,759 say nothing)', async () => {
    // Excel's "Unicode text" (tab) from a comma locale, and a semicolon file kept with points:
    // the unmapped economy column says which mark the file writes.
    const tab =
      'Date\tOdometer\tLitres\tPrice per litre\tL/100km\n' +
      '05.01.2024\t41230\t40,000\t1,759\t\n' +
      '19.01.2024\t41810\t38,500\t1,789\t6,6\n';
    const commas = await app.importFile(tab);
    expect(commas.preview.counts).toMatchObject({ valid: 2, invalid: 0 });
    expect(commas.preview.rows.map((row) => [row.values.volume, row.values.cost])).toEqual([
      [40, 70.36],
      [38.5, 68.88],
    ]);
    const points = await app.importFile(
      tab.replaceAll('\t', ';').replaceAll(/(\d),(\d)/g, '$1.$2'),
    );
    expect(points.preview.rows.map((row) => row.values.volume)).toEqual([40, 38.5]);
  });
});
