// Import of files as spreadsheets and hand edits leave them (issue 29): empty cells past the
// header, quoted names with spaces, the header written again mid-file, lines above the header and
// a totals line, CRLF without a last line end, thousands separators in odometers either way, a
// unit named in a Spritmonitor header, and a layout Odo knows nothing of (a 400 that says what
// to do, never a 500).
import { describe, expect, it } from 'vitest';
import { json } from '../../test/harness.ts';
import { importTestApp, type ImportErrorReply } from './import-testing.ts';
import type { ImportCommitDto } from '../../../shared/garage-import.ts';

const app = importTestApp();
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('POST /api/garage/import — files as spreadsheets leave them', () => {
  it('drops empty cells past the header (trailing commas) and keeps every row', async () => {
    const csv =
      'Date,Odometer,Litres,Cost\n' +
      '2024-01-05,10000,40,60.00\n' +
      '2024-01-20,10500,41,61.50,,\n' +
      '2024-02-05,11000,42,62.25,,,\n';
    const { preview, commit, written } = await app.importFile(csv);
    expect(preview.counts).toMatchObject({ total: 3, valid: 3, invalid: 0 });
    expect((await commit()).status).toBe(201);
    expect(sum((await written()).fuel.map((row) => row.costCents))).toBe(6_000 + 6_150 + 6_225);
  });

  it('still reports a row whose extra cells hold something', async () => {
    const csv = 'Date,Odometer,Litres,Cost\n2024-01-05,10000,40,60\n2024-01-20,10500,41,61,,oops\n';
    const { preview } = await app.importFile(csv);
    expect(preview.errors).toEqual([
      { line: 3, message: expect.stringMatching(/6 cells; the header has 4/) },
    ]);
  });

  it('reads quoted column names with spaces around them, and cells quoted after ", "', async () => {
    const csv =
      '" Date ", " Odometer (km) ", " Litres ", " Total Cost ", " Notes "\n' +
      '2024-01-05, 10000, 40, 60, "Shell, A7"\n' +
      '2024-01-20, 10500, 41, 61, ""\n';
    const { preview, commit } = await app.importFile(csv);
    expect(preview).toMatchObject({
      preset: 'custom',
      recordType: 'fuel',
      mapping: { date: 'Date', odometer: 'Odometer (km)', volume: 'Litres', cost: 'Total Cost' },
      counts: { total: 2, valid: 2, invalid: 0 },
    });
    expect(preview.rows[0]!.values).toMatchObject({ odometer: 10000, volume: 40, cost: 60 });
    expect((await commit()).status).toBe(201);
  });

  it('drops the header written again mid-file (files joined by hand) instead of failing it', async () => {
    const header =
      'Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags';
    const csv =
      `${header}\n1/5/2024,10000,40,60,0,True,False,,\n` +
      `${header}\n1/20/2024,10500,41,61,0,True,False,,\n` +
      `"Date","Odometer","FuelConsumed","Cost","FuelEconomy","IsFillToFull","MissedFuelUp","Notes","Tags"\n` +
      '2/4/2024,11000,42,62,0,True,False,,\n';
    const { preview, commit, written } = await app.importFile(csv);
    expect(preview).toMatchObject({
      preset: 'lubelogger_fuel',
      counts: { total: 3, valid: 3, invalid: 0 },
    });
    expect(preview.rows.map((row) => row.line)).toEqual([2, 4, 6]);
    expect((await commit()).status).toBe(201);
    expect((await written()).fuel.map((row) => row.date).sort()).toEqual([
      '2024-01-05',
      '2024-01-20',
      '2024-02-04',
    ]);
  });

  it('skips lines above the header and a totals line under the records', async () => {
    const csv =
      'Fuel log for: Honda Civic\n' +
      'Exported: 2024-03-01\n' +
      'Vehicle,Honda Civic\n' +
      '\n' +
      'Date,Odometer,Litres,Cost\n' +
      '2024-01-05,10000,40,60\n' +
      '2024-01-20,10500,41,61\n' +
      'Total,,81,121\n';
    const { preview, commit, written } = await app.importFile(csv);
    expect(preview).toMatchObject({
      mapping: { date: 'Date', odometer: 'Odometer', volume: 'Litres', cost: 'Cost' },
      counts: { total: 2, valid: 2, invalid: 0 },
    });
    expect(preview.rows.map((row) => row.line)).toEqual([6, 7]);
    expect((await commit()).status).toBe(201);
    expect(sum((await written()).fuel.map((row) => row.costCents))).toBe(12_100);
  });

  it('reads CRLF line ends and a last line without one', async () => {
    const csv = 'Date,Odometer,Litres,Cost\r\n2024-01-05,10000,40,60\r\n2024-01-20,10500,41,61';
    const { preview, commit, written } = await app.importFile(csv);
    expect(preview.counts).toMatchObject({ total: 2, valid: 2 });
    expect(preview.rows[1]!.values).toMatchObject({ odometer: 10500, cost: 61 });
    expect((await commit()).status).toBe(201);
    expect((await written()).fuel).toHaveLength(2);
  });
});

