// Exports from other apps and languages that were refused or mis-read (issue 29): Fuelio's
// backup (its "Price" is the fill's total, its units are in the vehicle section, not the
// log's "Odo (km)"), a Drivvo refuelling file in a language Odo has no names for, and a plain
// file whose column names carry accents ("Kilométrage", "Quantité"), and LubeLogger's units
// told by its own economy figures.
import { describe, expect, it } from 'vitest';
import { json } from '../../test/harness.ts';
import type { ImportCommitDto, ImportPreviewDto } from '../../../shared/garage-import.ts';
import { importFixture, importTestApp } from './import-testing.ts';

const app = importTestApp();

/** A member kept in miles and US gallons previews `csv`. */
const usMember = async (csv: string) => {
  const client = app.client();
  const car = await app.carFor(client);
  const patched = await client.request('/api/garage/settings', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ distanceUnit: 'mi', volumeUnit: 'us_gal' }),
  });
  expect(patched.status).toBe(200);
  const response = await client.post('/api/garage/import', { vehicleId: car.id, csv });
  expect(response.status).toBe(200);
  return json<ImportPreviewDto>(response);
};

describe('POST /api/garage/import — Fuelio', () => {
  it('reads a backup: the log in the units its vehicle section states, Price as the total, costs by their category', async () => {
    const { preview, commit, written } = await app.importFile(
      importFixture('fuelio-backup-miles.csv'),
    );
    expect(preview).toMatchObject({
      units: { distance: 'mi', volume: 'us_gal' },
      dateFormat: 'YYYY-MM-DD',
      counts: { valid: 5, invalid: 1, byType: { fuel: 3, maintenance: 1, expense: 1 } },
    });
    expect(preview.sections.map((section) => [section.title, Boolean(section.skipped)])).toEqual([
      ['Vehicle', true],
      ['Log', false],
      ['CostCategories', true],
      ['Costs', false],
    ]);
    const fuel = preview.rows.filter((row) => row.recordType === 'fuel');
    expect(fuel.map((row) => row.values.cost)).toEqual([48.75, 46.02, 43.49]);
    expect(fuel.map((row) => row.values.odometer)).toEqual([72000, 72310, 72598]);
    expect(fuel.map((row) => row.values.volume)).toEqual([12.5, 11.8, 10.9]);
    // Category 1 is "Service": upkeep; category 2 is "Insurance": an expense; income is refused.
    const costs = preview.rows.filter((row) => row.recordType !== 'fuel' && !row.error);
    expect(costs.map((row) => [row.recordType, row.values.type ?? row.values.category])).toEqual([
      ['maintenance', 'oil_change'],
      ['expense', 'insurance'],
    ]);
    expect(preview.errors).toEqual([
      { line: 20, message: 'An income is not a cost: Odo does not import it.' },
    ]);
    const body = await json<ImportCommitDto>(await commit(true));
    expect(body.imported).toEqual({ fuel: 3, maintenance: 1, expense: 1 });
    expect((await written()).fuel).toHaveLength(3);
  });

  it("reads a natural-gas car's backup: its log in kg is left out, saying why; its Italian costs by category", async () => {
    const { preview, commit, written } = await app.importFile(
      importFixture('fuelio-cng-backup.csv'),
    );
    const log = preview.sections.find((section) => section.title === 'Log')!;
    expect(log.skipped).toMatch(/measured in kg \(natural gas\)/);
    expect(preview.counts).toMatchObject({
      valid: 6,
      invalid: 1,
      byType: { fuel: 0, maintenance: 5, expense: 1 },
    });
    // "Servizio" and "Manutenzione" are upkeep; "Registrazione" (the road tax, bollo) is not. Oil
    // topped up ("Rabbocco olio") is upkeep but no oil change (it would reset the schedule).
    const costs = preview.rows.filter((row) => !row.error);
    expect(costs.map((row) => [row.recordType, row.values.type ?? row.values.category])).toEqual([
      ['maintenance', 'other'],
      ['maintenance', 'tyres'],
      ['maintenance', 'brake_pads'],
      ['maintenance', 'other'],
      ['expense', 'registration_tax'],
      ['maintenance', 'inspection'],
    ]);
    // Kept at "Odo" 0 (no reading): the fill-up of the day before gives it, and says so; with no
    // fill-up within a month, the service is refused rather than put at the car's first km.
    expect(costs.at(-1)!.values).toMatchObject({ mileage: 83946 });
    expect(costs.at(-1)!.values.description).toMatch(/odometer from the fill-up of 2025-10-09/);
    expect(preview.errors).toEqual([{ line: 22, message: expect.stringMatching(/^mileage/) }]);
    const body = await json<ImportCommitDto>(await commit(true));
    expect(body.imported).toEqual({ fuel: 0, maintenance: 5, expense: 1 });
    expect((await written()).fuel).toHaveLength(0);
  });

  it('borrows the fill-up odometer for a cost at Odo 0 from a file re-saved in a comma locale', async () => {
    // A spreadsheet in a comma locale writes the log's odometers "83946,0" and the cost's "0,0".
    const resaved = importFixture('fuelio-cng-backup.csv')
      .replace(/"(\d+)\.0","(\d+\.\d+)","1"/g, '"$1,0","$2","1"')
      .replace('"Revisione","2025-10-10 09:00","0"', '"Revisione","2025-10-10 09:00","0,0"');
    const { preview } = await app.importFile(resaved);
    const revision = preview.rows.find((row) => row.values.type === 'inspection')!;
    expect(revision.values).toMatchObject({ mileage: 83946 });
    expect(revision.values.description).toMatch(/odometer from the fill-up of 2025-10-09/);
  });

  it('leaves out, saying why, a section of costs that does not say their kind', async () => {
    const csv =
      '##Fuel\nDate,Odometer,Litres,Cost\n2024-03-02,1000,40,60\n2024-03-09,1400,30,45\n' +
      '##Other\nDate,Odometer,Cost,Title\n2024-03-05,1200,80,Wipers\n';
    const { preview } = await app.importFile(csv);
    expect(preview.sections[1]!.skipped).toMatch(/cannot tell which of these costs are upkeep/);
    expect(preview.counts.byType).toEqual({ fuel: 2, maintenance: 0, expense: 0 });
  });

  it('takes "Price(optional)" as the total where no per-unit price is written', async () => {
    const { preview } = await app.importFile(importFixture('fuelio-log-fuelioimport.csv'));
    expect(preview).toMatchObject({
      preset: 'custom',
      recordType: 'fuel',
      dateFormat: 'DD.MM.YYYY',
      mapping: { cost: 'Price(optional)', volume: 'Fuel(litres)', odometer: 'Odo(km)' },
    });
    expect(preview.mapping.pricePerUnit).toBeUndefined();
    // Never price × volume (38,753 for the first fill).
    expect(preview.rows.map((row) => row.values.cost)).toEqual([1172.92, 1065.24]);
    expect(preview.rows.map((row) => row.values.date)).toEqual(['2018-10-07', '2018-10-14']);
  });
  it("tells a bare log's units by its consumption column, not by its header's km", async () => {
    const log =
      'Data,Odo (km),Fuel (litres),Full,Price (optional),l/100km (optional),Notes (optional),Missed,VolumePrice\n' +
      '2024-01-05,41230,40.2,1,66.69,0.0,,0,1.659\n' +
      '2024-01-19,41810,40.02,1,67.19,6.9,,0,1.679\n' +
      '2024-02-02,42400,40.7,1,68.33,6.9,,0,1.679\n';
    expect((await usMember(log)).units).toEqual({ distance: 'km', volume: 'l' });
    // Figures that fit MPG and km/L alike: the member's own units, as the preview says.
    const mpg = log
      .replace(',6.9,,0,1.679\n2024-02', ',14.49,,0,1.679\n2024-02')
      .replace(/,6\.9,,0,1\.679\n$/, ',14.5,,0,1.679\n');
    expect((await usMember(mpg)).units).toEqual({ distance: 'mi', volume: 'us_gal' });
  });
});

