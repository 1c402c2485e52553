// The receipt parser on the texts of pump receipts from many markets, written in the forms their
// printers use (labels in the local language, thousands, pence and cents per litre, "kr", "Kč",
// "zł", "Rs"): what a real receipt held out from us may say.
import { describe, expect, it } from 'vitest';
import { parseReceipt } from './receipt-text.ts';

const RECEIPTS: [string, string, Record<string, unknown>][] = [
  [
    'US shell',
    `SHELL\n1234 MAIN ST\nANYTOWN, CA 90210\n03/14/2024 08:42 AM\nPUMP# 5\nUNLEADED\nGALLONS: 10.532\nPRICE/GAL: $4.599\nFUEL SALE $48.44\nTOTAL $48.44\nVISA`,
    {
      date: '2024-03-14',
      volume: 10.532,
      pricePerUnit: 4.599,
      total: 48.44,
      currency: 'USD',
      volumeUnit: 'gal',
    },
  ],
  [
    'US costco',
    `COSTCO GASOLINE\nPUMP 07 REGULAR\n12.345 GAL @ $3.299/GAL\nTOTAL $40.73\n11/02/23 14:21`,
    {
      date: '2023-11-02',
      volume: 12.345,
      pricePerUnit: 3.299,
      total: 40.73,
      currency: 'USD',
      volumeUnit: 'gal',
    },
  ],
  [
    'UK tesco pence',
    `TESCO\nPUMP 3 UNLEADED\n35.21 LITRES @ 145.9p/L\n£51.37\nTOTAL £51.37\nVAT @ 20% £8.56\n14/03/2024 17:05`,
    {
      date: '2024-03-14',
      volume: 35.21,
      pricePerUnit: 1.459,
      total: 51.37,
      currency: 'GBP',
      volumeUnit: 'L',
    },
  ],
  [
    'UK ppl',
    `Sainsbury's\nDiesel\nPump 2\n40.12 L @ 152.9 PPL\nTotal GBP 61.34\n02/04/24`,
    {
      date: '2024-04-02',
      volume: 40.12,
      pricePerUnit: 1.529,
      total: 61.34,
      currency: 'GBP',
      volumeUnit: 'L',
    },
  ],
  [
    'DE aral',
    `Aral Tankstelle\nSäule 4 Super E10\n38,52 l 1,799 EUR/l\nEUR 69,30\nSumme EUR 69,30\nMwSt 19% 11,06\nDatum 14.03.2024 Uhrzeit 17:05`,
    {
      date: '2024-03-14',
      volume: 38.52,
      pricePerUnit: 1.799,
      total: 69.3,
      currency: 'EUR',
      volumeUnit: 'L',
    },
  ],
  [
    'FR total',
    `TOTALENERGIES\nPOMPE 6 SP95-E10\nVOLUME 42,15 L\nPRIX UNIT. 1,879 EUR/L\nMONTANT 79,20 EUR\nTVA 20,00% 13,20\nLE 14/03/2024 A 17:05`,
    {
      date: '2024-03-14',
      volume: 42.15,
      pricePerUnit: 1.879,
      total: 79.2,
      currency: 'EUR',
      volumeUnit: 'L',
    },
  ],
  [
    'NL',
    `Tango\nEuro 95\nLiter 40,00\nPrijs/L € 2,049\nTotaal € 81,96\nBTW 21% 14,22\n14-03-2024 17:05`,
    {
      date: '2024-03-14',
      volume: 40,
      pricePerUnit: 2.049,
      total: 81.96,
      currency: 'EUR',
      volumeUnit: 'L',
    },
  ],
  [
    'IT',
    `ENI STATION\nSelf Service\nBenzina\nLitri 30,00\nPrezzo 1,859\nImporto Euro 55,77\n14/03/2024`,
    {
      date: '2024-03-14',
      volume: 30,
      pricePerUnit: 1.859,
      total: 55.77,
      currency: 'EUR',
      volumeUnit: 'L',
    },
  ],
  [
    'ES',
    `REPSOL\nSURTIDOR 3\nSIN PLOMO 95\nLitros 35,20\nPrecio/L 1,659\nImporte 58,40 €\nIVA 21% 10,14\nFecha: 14/03/2024`,
    {
      date: '2024-03-14',
      volume: 35.2,
      pricePerUnit: 1.659,
      total: 58.4,
      currency: 'EUR',
      volumeUnit: 'L',
    },
  ],
  [
    'PL',
    `ORLEN\nPARAGON FISKALNY\n2024-03-14\nON Dystrybutor 2\n45,12 l x 6,49\n292,83\nSUMA PLN 292,83\nPTU A 23%`,
    {
      date: '2024-03-14',
      volume: 45.12,
      pricePerUnit: 6.49,
      total: 292.83,
      currency: 'PLN',
      volumeUnit: 'L',
    },
  ],
  [
    'SE',
    `Circle K\nBensin 95\n32,45 liter à 18,99 kr/l\nSumma 616,23 kr\nMoms 25% 123,25\n2024-03-14 17:05`,
    {
      date: '2024-03-14',
      volume: 32.45,
      pricePerUnit: 18.99,
      total: 616.23,
      currency: 'SEK',
      volumeUnit: 'L',
    },
  ],
  [
    'AU cents',
    `BP\nUnleaded 91\nPump 4\n45.67L @ 189.9c/L\nTotal $86.73\nABN 12 345 678 901\nGST included 7.88\n14/03/2024`,
    {
      date: '2024-03-14',
      volume: 45.67,
      pricePerUnit: 1.899,
      total: 86.73,
      currency: 'AUD',
      volumeUnit: 'L',
    },
  ],
  [
    'CA',
    `Petro-Canada\nRegular\nPump 6\n40.123 L @ 1.549 $/L\nTotal $62.15\nGST 2.96\n2024/03/14`,
    { date: '2024-03-14', volume: 40.123, pricePerUnit: 1.549, total: 62.15, volumeUnit: 'L' },
  ],
  [
    'IN',
    `INDIAN OIL\nNozzle 2 Petrol\nRate(Rs/Ltr) 102.86\nVolume(Ltr.) 10.00\nAmount(Rs.) 1028.60\nDate 14/03/2024`,
    {
      date: '2024-03-14',
      volume: 10,
      pricePerUnit: 102.86,
      total: 1028.6,
      currency: 'INR',
      volumeUnit: 'L',
    },
  ],
  [
    'US pump display',
    `SALE\n$45.67\nGALLONS\n12.346\nPRICE PER GALLON\n3.699`,
    { volume: 12.346, pricePerUnit: 3.699, total: 45.67, currency: 'USD', volumeUnit: 'gal' },
  ],
  [
    'CZ',
    `MOL\nNatural 95\n40,00 l x 38,90 Kč\nCelkem 1 556,00 Kč\nDPH 21%\n14.03.2024`,
    {
      date: '2024-03-14',
      volume: 40,
      pricePerUnit: 38.9,
      total: 1556,
      currency: 'CZK',
      volumeUnit: 'L',
    },
  ],
  [
    'NO',
    `Esso\nDiesel\n50,00 l à 21,49\nTotalt kr 1 074,50\nMVA 25% 214,90\n14.03.2024`,
    {
      date: '2024-03-14',
      volume: 50,
      pricePerUnit: 21.49,
      total: 1074.5,
      currency: 'NOK',
      volumeUnit: 'L',
    },
  ],
  [
    'DE thousand',
    `Shell\nV-Power Diesel\n62,30 l x 1,899 EUR/l\nGesamtbetrag EUR 118,31\n14.03.2024`,
    {
      date: '2024-03-14',
      volume: 62.3,
      pricePerUnit: 1.899,
      total: 118.31,
      currency: 'EUR',
      volumeUnit: 'L',
    },
  ],
  [
    'US total 1000+',
    `CHEVRON\nDIESEL\n250.000 GAL @ 4.299\nTOTAL $1,074.75\n03/14/2024`,
    {
      date: '2024-03-14',
      volume: 250,
      pricePerUnit: 4.299,
      total: 1074.75,
      currency: 'USD',
      volumeUnit: 'gal',
    },
  ],
  [
    'CH',
    `Migrol\nBleifrei 95\n40.00 L à 1.85 CHF/L\nTotal CHF 74.00\n14.03.2024`,
    {
      date: '2024-03-14',
      volume: 40,
      pricePerUnit: 1.85,
      total: 74,
      currency: 'CHF',
      volumeUnit: 'L',
    },
  ],
];

