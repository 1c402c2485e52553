// Import of a Fuelly services export (laid out as a public Fuelly services importer reads it:
// service_type, ISO service_date, sub_service_types, names after ", ") and of a plug-in hybrid's
// log, whose fill-ups and charges are checked for unrecorded gaps apart (issue 29).
import { describe, expect, it } from 'vitest';
import { json } from '../../test/harness.ts';
import { importFixture, importTestApp } from './import-testing.ts';
import type { ImportCommitDto } from '../../../shared/garage-import.ts';

const app = importTestApp();
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('POST /api/garage/import — Fuelly services', () => {
  it('detects services.csv, maps its service words and kinds, refuses its notes', async () => {
    const { preview, commit, written } = await app.importFile(importFixture('fuelly-services.csv'));
    expect(preview).toMatchObject({
      preset: 'fuelly_service',
      recordType: null,
      dateFormat: 'YYYY-MM-DD',
      mapping: { date: 'service_date', cost: 'price', description: 'sub_service_types' },
      counts: { total: 6, valid: 5, invalid: 1, byType: { maintenance: 4, expense: 1 } },
    });
    const byLine = new Map(preview.rows.map((row) => [row.line, row]));
    expect(byLine.get(2)).toMatchObject({
      recordType: 'maintenance',
      values: { type: 'oil_change', mileage: 40120, cost: 54.99, date: '2021-01-09' },
    });
    expect(byLine.get(2)!.values.description).toMatch(/^engine oil, oil filter/);
    expect(byLine.get(3)!.values.type).toBe('tyre_rotation');
    expect(byLine.get(4)).toMatchObject({
      recordType: 'expense',
      values: { category: 'registration_tax', amount: 120 },
    });
    expect(byLine.get(6)!.values.type).toBe('tyres');
    expect(byLine.get(7)!.values.type).toBe('brake_pads');
    expect(preview.errors).toEqual([{ line: 5, message: expect.stringMatching(/note/) }]);

    const body = await json<ImportCommitDto>(await commit(true));
    expect(body.imported).toEqual({ fuel: 0, maintenance: 4, expense: 1 });
    const stored = await written();
    expect(sum(stored.maintenance.map((row) => row.costCents))).toBe(
      5_499 + 2_500 + 61_240 + 18_900,
    );
    expect(stored.expenses.map((row) => row.amountCents)).toEqual([12_000]);
  });
});

describe('POST /api/garage/import — a real Fuelly services.csv', () => {
  // A Dutch account's export kept verbatim (import-fixtures/PROVENANCE.md): car washes among its
  // services, a service with no price, MOT kept as an expense, and the car's purchase ("bought").
  it('imports it: washes as cleaning, the purchase as an expense; a priceless service is flagged', async () => {
    const { preview, commit, written } = await app.importFile(
      importFixture('fuelly-services-real.csv'),
    );
    expect(preview).toMatchObject({
      preset: 'fuelly_service',
      counts: { total: 13, valid: 12, invalid: 1, byType: { maintenance: 7, expense: 5 } },
    });
    const byLine = new Map(preview.rows.map((row) => [row.line, row]));
    // car_wash → a cleaning expense.
    for (const line of [2, 5, 10]) {
      expect(byLine.get(line)).toMatchObject({
        recordType: 'expense',
        values: { category: 'cleaning' },
      });
    }
    // An MOT, kept by Fuelly as an expense with an odometer reading, is an inspection.
    expect(byLine.get(3)).toMatchObject({
      recordType: 'maintenance',
      values: { type: 'inspection', mileage: 165088, cost: 78 },
    });
    // No price: a row with a problem, shown with its line (imported with the rest only if the
    // user leaves it out).
    expect(preview.errors).toEqual([{ line: 4, message: expect.stringMatching(/^cost/) }]);
    expect(byLine.get(9)!.values.type).toBe('oil_change');
    expect(byLine.get(12)).toMatchObject({
      recordType: 'expense',
      values: { category: 'parking' },
    });
    // The purchase: an expense, never upkeep, its kind kept as its note.
    expect(byLine.get(14)).toMatchObject({
      recordType: 'expense',
      values: { amount: 1050, note: 'Bought' },
    });

    const body = await json<ImportCommitDto>(await commit(true));
    expect(body.imported).toEqual({ fuel: 0, maintenance: 7, expense: 5 });
    const stored = await written();
    expect(sum(stored.maintenance.map((row) => row.costCents))).toBe(
      7_800 + 1_200 + 3_200 + 2_000 + 2_200 + 1_500 + 1_600,
    );
    expect(sum(stored.expenses.map((row) => row.amountCents))).toBe(
      550 + 300 + 300 + 200 + 105_000,
    );
  });
});