describe('POST /api/garage/import — names in other languages', () => {
  it("knows Drivvo's refuelling file in German without its title, by its price per unit", async () => {
    const { preview, commit } = await app.importFile(importFixture('drivvo-de-refuelling.csv'));
    expect(preview).toMatchObject({
      preset: 'drivvo_fuel',
      recordType: 'fuel',
      units: { distance: 'km', volume: 'l' },
      mapping: { pricePerUnit: 'Preis / L', cost: 'Gesamtkosten', volume: 'Volumen' },
      counts: { valid: 2, invalid: 0 },
    });
    expect(preview.rows.map((row) => [row.values.cost, row.values.volume])).toEqual([
      [70.36, 40],
      [66.19, 37],
    ]);
    expect((await commit()).status).toBe(201);
  });

  it("finds Drivvo's columns by what they hold when a version adds one", async () => {
    // The German file with a note column after the odometer: every column Odo knows only by
    // position has moved one place.
    const moved = importFixture('drivvo-de-refuelling.csv')
      .split('\n')
      .map((line, index) =>
        line === '' ? line : line.replace(',', index === 0 ? ',Notiz,' : ',unterwegs,'),
      )
      .join('\n');
    const { preview } = await app.importFile(moved);
    expect(preview).toMatchObject({
      preset: 'drivvo_fuel',
      mapping: { date: 'Datum', grade: 'Kraftstoff', volume: 'Volumen', fullTank: 'Voller Tank' },
      counts: { valid: 2, invalid: 0 },
    });
    expect(
      preview.rows.map((row) => [row.values.date, row.values.cost, row.values.volume]),
    ).toEqual([
      ['2025-08-24', 70.36, 40],
      [expect.any(String), 66.19, 37],
    ]);
  });

  it("knows Drivvo's sections by titles in the export's language", async () => {
    const { preview, commit } = await app.importFile(importFixture('drivvo-pt-titles.csv'));
    expect(preview.sections.map((section) => [section.title, section.preset])).toEqual([
      ['Abastecimento', 'drivvo_fuel'],
      ['Serviço', 'drivvo_service'],
      ['Despesa', 'drivvo_expense'],
    ]);
    expect(preview).toMatchObject({
      dateFormat: 'DD/MM/YYYY',
      dateFormatNeedsChoice: false,
      counts: { valid: 4, invalid: 0, byType: { fuel: 2, maintenance: 1, expense: 1 } },
    });
    expect(preview.rows.map((row) => row.values.type ?? row.values.category ?? null)).toEqual([
      null,
      null,
      'tyre_rotation',
      'parking',
    ]);
    expect((await commit()).status).toBe(201);
  });

  it('reads column names with accents as fill-ups, not as expenses', async () => {
    const { preview } = await app.importFile(importFixture('plain-fr-fuel.csv'));
    expect(preview).toMatchObject({
      preset: 'custom',
      recordType: 'fuel',
      mapping: { odometer: 'Kilométrage', volume: 'Quantité', cost: 'Prix total' },
      counts: { valid: 2, invalid: 0, byType: { fuel: 2 } },
    });
    expect(preview.rows.map((row) => [row.values.volume, row.values.cost])).toEqual([
      [40.2, 66.69],
      [40.02, 67.19],
    ]);
  });
});