describe('parseReceipt on receipts of many markets', () => {
  it.each(RECEIPTS)('reads %s', (_, text, expected) => {
    expect(parseReceipt(text)).toMatchObject(expected);
  });

  it('tries a figure first in the role its own sign gives it', () => {
    // 1.459 L at 35.21 would multiply out too: the "/L" after 1,459 and the L after 35,21 say
    // which is which, whatever their order on the line.
    expect(parseReceipt('1,459 EUR/L 35,21 L\nTOTAL EUR 51,37')).toMatchObject({
      volume: 35.21,
      pricePerUnit: 1.459,
    });
  });

  it('takes the smaller figure as the price where fuel costs under 10 a litre', () => {
    // A tax invoice's table: no unit, no "/L" by either figure.
    const invoice = 'Item Qty U.Price Amount\nSuper 95 2.570 16.32 41.94\nTotal RM 41.94';
    expect(parseReceipt(invoice)).toMatchObject({ volume: 16.32, pricePerUnit: 2.57 });
    // In rupees a litre costs over 100: no such swap.
    const rupees = 'Petrol 10.00 102.86 1028.60\nAmount Rs. 1028.60';
    expect(parseReceipt(rupees)).toMatchObject({ volume: 10, pricePerUnit: 102.86 });
  });

  it('invents no fill-up on a prepay chit: an amount, no volume', () => {
    // SROIE's BHPetrol chits: "PPF P7 1.000 x 50", then the amount.
    const chit =
      'PREPAY CHIT\nTHIS IS NOT A RECEIPT\nPPF P7 1.000 x 50\nTotal RM 50.00\n10-04-2018';
    const reading = parseReceipt(chit);
    expect(reading.volume).not.toBe(1);
    expect(reading.total).toBe(50);
    expect(reading.fields.volume).toBeLessThan(0.6);
    // Its amount on the line below its label, as SROIE's chit prints it.
    const below = 'Item UPrice Qnty Amount\nPPF P1 1.000 6 6.00\nTOTAL AMOUNT\nCASH RM 6.00';
    expect(parseReceipt(below)).toMatchObject({ volume: null, total: 6, currency: 'MYR' });
  });

  it('reads a text of thousands of figures in bounded time (a photo of a page of numbers)', () => {
    // 10,000 figures: the volume × price = total search over every one was cubic (hours).
    const page = `${'1,1 '.repeat(10_000)}\nTotal 9,99`;
    expect(parseReceipt(page).total).toBe(9.99);
  });

  it('never takes the octane (95 RON) for a currency, nor a VAT line for the total', () => {
    const reading = parseReceipt('Super 95 RON\n40,00 L x 1,799\nVAT 20% 11,99\nTOTAL 71,96');
    expect(reading.currency).toBeNull();
    expect(reading.total).toBe(71.96);
  });
});
