// Generated test photos for Car Lens (no binaries committed): VIN plates, door-jamb stickers with
// barcodes, windscreen tags and registration documents with decoy numbers, drawn as SVG and
// degraded with sharp (rotation, blur, noise, low contrast, tint, heavy JPEG). Deterministic.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/full';
import { checkDigitRequired, vinCheckDigit } from '../../../../shared/vin-rules.ts';

export const FIXTURE_KINDS = [
  'vin-plate',
  'door-sticker',
  'windscreen-tag',
  'registration',
] as const;
export type FixtureKind = (typeof FIXTURE_KINDS)[number];

export interface Fixture {
  name: string;
  kind: FixtureKind;
  vin: string;
  degradation: string;
  body: Buffer;
  mime: 'image/jpeg' | 'image/png';
}

/** Real VIN patterns the offline vPIC database decodes; serials vary, check digits recomputed. */
const BASES = [
  '1HGCM82633A004352', // Honda Accord 2003
  '1FTFW1ET9DFC10312', // Ford F-150 2013
  'WBA3A5C57CF256651', // BMW 3 Series 2012
  'JTDKB20U193476321', // Toyota Prius 2009
  '5YJ3E1EA2KF317000', // Tesla Model 3 2019
  '1G1RD6E47BU100000', // Chevrolet Volt 2011
];

/** A VIN with the same maker/model/year as `base`, serial `serial`, and a correct check digit. */
export function makeVin(base: string, serial: number): string {
  const body = base.slice(0, 11) + String(serial).padStart(6, '0').slice(-6);
  const chars = [...body];
  chars[8] = '0';
  chars[8] = vinCheckDigit(chars.join(''))!;
  return chars.join('');
}

export function fixtureVins(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    makeVin(BASES[index % BASES.length]!, 100_000 + index * 7919),
  );
}

let zxingReady: Promise<unknown> | null = null;
function zxing() {
  if (!zxingReady) {
    const require = createRequire(import.meta.url);
    const wasm = fs.readFileSync(require.resolve('zxing-wasm/full/zxing_full.wasm'));
    zxingReady = prepareZXingModule({
      overrides: {
        wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
      },
      fireImmediately: true,
    });
  }
  return zxingReady;
}

/** A barcode as an SVG fragment's data URI (zxing-wasm's writer). */
async function barcode(text: string, format: 'Code39' | 'Code128' | 'DataMatrix' | 'QRCode') {
  await zxing();
  const written = await writeBarcode(text, { format, scale: 4 });
  if (written.error) throw new Error(written.error);
  const png = await sharp(Buffer.from(written.svg))
    .flatten({ background: '#fff' })
    .png()
    .toBuffer();
  const meta = await sharp(png).metadata();
  return {
    uri: `data:image/png;base64,${png.toString('base64')}`,
    width: meta.width,
    height: meta.height,
  };
}

const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function spaced(vin: string, style: number) {
  if (style === 1) return `${vin.slice(0, 10)} ${vin.slice(10)}`;
  return vin;
}

