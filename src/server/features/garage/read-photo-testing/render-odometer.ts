// Rendered odometer photos: an LCD cluster (7-segment digits, with a trip meter, a clock and the
// outside temperature as decoys) or analogue drums (white digits on black wheels, a trip drum).
import type { Rng } from './degrade.ts';
import { DIGIT_SEGMENTS, SEGMENTS } from './seven-segments.ts';

export interface OdometerTruth {
  value: number;
  unit: 'km' | 'mi' | null;
}

function sevenSegment(text: string, x: number, y: number, scale: number, color: string) {
  let out = '';
  let cx = x;
  for (const ch of text) {
    if (ch === '.') {
      out += `<rect x="${cx - 2 * scale}" y="${y + 16.4 * scale}" width="${1.6 * scale}" height="${1.6 * scale}" fill="${color}"/>`;
      continue;
    }
    if (ch === ':') {
      out += `<rect x="${cx}" y="${y + 5 * scale}" width="${1.6 * scale}" height="${1.6 * scale}" fill="${color}"/><rect x="${cx}" y="${y + 11 * scale}" width="${1.6 * scale}" height="${1.6 * scale}" fill="${color}"/>`;
      cx += 4 * scale;
      continue;
    }
    const segments = DIGIT_SEGMENTS[Number(ch)] ?? '';
    for (const s of segments) {
      const [sx, sy, w, h] = SEGMENTS[s]!;
      out += `<rect x="${cx + sx * scale}" y="${y + sy * scale}" width="${w * scale}" height="${h * scale}" rx="${0.5 * scale}" fill="${color}"/>`;
    }
    cx += 13 * scale;
  }
  return out;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function lcd(r: Rng, truth: OdometerTruth): string {
  const [bg, fg] = r.pick([
    ['#0d1a12', '#9ff5b0'],
    ['#101010', '#f2f2f2'],
    ['#1a0f05', '#ffb347'],
    ['#b8c4a8', '#1c2218'],
    ['#061220', '#8fd3ff'],
  ] as const);
  const scale = r.range(3.2, 4.4);
  const digits = String(truth.value);
  const trip = `${r.int(0, 999)}.${r.int(0, 9)}`;
  const clock = `${r.int(1, 12)}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const temp = `${r.int(-9, 34)}`;
  const label = r.pick(['ODO', 'ODO', 'TOTAL', '']);
  const unit = truth.unit ?? '';
  const fontUnit = r.pick(['DejaVu Sans', 'Liberation Sans', 'Nimbus Sans']);
  const tripFirst = r.next() < 0.5;
  const rowOdo = tripFirst ? 200 : 110;
  const rowTrip = tripFirst ? 110 : 200;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="340">
<rect width="720" height="340" fill="#2a2a2a"/>
<rect x="40" y="30" width="640" height="280" rx="18" fill="${bg}"/>
${sevenSegment(clock, 80, 50, 2, fg)}
<text x="560" y="80" font-family="${fontUnit}" font-size="30" fill="${fg}">${temp}°C</text>
<text x="80" y="${rowOdo + 40}" font-family="${fontUnit}" font-size="24" fill="${fg}">${label}</text>
${sevenSegment(digits, 170, rowOdo, scale, fg)}
<text x="${180 + digits.length * 13 * scale}" y="${rowOdo + 18 * scale}" font-family="${fontUnit}" font-size="30" fill="${fg}">${esc(unit)}</text>
<text x="80" y="${rowTrip + 30}" font-family="${fontUnit}" font-size="22" fill="${fg}">TRIP ${r.pick(['A', 'B', ''])}</text>
${sevenSegment(trip, 200, rowTrip, 2.2, fg)}
</svg>`;
}

function drums(r: Rng, truth: OdometerTruth): string {
  const font = r.pick([
    'DejaVu Sans',
    'Liberation Sans Narrow',
    'Nimbus Sans',
    'DejaVu Sans Mono',
    'URW Gothic',
  ]);
  const width = 6;
  const digits = String(truth.value).padStart(width, '0');
  const cell = r.int(46, 60);
  const x0 = 120;
  let wheels = '';
  for (const [i, ch] of [...digits].entries()) {
    const x = x0 + i * (cell + 4);
    wheels += `<rect x="${x}" y="120" width="${cell}" height="${cell * 1.45}" fill="#0b0b0b"/><text x="${x + cell / 2}" y="${120 + cell * 1.1}" text-anchor="middle" font-family="${font}" font-size="${cell * 1.05}" fill="#f4f4f4">${ch}</text>`;
  }
  const trip = String(r.int(0, 9999)).padStart(4, '0');
  let tripWheels = '';
  for (const [i, ch] of [...trip].entries()) {
    const x = 330 + i * 30;
    const tenths = i === trip.length - 1;
    tripWheels += `<rect x="${x}" y="250" width="27" height="38" fill="${tenths ? '#c0c0c0' : '#0b0b0b'}"/><text x="${x + 13.5}" y="280" text-anchor="middle" font-family="${font}" font-size="28" fill="${tenths ? '#b00' : '#eee'}">${ch}</text>`;
  }
  const face = r.pick(['#1d1d1d', '#262a30', '#15181c']);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="360">
<rect width="720" height="360" fill="${face}"/>
<circle cx="360" cy="180" r="330" fill="none" stroke="#555" stroke-width="6"/>
<text x="360" y="90" text-anchor="middle" font-family="${font}" font-size="26" fill="#ddd">${truth.unit === 'mi' ? 'MPH' : 'km/h'}</text>
${wheels}
<text x="${x0 + width * (cell + 4) + 10}" y="${120 + cell}" font-family="${font}" font-size="26" fill="#ddd">${truth.unit ?? ''}</text>
<text x="250" y="280" font-family="${font}" font-size="20" fill="#ddd">TRIP</text>
${tripWheels}
</svg>`;
}

/** A scene and its truth. */
export function renderOdometer(r: Rng): { svg: string; truth: OdometerTruth; style: string } {
  const style = r.next() < 0.55 ? 'lcd' : 'drum';
  const value = r.pick([r.int(100, 9999), r.int(10_000, 99_999), r.int(100_000, 399_999)]);
  const truth: OdometerTruth = { value, unit: r.pick(['km', 'km', 'mi', null] as const) };
  return { svg: style === 'lcd' ? lcd(r, truth) : drums(r, truth), truth, style };
}