describe('POST /api/garage/import — LubeLogger units from its own economy figures', () => {
  // LubeLogger never names its units; a member kept in miles and US gallons imports a file
  // whose FuelEconomy is L/100 km (6.57 = 100 × 40.1 ÷ 610), or UK MPG from litres.
  const metric =
    'Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags\n' +
    '3/2/2024,61200,42.5,74.38,0,True,False,,\n' +
    '3/16/2024,61810,40.1,70.18,6.57,True,False,,\n' +
    '3/29/2024,62405,39.0,68.25,6.55,True,False,,\n';
  const british = metric
    .replace('61810,40.1,70.18,6.57', '61810,40.1,70.18,69.15')
    .replace('62405,39.0,68.25,6.55', '62405,39.0,68.25,69.36');

  it('reads L/100 km figures as kilometres and litres, whatever the member uses', async () => {
    const preview = await usMember(metric);
    expect(preview).toMatchObject({
      preset: 'lubelogger_fuel',
      units: { distance: 'km', volume: 'l' },
    });
  });

  it('reads UK MPG from litres as miles and litres', async () => {
    const preview = await usMember(british);
    expect(preview.units).toEqual({ distance: 'mi', volume: 'l' });
  });

  it("keeps the member's units when the figures fit MPG and km/L alike", async () => {
    const same = metric
      .replace('61810,40.1,70.18,6.57', '61810,40.1,70.18,15.21')
      .replace('62405,39.0,68.25,6.55', '62405,39.0,68.25,15.26');
    const preview = await usMember(same);
    expect(preview.units).toEqual({ distance: 'mi', volume: 'us_gal' });
  });
});