async function drawVinPlate(vin: string, index: number) {
  const fonts = ['DejaVu Sans Mono', 'Liberation Mono', 'DejaVu Sans'];
  const font = fonts[index % fonts.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="520">
  <rect width="1400" height="520" fill="#6d7177"/>
  <rect x="60" y="60" width="1280" height="400" rx="22" fill="#d7d9d6" stroke="#9a9c98" stroke-width="6"/>
  <circle cx="110" cy="110" r="16" fill="#8e918d"/><circle cx="1290" cy="110" r="16" fill="#8e918d"/>
  <circle cx="110" cy="410" r="16" fill="#8e918d"/><circle cx="1290" cy="410" r="16" fill="#8e918d"/>
  <text x="160" y="150" font-family="DejaVu Sans" font-size="36" fill="#222">VEHICLE IDENTIFICATION NUMBER</text>
  <text x="160" y="290" font-family="${font}" font-weight="bold" font-size="74" fill="#111">${esc(spaced(vin, index % 3))}</text>
  <text x="160" y="390" font-family="DejaVu Sans" font-size="30" fill="#333">GVWR 2150 KG   FRONT 1080 KG   REAR 1070 KG</text>
</svg>`;
}

async function drawDoorSticker(vin: string, index: number) {
  const formats = ['Code39', 'Code128', 'DataMatrix', 'QRCode'] as const;
  const format = formats[index % formats.length]!;
  // US stickers prefix the barcode with "I" when the car is imported; some do, some don't.
  const code = await barcode(format === 'Code39' && index % 2 === 0 ? `I${vin}` : vin, format);
  const square = format === 'DataMatrix' || format === 'QRCode';
  const width = square ? 300 : 1000;
  const height = square ? 300 : 170;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1300" height="900">
  <rect width="1300" height="900" fill="#2d3035"/>
  <rect x="70" y="60" width="1160" height="780" fill="#f4f3ee"/>
  <text x="120" y="140" font-family="DejaVu Sans" font-size="34" fill="#222">MFD. BY: GENERAL ASSEMBLY CORP.  DATE: 06/12</text>
  <text x="120" y="200" font-family="DejaVu Sans" font-size="30" fill="#222">GVWR: 2245 KG (4949 LB)   GAWR FRT: 1180 KG</text>
  <text x="120" y="250" font-family="DejaVu Sans" font-size="26" fill="#333">THIS VEHICLE CONFORMS TO ALL APPLICABLE FEDERAL MOTOR VEHICLE SAFETY</text>
  <text x="120" y="290" font-family="DejaVu Sans" font-size="26" fill="#333">STANDARDS IN EFFECT ON THE DATE OF MANUFACTURE SHOWN ABOVE.</text>
  <text x="120" y="380" font-family="DejaVu Sans Mono" font-size="44" fill="#111">VIN ${esc(vin)}</text>
  <image x="120" y="440" width="${width}" height="${height}" preserveAspectRatio="none" href="${code.uri}"/>
  <text x="${square ? 480 : 120}" y="${square ? 560 : 700}" font-family="DejaVu Sans" font-size="28" fill="#333">TYPE: PASSENGER CAR   PAINT: NH731P</text>
</svg>`;
}

async function drawWindscreenTag(vin: string, index: number) {
  const tint = ['#1d3b2e', '#23303d', '#2e2a1f'][index % 3]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient></defs>
  <rect width="1200" height="700" fill="#15171a"/>
  <rect x="0" y="430" width="1200" height="270" fill="#0d0e10"/>
  <rect x="180" y="230" width="840" height="170" rx="8" fill="#cfd2cc"/>
  <text x="215" y="335" font-family="DejaVu Sans Mono" font-weight="bold" font-size="58" fill="#101010">${esc(vin)}</text>
  <rect width="1200" height="700" fill="${tint}" opacity="0.25"/>
  <rect width="1200" height="700" fill="url(#g)"/>
</svg>`;
}

function decoyNumber(vin: string, index: number) {
  // 17 characters from the VIN alphabet whose check digit fails: must never be taken for the VIN.
  // Only a North-American pattern makes such a decoy: elsewhere position 9 is no check digit, and a
  // European or Japanese pattern would be a valid VIN of another car (issue 29).
  const decoyBases = BASES.filter((base) => checkDigitRequired(base));
  const chars = [...makeVin(decoyBases[(index + 3) % decoyBases.length]!, 400_000 + index)];
  chars[8] = chars[8] === '0' ? '1' : '0';
  const decoy = chars.join('');
  return vinCheckDigit(decoy) === decoy[8] || decoy === vin ? '4T1BF1FK5CU5' : decoy;
}

async function drawRegistration(vin: string, index: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1000">
  <rect width="1240" height="1000" fill="#8a8f96"/>
  <rect x="50" y="40" width="1140" height="920" fill="#fbf7ec"/>
  <text x="100" y="120" font-family="DejaVu Serif" font-weight="bold" font-size="44" fill="#2b2b2b">CERTIFICATE OF REGISTRATION</text>
  <text x="100" y="200" font-family="DejaVu Sans" font-size="30" fill="#333">Document reference</text>
  <text x="520" y="200" font-family="DejaVu Sans Mono" font-size="34" fill="#111">${decoyNumber(vin, index)}</text>
  <text x="100" y="270" font-family="DejaVu Sans" font-size="30" fill="#333">Registration mark</text>
  <text x="520" y="270" font-family="DejaVu Sans Mono" font-size="34" fill="#111">KX${10 + (index % 80)} ODR</text>
  <text x="100" y="340" font-family="DejaVu Sans" font-size="30" fill="#333">Keeper number</text>
  <text x="520" y="340" font-family="DejaVu Sans Mono" font-size="34" fill="#111">${String(7_000_000_000 + index * 131)}</text>
  <text x="100" y="430" font-family="DejaVu Sans" font-size="30" fill="#333">VIN / Chassis number</text>
  <text x="520" y="430" font-family="DejaVu Sans Mono" font-weight="bold" font-size="40" fill="#111">${esc(vin)}</text>
  <text x="100" y="500" font-family="DejaVu Sans" font-size="30" fill="#333">Date of first registration  14 03 2013</text>
  <text x="100" y="570" font-family="DejaVu Sans" font-size="30" fill="#333">Cylinder capacity 1998 CC   Colour SILVER</text>
  <text x="100" y="900" font-family="DejaVu Sans" font-size="22" fill="#555">This document is not proof of ownership.</text>
</svg>`;
}

const DRAW: Record<FixtureKind, (vin: string, index: number) => Promise<string>> = {
  'vin-plate': drawVinPlate,
  'door-sticker': drawDoorSticker,
  'windscreen-tag': drawWindscreenTag,
  registration: drawRegistration,
};

export const FIXTURE_DEGRADATIONS = [
  'clean',
  'rotated',
  'blurred',
  'noisy',
  'low-contrast',
  'tinted',
  'jpeg',
  'rotated+jpeg',
  'blurred+noisy',
] as const;

/** Adds deterministic salt-and-pepper-ish grain to an RGB image. */
async function addNoise(image: Buffer, seed: number, amount = 38) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let state = seed * 2654435761 || 1;
  for (let i = 0; i < data.length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const delta = ((state >> 8) % (amount * 2 + 1)) - amount;
    data[i] = Math.max(0, Math.min(255, data[i]! + delta));
  }
  return sharp(data, { raw: info }).png().toBuffer();
}

