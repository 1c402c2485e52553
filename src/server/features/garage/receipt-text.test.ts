// The receipt parser on texts as tesseract gives them: labels in several languages, decimal
// commas, every date style, the volume × price = total check and the per-field confidence.
import { describe, expect, it } from 'vitest';
import { mergeReceipts, parseReceipt } from './receipt-text.ts';

describe('parseReceipt', () => {
  it('reads a US pump receipt: gallons, month-first date, the triple checked', () => {
    const reading = parseReceipt(
      'TEXACO\n12/13/2026 06:37\nGALLONS 10.48 G\nPRICE/GAL $3.666\nFUEL SALE $38.42\nTax $6.15',
    );
    expect(reading).toMatchObject({
      date: '2026-12-13',
      volume: 10.48,
      volumeUnit: 'gal',
      pricePerUnit: 3.666,
      total: 38.42,
      currency: 'USD',
    });
    expect(reading.fields.total).toBeGreaterThanOrEqual(0.9);
  });

  it('reads a German receipt with decimal commas and ignores the VAT line', () => {
    const reading = parseReceipt(
      'ARAL\n14.03.2026 08:10\nMenge 42,37 L\nPreis/L €1,789\nSUMME EUR €75,80\nMwSt 19% €12,10',
    );
    expect(reading).toMatchObject({
      date: '2026-03-14',
      volume: 42.37,
      volumeUnit: 'L',
      pricePerUnit: 1.789,
      total: 75.8,
      currency: 'EUR',
    });
  });

  it("takes the unit of the currency's market where none is printed, less sure than a printed one", () => {
    // A Malaysian pump receipt prints "16.32 @ 2.57" with no unit: ringgit, litres.
    const ringgit = parseReceipt('SHELL\n18/01/2018\nV-Power 97\n16.32 @ 2.57\nTOTAL RM 41.94');
    expect(ringgit).toMatchObject({ volume: 16.32, volumeUnit: 'L', currency: 'MYR' });
    expect(ringgit.fields.volumeUnit).toBeGreaterThan(0);
    expect(ringgit.fields.volumeUnit).toBeLessThan(0.8);
    // Dollars: US gallons.
    expect(parseReceipt('03/14/2026\nUNLEADED 10.48 @ $3.666\nTOTAL $38.42').volumeUnit).toBe(
      'gal',
    );
    // No currency either: no unit to infer.
    const bare = parseReceipt('14.03.2026\n22,68 x 1,499\nSUMME 34,00');
    expect(bare).toMatchObject({ volume: 22.68, volumeUnit: null, currency: null });
    expect(bare.fields.volumeUnit).toBe(0);
  });

  it('prefers the total that volume × price gives most nearly', () => {
    // Two amounts within the tolerance: a misread line's 41.92, and the rounded total 41.95.
    const reading = parseReceipt('18/01/2018\n16.32 L @ RM 2.57\nTOTAL 41.92\nTOTAL RM 41.95');
    expect(reading).toMatchObject({ volume: 16.32, pricePerUnit: 2.57, total: 41.95 });
  });

  it('derives a missing figure from the other two, less sure than a read one', () => {
    const reading = parseReceipt('Mar 02, 2026\nLitres 40.00 L\nPrice/Litre £1.500\nTOTAL £??');
    expect(reading.total).toBe(60);
    expect(reading.fields.total).toBeLessThan(reading.fields.volume + 0.5);
    expect(reading.fields.total).toBeLessThan(0.9);
    expect(reading.date).toBe('2026-03-02');
  });

  it('marks figures that contradict each other as unsure', () => {
    const reading = parseReceipt('Volume 30.00 L\nPrix/L €1,800\nTOTAL €99,99');
    expect(reading.fields.volume).toBeLessThan(0.5);
    expect(reading.fields.total).toBeLessThan(0.5);
  });

  it('settles an ambiguous date by the currency: day-first outside the US', () => {
    expect(parseReceipt('07/08/2026\nVolume 10,00 L\nTOTAL €18,00').date).toBe('2026-08-07');
    expect(parseReceipt('07/08/2026\nGallons 5.00\nTotal $18.00').date).toBe('2026-07-08');
    expect(parseReceipt('28 Feb 2025\nVolume 10,00 L').date).toBe('2025-02-28');
  });

  it('finds nothing in a text without figures', () => {
    const reading = parseReceipt('THANK YOU\nCOME AGAIN');
    expect(reading.volume).toBeNull();
    expect(reading.total).toBeNull();
    expect(reading.confidence).toBe(0);
  });

  it('reads a month-name date written without a space after the comma', () => {
    expect(parseReceipt('FEB 16,2024 10:55\nGallons 13.70 G').date).toBe('2024-02-16');
  });
});

describe('mergeReceipts', () => {
  it("takes the first reader's figures and only what it left from the second", () => {
    const first = parseReceipt('21/10/2025\nVolume 25,60 L\nPrix/L 1,860\nTOTAL 47,62');
    const second = parseReceipt('21/10/2025\nVolume 25,60 L\nPrix/L €1,860\nTOTAL €41,62');
    const merged = mergeReceipts(first, second);
    expect(merged).toMatchObject({ volume: 25.6, pricePerUnit: 1.86, total: 47.62 });
    expect(merged).toMatchObject({ currency: 'EUR', date: '2025-10-21' });
    expect(merged.fields).toEqual({ ...first.fields, currency: second.fields.currency });
    expect(merged.confidence).toBeGreaterThan(first.confidence);
  });

  it("takes the second reader's figures, all three, when it read them more surely", () => {
    const first = parseReceipt('Volume 25,60 L\nTOTAL 47,62');
    const second = parseReceipt('Volume 25,60 L\nPrix/L 1,860\nTOTAL 47,62');
    expect(mergeReceipts(first, second)).toMatchObject({
      pricePerUnit: 1.86,
      fields: { pricePerUnit: 0.95, total: 0.95 },
    });
  });
});