describe('POST /api/garage/import — Spritmonitor in a language Odo has no names for', () => {
  it('reads a fuel export by what its columns hold (the same columns in every language)', async () => {
    const { preview } = await app.importFile(importFixture('spritmonitor-cs-fuel.csv'));
    expect(preview).toMatchObject({
      preset: 'spritmonitor',
      recordType: 'fuel',
      dateFormat: 'DD.MM.YYYY',
      counts: { valid: 3, invalid: 0 },
    });
    expect(preview.rows.map((row) => row.values)).toMatchObject([
      {
        date: '2026-03-02',
        odometer: 48210,
        volume: 38.4,
        cost: 66.41,
        fullTank: true,
        grade: 'Super',
      },
      {
        date: '2026-02-14',
        odometer: 47698,
        volume: 12,
        cost: 21.47,
        fullTank: false,
        grade: 'E10',
      },
      { date: '2026-02-09', odometer: 47567, volume: 37.1, cost: 64.19, fullTank: true },
    ]);
  });

  it('reads a costs export the same way, each cost type to its record type', async () => {
    const { preview } = await app.importFile(importFixture('spritmonitor-it-costs.csv'));
    expect(preview).toMatchObject({ preset: 'spritmonitor', counts: { valid: 3, invalid: 0 } });
    expect(
      preview.rows.map((row) => [
        row.recordType,
        row.values.type ?? row.values.category,
        row.values.cost ?? row.values.amount,
      ]),
    ).toEqual([
      ['expense', 'registration_tax', 215],
      ['maintenance', 'oil_change', 129.9],
      ['expense', 'tolls', 12.4],
    ]);
  });

  it('reads an account kept with decimal points, ISO dates and currency signs the same way', async () => {
    // Spritmonitor writes the account's locale; a spreadsheet re-save adds signs and groups.
    const csv = importFixture('spritmonitor-it-costs.csv')
      .replace(/(\d{2})\.(\d{2})\.(\d{4})/g, '$3-$2-$1')
      .replace(/(\d+),(\d{2})(?=;|$)/gm, '$1.$2');
    const { preview } = await app.importFile(csv);
    expect(preview).toMatchObject({ preset: 'spritmonitor', counts: { valid: 3, invalid: 0 } });
    expect(
      preview.rows.map((row) => [
        row.values.date,
        row.values.type ?? row.values.category,
        row.values.cost ?? row.values.amount,
      ]),
    ).toEqual([
      ['2026-01-15', 'registration_tax', 215],
      ['2026-02-02', 'oil_change', 129.9],
      [expect.any(String), 'tolls', 12.4],
    ]);
    const fuel = importFixture('spritmonitor-cs-fuel.csv').replace(
      /;(\d+),(\d{2});"EUR"/g,
      ';$1,$2 €;"EUR"',
    );
    const fuelPreview = (await app.importFile(fuel)).preview;
    expect(fuelPreview).toMatchObject({ preset: 'spritmonitor', counts: { valid: 3 } });
    expect(fuelPreview.rows[0]?.values).toMatchObject({ volume: 38.4, cost: 66.41 });
  });

  it('leaves a file laid out alike but holding other things to its column names', async () => {
    // Thirteen columns, day-first dates and decimal commas, but a station's name where the fill
    // type's code would be.
    const csv =
      'Date;Odometer;Trip;Volume;Cost;Currency;Station;Tyres;Roads;Style;Fuel;Note;Economy\n' +
      '02.03.2026;48210;512;38,40;66,41;EUR;Aral;2;14;2;7;;7,50\n' +
      '14.02.2026;47698;131;12,00;21,47;EUR;Shell;2;4;2;20;;\n';
    const client = app.client();
    const car = await app.carFor(client);
    const response = await client.post('/api/garage/import', { vehicleId: car.id, csv });
    expect(response.status).toBe(200);
    const preview = await json<ImportPreviewDto>(response);
    expect(preview).toMatchObject({
      preset: 'custom',
      mapping: { volume: 'Volume', cost: 'Cost' },
    });
  });
});
