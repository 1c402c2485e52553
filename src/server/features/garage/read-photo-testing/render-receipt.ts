// Rendered fuel receipts: thermal-paper layouts from several markets (litres or gallons; €, £, $,
// kr, CHF), dates in several orders and styles, with decoys (VAT, card number, pump, time).
import type { Rng } from './degrade.ts';

export interface ReceiptTruth {
  date: string;
  volume: number;
  volumeUnit: 'L' | 'gal';
  pricePerUnit: number;
  total: number;
  currency: string;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pad = (n: number) => String(n).padStart(2, '0');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

interface Market {
  currency: string;
  symbol: string;
  unit: 'L' | 'gal';
  price: [number, number];
  decimalComma: boolean;
  date: (y: number, m: number, d: number) => string;
  volumeLabel: string;
  priceLabel: string;
  totalLabel: string;
}

const MARKETS: Market[] = [
  {
    currency: 'EUR',
    symbol: '€',
    unit: 'L',
    price: [1.55, 1.99],
    decimalComma: true,
    date: (y, m, d) => `${pad(d)}.${pad(m)}.${y}`,
    volumeLabel: 'Menge',
    priceLabel: 'Preis/L',
    totalLabel: 'SUMME EUR',
  },
  {
    currency: 'EUR',
    symbol: '€',
    unit: 'L',
    price: [1.6, 1.95],
    decimalComma: true,
    date: (y, m, d) => `${pad(d)}/${pad(m)}/${y}`,
    volumeLabel: 'Volume',
    priceLabel: 'Prix/L',
    totalLabel: 'TOTAL',
  },
  {
    currency: 'GBP',
    symbol: '£',
    unit: 'L',
    price: [1.35, 1.6],
    decimalComma: false,
    date: (y, m, d) => `${pad(d)}/${pad(m)}/${String(y).slice(2)}`,
    volumeLabel: 'Litres',
    priceLabel: 'Price/Litre',
    totalLabel: 'TOTAL',
  },
  {
    currency: 'USD',
    symbol: '$',
    unit: 'gal',
    price: [2.9, 4.9],
    decimalComma: false,
    date: (y, m, d) => `${pad(m)}/${pad(d)}/${y}`,
    volumeLabel: 'GALLONS',
    priceLabel: 'PRICE/GAL',
    totalLabel: 'FUEL SALE',
  },
  {
    currency: 'USD',
    symbol: '$',
    unit: 'gal',
    price: [2.9, 4.9],
    decimalComma: false,
    date: (y, m, d) => `${MONTHS[m - 1]} ${pad(d)}, ${y}`,
    volumeLabel: 'Gallons',
    priceLabel: 'Price/G',
    totalLabel: 'Total',
  },
  {
    currency: 'SEK',
    symbol: 'kr',
    unit: 'L',
    price: [17.5, 21.9],
    decimalComma: true,
    date: (y, m, d) => `${y}-${pad(m)}-${pad(d)}`,
    volumeLabel: 'Volym',
    priceLabel: 'Pris/l',
    totalLabel: 'Att betala SEK',
  },
  {
    currency: 'CHF',
    symbol: 'CHF',
    unit: 'L',
    price: [1.7, 2.1],
    decimalComma: false,
    date: (y, m, d) => `${pad(d)}.${pad(m)}.${String(y).slice(2)}`,
    volumeLabel: 'Liter',
    priceLabel: 'CHF/L',
    totalLabel: 'Total CHF',
  },
];

const STATIONS = ['SHELL', 'ARAL', 'ESSO', 'TOTAL ENERGIES', 'BP', 'CIRCLE K', 'AGIP', 'TEXACO'];
const FONTS = ['DejaVu Sans Mono', 'Liberation Mono', 'Nimbus Mono PS', 'Noto Sans Mono'];

export function renderReceipt(r: Rng): { svg: string; truth: ReceiptTruth; style: string } {
  const market = r.pick(MARKETS);
  const y = r.int(2022, 2026);
  const m = r.int(1, 12);
  const d = r.int(1, 28);
  const volume =
    Math.round(r.range(market.unit === 'L' ? 18 : 5, market.unit === 'L' ? 72 : 19) * 100) / 100;
  const pricePerUnit = Math.round(r.range(...market.price) * 1000) / 1000;
  const total = Math.round(volume * pricePerUnit * 100) / 100;
  const num = (n: number, places: number) => {
    const s = n.toFixed(places);
    return market.decimalComma ? s.replace('.', ',') : s;
  };
  const font = r.pick(FONTS);
  const size = r.int(22, 27);
  const width = 520;
  const col = (label: string, value: string) =>
    `${label}${' '.repeat(Math.max(1, 30 - label.length - value.length))}${value}`;
  const money = (n: number) =>
    market.symbol.length === 1 ? `${market.symbol}${num(n, 2)}` : num(n, 2);
  const unitWord = market.unit === 'L' ? 'L' : 'G';
  const lines = [
    r.pick(STATIONS),
    `${r.int(1, 999)} ${r.pick(['Main St', 'Hauptstr.', 'Rue de Lyon', 'High Street', 'Storgatan'])}`,
    '',
    `${market.date(y, m, d)}  ${pad(r.int(6, 22))}:${pad(r.int(0, 59))}`,
    `Pump ${pad(r.int(1, 12))}  ${r.pick(['UNLEADED 95', 'SUPER E10', 'DIESEL', 'REGULAR'])}`,
    '',
    col(market.volumeLabel, `${num(volume, 2)} ${unitWord}`),
    col(
      market.priceLabel,
      `${market.symbol.length === 1 ? market.symbol : ''}${num(pricePerUnit, 3)}`,
    ),
    '',
    col(market.totalLabel, money(total)),
    col(
      r.pick(['VAT 19%', 'MwSt 19%', 'TVA 20%', 'Tax']),
      money(Math.round(total * 0.16 * 100) / 100),
    ),
    `CARD ****${r.int(1000, 9999)}`,
    'THANK YOU',
  ];
  const lineHeight = size * 1.35;
  const height = Math.round(lines.length * lineHeight + 80);
  const paper = r.pick(['#fbfbf7', '#f3f1ea', '#ffffff', '#ecebe4']);
  const ink = r.pick(['#111', '#222', '#333', '#3a3a4a']);
  const text = lines
    .map(
      (line, i) =>
        `<text x="30" y="${Math.round(50 + i * lineHeight)}" font-family="${font}" font-size="${size}" fill="${ink}" xml:space="preserve">${esc(line)}</text>`,
    )
    .join('\n');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 120}" height="${height + 80}">
<rect width="${width + 120}" height="${height + 80}" fill="#6b6256"/>
<rect x="60" y="40" width="${width}" height="${height}" fill="${paper}"/>
<g transform="translate(60 40)">${text}</g>
</svg>`;
  return {
    svg,
    truth: {
      date: `${y}-${pad(m)}-${pad(d)}`,
      volume,
      volumeUnit: market.unit,
      pricePerUnit,
      total,
      currency: market.currency,
    },
    style: `${market.currency}-${market.unit}`,
  };
}
