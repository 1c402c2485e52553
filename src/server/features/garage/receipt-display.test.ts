// A pump display's text as a reader gives it: decimal points lost, a narrow 1 set apart, a UK
// price in pence (receipt-display.ts, receipt-text.ts; issue 29).
import { describe, expect, it } from 'vitest';
import { undottedFigures } from './receipt-display.ts';
import { parseReceipt } from './receipt-text.ts';

describe('undottedFigures', () => {
  it('puts the decimal point where a pump prints it, by row', () => {
    const figures = undottedFigures(['SALE $ 4567', 'GALLONS', '12346', 'PRICE PER GALLON 3699']);
    expect(figures.total).toEqual([45.67]);
    expect(figures.volume).toEqual([123.46, 12.346]);
    expect(figures.price).toEqual([3.699, 36.99]);
  });

  it('closes up the spaces a reader puts beside a narrow 1', () => {
    expect(undottedFigures(['BETRAG EUR 1 12.15']).total).toEqual([112.15]);
    expect(undottedFigures(['PRIX A PAYER', '7 13 1']).total).toEqual([71.31]);
    // A point read as a colon.
    expect(undottedFigures(['PRICE PER LITRE', '162:4']).price).toEqual([162.4]);
    expect(undottedFigures(['PENCE PER LITRE', '162:4']).price).toEqual([1.624]);
  });

  it('takes no figure from a tax row or an unlabelled one', () => {
    expect(undottedFigures(['MwSt 19% 1210', 'Pump 06 1234'])).toEqual({
      volume: [],
      price: [],
      total: [],
    });
  });
});

describe('parseReceipt on a pump display', () => {
  it('reads a US display whose points were lost', () => {
    const reading = parseReceipt('SALE $ 4567\nGALLONS 12.346\nPRICE PER GALLON 3699');
    expect(reading).toMatchObject({
      volume: 12.346,
      volumeUnit: 'gal',
      pricePerUnit: 3.699,
      total: 45.67,
      currency: 'USD',
      date: null,
    });
    // Put back, not read: shown for the user to check.
    expect(reading.fields.total).toBeLessThan(0.7);
  });

  it('reads a French display: "à payer" is the total, not a price', () => {
    const reading = parseReceipt(
      'PRIX A PAYER €\n3 101\nVOLUME LITRES\n18.22\nPRIX AU LITRE €\n1702',
    );
    expect(reading).toMatchObject({ volume: 18.22, pricePerUnit: 1.702, total: 31.01 });
  });

  it('reads a UK display in pence per litre, with or without its point', () => {
    for (const price of ['154.9', '1549']) {
      const reading = parseReceipt(`TO PAY 62.15\nLITRES 40.12\nPENCE PER LITRE ${price}`);
      expect(reading).toMatchObject({
        volume: 40.12,
        pricePerUnit: 1.549,
        total: 62.15,
        currency: 'GBP',
      });
    }
  });

  it('reads "EUR/LITER" with its slash misread as I', () => {
    const reading = parseReceipt('BETRAG EUR 48.05\nLITER 2749\nEURILITER 1748');
    expect(reading).toMatchObject({ volume: 27.49, pricePerUnit: 1.748, total: 48.05 });
  });

  it('gives no figures when two placings of the points multiply out alike', () => {
    // No currency says what a unit costs: 40.24 × 1.469 and 4.024 × 14.69 are both 59.11.
    const reading = parseReceipt('TOTAL 59.11\nLITRES 4024\nPRICE/L 1469');
    expect(reading.volume === 40.24 && reading.pricePerUnit === 1.469).toBe(false);
    expect(reading.fields.volume).toBeLessThan(0.6);
  });
});