async function degrade(svg: string, degradation: string, index: number, scale: number) {
  let image = await sharp(Buffer.from(svg), { density: 72 * scale })
    .flatten({ background: '#fff' })
    .png()
    .toBuffer();
  const parts = degradation.split('+');
  let jpeg = false;
  for (const part of parts) {
    if (part === 'rotated') {
      const angle = [-8, 5, -4, 9, 7, -6][index % 6]!;
      image = await sharp(image).rotate(angle, { background: '#5a5d61' }).png().toBuffer();
    } else if (part === 'blurred') {
      image = await sharp(image)
        .blur(1 + (index % 3) * 0.3)
        .png()
        .toBuffer();
    } else if (part === 'noisy') {
      image = await addNoise(image, index + 1);
    } else if (part === 'low-contrast') {
      image = await sharp(image).linear(0.35, 120).png().toBuffer();
    } else if (part === 'tinted') {
      image = await sharp(image)
        .tint(['#c08a3e', '#4f7bbf', '#5fa36b'][index % 3]!)
        .png()
        .toBuffer();
    } else if (part === 'jpeg') {
      jpeg = true;
    }
  }
  if (jpeg)
    return {
      body: await sharp(image)
        .jpeg({ quality: 22 + (index % 4) * 8 })
        .toBuffer(),
      mime: 'image/jpeg' as const,
    };
  return index % 2 === 0
    ? { body: await sharp(image).jpeg({ quality: 88 }).toBuffer(), mime: 'image/jpeg' as const }
    : { body: image, mime: 'image/png' as const };
}

/** `perKind` photos of every kind, degradations cycling; each VIN differs. */
export async function generateFixtures(perKind: number, offset = 0): Promise<Fixture[]> {
  const vins = fixtureVins(offset + perKind * FIXTURE_KINDS.length);
  const fixtures: Fixture[] = [];
  let n = offset;
  for (const kind of FIXTURE_KINDS) {
    for (let i = 0; i < perKind; i += 1) {
      const index = offset + i;
      const vin = vins[n++]!;
      const degradation =
        FIXTURE_DEGRADATIONS[(index + FIXTURE_KINDS.indexOf(kind)) % FIXTURE_DEGRADATIONS.length]!;
      const svg = await DRAW[kind](vin, index);
      const { body, mime } = await degrade(svg, degradation, index, 1);
      fixtures.push({
        name: `${kind}-${index}-${degradation}`,
        kind,
        vin,
        degradation,
        body,
        mime,
      });
    }
  }
  return fixtures;
}

/** A 12-megapixel (4000 × 3000) JPEG of a VIN plate, as a phone camera would take it. */
export async function twelveMegapixelPlate(vin: string): Promise<Buffer> {
  const svg = await drawVinPlate(vin, 0);
  const plate = await sharp(Buffer.from(svg)).resize({ width: 3200 }).png().toBuffer();
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#55595e' } })
    .composite([{ input: plate, left: 400, top: 950 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
