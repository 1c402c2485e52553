// Rendered pump displays (issue 29: "from a pump receipt or pump display"): the dispenser's three
// rows — amount to pay, volume, price per unit — in seven-segment digits whose decimal point is a
// small square, labels beside or above the digit windows, in the markets' words and units.
import type { Rng } from './degrade.ts';
import { DIGIT_SEGMENTS, SEGMENTS } from './seven-segments.ts';

export interface PumpTruth {
  /** A display shows no date. */
  date: null;
  volume: number;
  volumeUnit: 'L' | 'gal';
  pricePerUnit: number;
  total: number;
  currency: string;
}

interface PumpMarket {
  name: string;
  currency: string;
  unit: 'L' | 'gal';
  /** Price per unit range, in the currency (a UK price shows in pence). */
  price: [number, number];
  volumePlaces: number;
  /** The price row's digits: thousandths of the currency, or tenths of a penny (UK). */
  pricePlaces: number;
  pence?: true;
  labels: [total: string, volume: string, price: string];
}

const MARKETS: PumpMarket[] = [
  {
    name: 'US',
    currency: 'USD',
    unit: 'gal',
    price: [2.9, 5.2],
    volumePlaces: 3,
    pricePlaces: 3,
    labels: ['SALE $', 'GALLONS', 'PRICE PER GALLON'],
  },
  {
    name: 'DE',
    currency: 'EUR',
    unit: 'L',
    price: [1.6, 2.1],
    volumePlaces: 2,
    pricePlaces: 3,
    labels: ['BETRAG EUR', 'LITER', 'EUR/LITER'],
  },
  {
    name: 'FR',
    currency: 'EUR',
    unit: 'L',
    price: [1.6, 2.0],
    volumePlaces: 2,
    pricePlaces: 3,
    labels: ['PRIX A PAYER €', 'VOLUME LITRES', 'PRIX AU LITRE €'],
  },
  {
    name: 'UK',
    currency: 'GBP',
    unit: 'L',
    price: [1.35, 1.65],
    volumePlaces: 2,
    pricePlaces: 1,
    pence: true,
    labels: ['£ TO PAY', 'LITRES', 'PENCE PER LITRE'],
  },
  {
    name: 'CH',
    currency: 'CHF',
    unit: 'L',
    price: [1.7, 2.1],
    volumePlaces: 2,
    pricePlaces: 3,
    labels: ['BETRAG CHF', 'LITER', 'PREIS CHF/L'],
  },
];

/**
 * `text` (digits, a point, blanks) in seven-segment digits from the right edge `right`: the point
 * a small square in the gap before the next digit, as pumps print it; unlit segments faintly.
 */
function digits(text: string, right: number, y: number, scale: number, lit: string, unlit: string) {
  let out = '';
  let x = right;
  for (const char of [...text].reverse()) {
    if (char === '.') {
      out += `<rect x="${x - 1.9 * scale}" y="${y + 16.2 * scale}" width="${1.8 * scale}" height="${1.8 * scale}" fill="${lit}"/>`;
      continue;
    }
    x -= 13 * scale;
    const on = char === ' ' ? '' : DIGIT_SEGMENTS[Number(char)]!;
    for (const [name, [sx, sy, w, h]] of Object.entries(SEGMENTS)) {
      const fill = on.includes(name) ? lit : unlit;
      if (!fill) continue;
      out += `<rect x="${x + sx * scale}" y="${y + sy * scale}" width="${w * scale}" height="${h * scale}" rx="${0.5 * scale}" fill="${fill}"/>`;
    }
  }
  return out;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function renderPump(r: Rng): { svg: string; truth: PumpTruth; style: string } {
  const market = r.pick(MARKETS);
  const drawn = market.unit === 'L' ? r.range(12, 68) : r.range(4, 19);
  const volume = Math.round(drawn * 10 ** market.volumePlaces) / 10 ** market.volumePlaces;
  const pricePerUnit = Math.round(r.range(...market.price) * 1000) / 1000;
  const total = Math.round(volume * pricePerUnit * 100) / 100;
  const priceShown = market.pence
    ? (pricePerUnit * 100).toFixed(market.pricePlaces)
    : pricePerUnit.toFixed(market.pricePlaces);
  const rows = [total.toFixed(2), volume.toFixed(market.volumePlaces), priceShown];
  const [panel, ink, lit, unlit] = r.pick([
    ['#c9ccc8', '#1d1d1d', '#f2f5e8', '#2a3328'],
    ['#2b2f36', '#e9e9e9', '#ff5a3c', '#3a2420'],
    ['#d8d2c4', '#202020', '#111111', '#b9b6a8'],
    ['#1f3a5f', '#ffffff', '#7dff9a', '#1c3324'],
  ] as const);
  const window = ink === '#202020' ? '#c4c8b8' : '#0b0e0b';
  const labelsAbove = r.next() < 0.4;
  const scale = r.range(4, 5.5);
  const font = r.pick(['Liberation Sans', 'DejaVu Sans', 'Nimbus Sans']);
  const width = 980;
  const rowHeight = labelsAbove ? 190 : 150;
  const height = 120 + rowHeight * 3;
  let body = '';
  rows.forEach((value, index) => {
    const top = 70 + index * rowHeight;
    const digitTop = labelsAbove ? top + 46 : top;
    const [windowLeft, windowRight] = labelsAbove ? [240, 900] : [420, 920];
    const label = market.labels[index]!;
    body += labelsAbove
      ? `<text x="${windowLeft}" y="${top + 30}" font-family="${font}" font-weight="bold" font-size="30" fill="${ink}">${esc(label)}</text>`
      : `<text x="50" y="${digitTop + 60}" font-family="${font}" font-weight="bold" font-size="${label.length > 12 ? 26 : 32}" fill="${ink}">${esc(label)}</text>`;
    body += `<rect x="${windowLeft}" y="${digitTop - 12}" width="${windowRight - windowLeft}" height="${18 * scale + 24}" rx="8" fill="${window}"/>`;
    body += digits(value.padStart(7), windowRight - 20, digitTop, scale, lit, unlit);
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${panel}"/>${body}</svg>`;
  return {
    svg,
    truth: {
      date: null,
      volume,
      volumeUnit: market.unit,
      pricePerUnit,
      total,
      currency: market.currency,
    },
    style: `pump-${market.name}`,
  };
}