/**
 * A plug-in hybrid in Odo's own export layout: 30 L every 750 km (4 L/100 km) and 25 kWh every
 * 250 km, interleaved; the fill-up after `missedAt` km was preceded by one nobody recorded.
 */
function phevLog(missedAfter: number) {
  const header =
    'record_type,date,odometer_km,service_type,description,cost,currency,volume_l,kwh,full_tank,missed_previous,grade,category,recurring,note';
  const rows: Array<{ km: number; line: string }> = [];
  const fuelAt = [10_000, 10_750, 11_500, 12_250, 13_000, missedAfter, missedAfter + 750];
  for (const km of fuelAt)
    rows.push({ km, line: `fuel,DATE,${km},,,54.00,EUR,30,,true,false,,,,` });
  for (let km = 10_125; km < missedAfter + 750; km += 250) {
    rows.push({ km, line: `fuel,DATE,${km},,,7.50,EUR,,25,true,false,,,,` });
  }
  rows.sort((a, b) => a.km - b.km);
  const day = (index: number) => new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(0, 10);
  const lines = rows.map((row, index) => row.line.replace('DATE', day(index)));
  return { csv: [header, ...lines].join('\n'), kmOfLine: rows.map((row) => row.km) };
}

describe("POST /api/garage/import — a plug-in hybrid's gaps", () => {
  it('checks fill-ups and charges apart: the fuel gap is flagged, no charge is', async () => {
    const { csv, kmOfLine } = phevLog(16_000);
    const { preview, commit, written } = await app.importFile(csv);
    expect(preview.counts.invalid).toBe(0);
    const flagged = preview.rows.filter((row) => row.warning);
    // Line n + 2 holds kmOfLine[n] (line 1 is the header).
    expect(flagged.map((row) => kmOfLine[row.line - 2])).toEqual([16_000]);
    expect(flagged[0]!.values).toMatchObject({ volume: 30, missedPrevious: true });
    expect(flagged[0]!.warning).toMatch(/missed the previous fill-up/);
    expect(preview.rows.filter((row) => row.values.kwh != null && row.warning)).toEqual([]);

    expect((await commit()).status).toBe(201);
    const stored = await written();
    expect(stored.fuel.filter((row) => row.missedPrevious).map((row) => row.volume)).toEqual([30]);
  });

  it('flags a charge after an unrecorded charge, in words of charging', async () => {
    // 25 kWh every 250 km, then one charge missing: 25 kWh over 500 km is half the usual; take
    // out two so the share falls under the threshold.
    const { csv, kmOfLine } = phevLog(16_000);
    const kept = csv
      .split('\n')
      .filter((_line, index) => ![14_125, 14_375].includes(kmOfLine[index - 1] ?? 0))
      .join('\n');
    const { preview } = await app.importFile(kept);
    const flagged = preview.rows.filter((row) => row.warning);
    expect(flagged.map((row) => row.values.kwh)).toContain(25);
    const charge = flagged.find((row) => row.values.kwh === 25)!;
    expect(charge.values.volume).toBeNull();
    expect(charge.warning).toMatch(/missed the previous charge/);
    expect(charge.warning).not.toMatch(/fill-up|fuel/);
  });
});