describe('POST /api/garage/import — thousands separators in odometers', () => {
  it('reads "12,345" in a file with decimal points', async () => {
    const csv =
      'Date,Odometer,Litres,Cost\n2024-01-05,"12,345",40.5,60.20\n2024-01-20,"12,845",41.25,"1,061.00"\n';
    const { preview } = await app.importFile(csv);
    expect(preview.rows.map((row) => row.values.odometer)).toEqual([12_345, 12_845]);
    expect(preview.rows.map((row) => row.values.cost)).toEqual([60.2, 1061]);
  });

  it('reads "12.345" and "12 345" in files with decimal commas', async () => {
    const dots =
      'Datum;Kilometerstand;Liter;Kosten\n05.01.2024;12.345;40,5;60,20\n20.01.2024;12.845;41,25;1.061,00\n';
    const spaces =
      'Date;Odometer;Litres;Cost\n05.01.2024;12 345;40,5;60,20\n20.01.2024;12 845;41,25;61,00\n';
    for (const csv of [dots, spaces]) {
      const { preview } = await app.importFile(csv);
      expect(preview.rows.map((row) => row.values.odometer)).toEqual([12_345, 12_845]);
      expect(preview.rows.map((row) => row.values.volume)).toEqual([40.5, 41.25]);
    }
  });
});

describe('POST /api/garage/import — units and layouts', () => {
  it('takes a unit a Spritmonitor header names over the guess from its figures', async () => {
    const csv =
      'Date;Odometer (mi);Trip;Quantity;Total price;Currency;Type;Tires;Roads;Driving style;Fuel;Note;Consumption\n' +
      '10.02.2024;31250;500;40,0;70,00;EUR;1;0;0;0;6;"";8,00\n' +
      '20.02.2024;31750;500;40,0;70,00;EUR;1;0;0;0;6;"";8,00\n' +
      '01.03.2024;32250;500;40,0;70,00;EUR;1;0;0;0;6;"";8,00\n';
    const { preview } = await app.importFile(csv);
    expect(preview).toMatchObject({ preset: 'spritmonitor', units: { distance: 'mi' } });
  });

  it('knows an aCar fill-up section that leaves out "Previously Missed Fill-Ups?"', async () => {
    const csv =
      '"Fill-Up Records"\n' +
      '"Date","Odometer Reading","Distance Unit","Volume","Volume Unit","Price per Unit","Total Cost","Partial Fill-Up?","Notes"\n' +
      '"03/14/2019","12,345","mi","10.500","gal (US)","$3.199","$33.59","No",""\n' +
      '"03/28/2019","12,690","mi","10.800","gal (US)","$3.249","$35.09","Yes",""\n';
    const { preview } = await app.importFile(csv);
    expect(preview).toMatchObject({
      preset: 'acar',
      recordType: 'fuel',
      units: { distance: 'mi', volume: 'us_gal' },
      counts: { valid: 2, invalid: 0 },
    });
    expect(preview.rows.map((row) => row.values.fullTank)).toEqual([true, false]);
    expect(preview.rows[0]!.values).toMatchObject({ odometer: 12_345, volume: 10.5, cost: 33.59 });
  });

  it('answers a layout it knows nothing of with a 400 asking for a preset or a mapping', async () => {
    const client = app.client();
    const car = await app.carFor(client);
    const response = await client.post('/api/garage/import', {
      vehicleId: car.id,
      csv: 'foo,bar,baz\n1,2,3\n4,5,6\n',
    });
    expect(response.status).toBe(400);
    const body = await json<ImportErrorReply>(response);
    expect(body.error).toMatchObject({
      code: 'import_columns',
      columns: ['foo', 'bar', 'baz'],
      missing: ['date', 'cost'],
    });
    expect(body.error.message).toMatch(
      /does not recognise the columns of this file \(foo, bar, baz\)/,
    );
    expect(body.error.message).toMatch(/choose the app it was exported from, or map its columns/);
    // Mapped by hand, the same file imports.
    const mapped = await client.post('/api/garage/import', {
      vehicleId: car.id,
      csv: 'foo,bar,baz\n2024-01-05,2,3\n2024-01-20,5,6\n',
      recordType: 'expense',
      mapping: { date: 'foo', cost: 'bar' },
      commit: true,
    });
    expect(mapped.status).toBe(201);
    expect((await json<ImportCommitDto>(mapped)).imported.expense).toBe(2);
  });
});
