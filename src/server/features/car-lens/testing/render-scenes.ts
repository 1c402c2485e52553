// The scenes render-photos.ts photographs: a door-pillar label on car paint, a stamped or
// embossed metal plate, a windscreen tag over a dark dash behind tinted glass with glare, a
// registration document of one of several countries with decoy numbers, and a barcode label.
// SVG drawn by librsvg (through sharp) with fonts none of fixtures.ts's layouts use.
import sharp from 'sharp';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/full';
import fs from 'node:fs';
import { createRequire } from 'node:module';

export const PHOTO_KINDS = [
  'pillar-label',
  'stamped-plate',
  'windscreen-tag',
  'registration',
  'barcode-label',
] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

const FONTS = [
  'Liberation Mono',
  'Nimbus Mono PS',
  'Noto Sans Mono',
  'Liberation Sans Narrow',
  'URW Gothic',
  'Nimbus Sans',
];
const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const pick = <T>(random: () => number, list: readonly T[]) =>
  list[Math.floor(random() * list.length)]!;

let zxing: Promise<unknown> | null = null;
async function barcodePng(text: string, format: 'Code39' | 'Code128' | 'DataMatrix') {
  if (!zxing) {
    const require = createRequire(import.meta.url);
    const wasm = fs.readFileSync(require.resolve('zxing-wasm/full/zxing_full.wasm'));
    zxing = prepareZXingModule({
      overrides: {
        wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
      },
      fireImmediately: true,
    });
  }
  await zxing;
  const written = await writeBarcode(text, { format, scale: 3 });
  if (written.error) throw new Error(written.error);
  const png = await sharp(Buffer.from(written.svg))
    .flatten({ background: '#fff' })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A VIN as a label prints it: whole, or with a space or two. */
function printed(vin: string, random: () => number) {
  const r = random();
  if (r < 0.7) return vin;
  if (r < 0.85) return `${vin.slice(0, 3)} ${vin.slice(3, 9)} ${vin.slice(9)}`;
  return `${vin.slice(0, 11)} ${vin.slice(11)}`;
}

function pillarLabel(vin: string, random: () => number) {
  const font = pick(random, FONTS);
  const paint = pick(random, ['#1d2b4a', '#8a1c1c', '#b8b8b4', '#222326', '#e8e6e0', '#3c5a3a']);
  const maker = pick(random, ['VOLKSWAGEN AG', 'RENAULT S.A.S.', 'HYUNDAI MOTOR CO.', 'AUTOVAZ']);
  const tilt = (random() - 0.5) * 6;
  return `<rect width="1600" height="1200" fill="${paint}"/>
  <rect x="0" y="0" width="180" height="1200" fill="#111"/>
  <g transform="translate(330 260) rotate(${tilt.toFixed(1)})">
    <rect width="1060" height="640" rx="14" fill="#f4f4f0" stroke="#999" stroke-width="3"/>
    <text x="40" y="80" font-family="Nimbus Sans" font-size="40" font-weight="bold" fill="#222">${maker}</text>
    <text x="40" y="130" font-family="Nimbus Sans" font-size="28" fill="#333">e1*2007/46*0623*12</text>
    <text x="40" y="250" font-family="${font}" font-size="58" fill="#111">${esc(printed(vin, random))}</text>
    <text x="40" y="340" font-family="Nimbus Sans" font-size="34" fill="#333">1920 kg</text>
    <text x="40" y="400" font-family="Nimbus Sans" font-size="34" fill="#333">3420 kg</text>
    <text x="40" y="460" font-family="Nimbus Sans" font-size="34" fill="#333">1-1010 kg   2-1080 kg</text>
    <text x="40" y="560" font-family="Nimbus Sans" font-size="28" fill="#555">TYRES 205/55 R16 91V  2.3 BAR  PAINT LC9X</text>
  </g>`;
}

function stampedPlate(vin: string, random: () => number, faint: boolean) {
  const font = pick(random, ['Liberation Mono', 'Nimbus Mono PS', 'Noto Sans Mono', 'URW Gothic']);
  const metal = 150 + Math.floor(random() * 50);
  const grey = (v: number) => `rgb(${v},${v},${v + 3})`;
  const depth = faint ? 14 : 40;
  const text = esc(printed(vin, random));
  const dotted = random() < 0.35;
  const glyph = (dx: number, dy: number, colour: string) =>
    dotted
      ? `<text x="${130 + dx}" y="${640 + dy}" font-family="${font}" font-size="86" fill="none" stroke="${colour}" stroke-width="7" stroke-dasharray="0.1 9" stroke-linecap="round">${text}</text>`
      : `<text x="${130 + dx}" y="${640 + dy}" font-family="${font}" font-size="86" font-weight="bold" fill="${colour}">${text}</text>`;
  return `<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${grey(metal + 25)}"/><stop offset="1" stop-color="${grey(metal - 25)}"/></linearGradient></defs>
  <rect width="1600" height="1200" fill="${grey(metal - 40)}"/>
  <rect x="70" y="420" width="1460" height="360" fill="url(#m)"/>
  ${glyph(-2, -2, grey(Math.min(255, metal + depth)))}
  ${glyph(3, 3, grey(metal - depth))}
  ${glyph(0, 0, grey(metal - Math.round(depth / 3)))}
  <text x="130" y="500" font-family="Nimbus Sans" font-size="30" fill="${grey(metal - depth)}">${random() < 0.5 ? 'TYPE 1J' : 'No'}</text>`;
}

function windscreenTag(vin: string, random: () => number) {
  const font = pick(random, FONTS);
  const glareX = 300 + random() * 1000;
  return `<defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
  <rect width="1600" height="1200" fill="#161718"/>
  <rect x="0" y="820" width="1600" height="380" fill="#26282a"/>
  <g transform="translate(260 450) rotate(${((random() - 0.5) * 8).toFixed(1)})">
    <rect width="1080" height="170" rx="8" fill="#c9cdd0"/>
    <text x="36" y="115" font-family="${font}" font-size="74" font-weight="bold" fill="#1b1b1b">${esc(vin)}</text>
  </g>
  <rect width="1600" height="1200" fill="${pick(random, ['#0d3b2e', '#1c2a44', '#2b2b2b'])}" fill-opacity="0.38"/>
  <ellipse cx="${glareX.toFixed(0)}" cy="${(350 + random() * 300).toFixed(0)}" rx="420" ry="190" fill="url(#g)"/>`;
}

const DOCS = [
  (vin: string) => [
    ['ZULASSUNGSBESCHEINIGUNG TEIL I', 44],
    ['Dokument-Nr. AB0912345', 30],
    ['A  B-KL 4721        B  14.03.2011', 34],
    ['2.1  0603   2.2  AHP000', 34],
    [`E  ${vin}`, 40],
    ['P.1  1968   P.2  103   J  M1', 34],
  ],
  (vin: string) => [
    ['СВИДЕТЕЛЬСТВО О РЕГИСТРАЦИИ ТС', 44],
    ['99 21 № 436518', 34],
    ['Регистрационный знак  А123ВС77', 34],
    [`Идентификационный номер (VIN)  ${vin}`, 34],
    [`Кузов № ${vin}   Шасси ОТСУТСТВУЕТ`, 28],
    ['Паспорт ТС 77 УХ 592013', 30],
  ],
  (vin: string) => [
    ['CERTIFICATE OF MOTOR VEHICLE REGISTRATION (KOREA)', 38],
    ['No. 2015-017342', 32],
    ['Registration No.  12GA 3456', 34],
    [`Chassis No. (VIN)  ${vin}`, 40],
    ['Engine type  G4FC   01234567891234567', 30],
    ['First registered  2015-06-11', 32],
  ],
  (vin: string) => [
    ['V5C  VEHICLE REGISTRATION CERTIFICATE', 40],
    ['Document reference number 0 41 2283 9915', 30],
    ['A  Registration mark  KX61 ZRT', 34],
    [`E  VIN/Chassis/Frame no.  ${vin}`, 34],
    ['P.5  Engine number  CAY 098271', 30],
    ['Taxation class PETROL CAR   00123456789012345', 28],
  ],
  (vin: string) => [
    ['CERTIFICAT D IMMATRICULATION', 44],
    ['A  EF-482-QZ        B  21/09/2012', 34],
    [`E  ${vin}`, 40],
    ['D.2  CSXBA   D.2.1  MGC1005DD581', 30],
    ['X.1  0-28/10/2022   Y.1  270   N  0 57439 108824 12', 28],
    ['K  e2*2007/46*0190*04', 30],
  ],
];

function registration(vin: string, random: () => number) {
  const lines = pick(random, DOCS)(vin) as [string, number][];
  const font = pick(random, [
    'Liberation Sans',
    'Nimbus Sans',
    'Liberation Mono',
    'Noto Sans Mono',
  ]);
  const rows = lines
    .map(
      ([text, size], i) =>
        `<text x="140" y="${300 + i * 110}" font-family="${font}" font-size="${size}" fill="#1f1f28">${esc(text)}</text>`,
    )
    .join('\n');
  const guilloche = Array.from(
    { length: 24 },
    (_, i) =>
      `<path d="M0 ${200 + i * 40} Q 400 ${150 + i * 40} 800 ${210 + i * 40} T 1600 ${190 + i * 40}" stroke="#c8d8c0" stroke-width="2" fill="none"/>`,
  ).join('');
  return `<rect width="1600" height="1200" fill="#5e5347"/>
  <g transform="rotate(${((random() - 0.5) * 5).toFixed(1)} 800 600)">
    <rect x="80" y="140" width="1440" height="900" fill="#eef0e4"/>${guilloche}
    ${rows}
  </g>`;
}

async function barcodeLabel(vin: string, random: () => number) {
  const format = pick(random, ['Code39', 'Code128', 'DataMatrix'] as const);
  const uri = await barcodePng(vin, format);
  const matrix = format === 'DataMatrix';
  return `<rect width="1600" height="1200" fill="${pick(random, ['#2a2d33', '#7b7f86', '#5b1616'])}"/>
  <rect x="140" y="240" width="1320" height="720" rx="10" fill="#fafafa"/>
  <text x="200" y="330" font-family="Nimbus Sans" font-size="36" fill="#222">VEHICLE IDENT. / FIN / VIN</text>
  <image href="${uri}" x="200" y="380" width="${matrix ? 380 : 1200}" height="${matrix ? 380 : 300}" preserveAspectRatio="none"/>
  <text x="${matrix ? 640 : 200}" y="${matrix ? 600 : 760}" font-family="Liberation Sans Narrow" font-size="30" fill="#333">${esc(vin)}</text>
  <text x="200" y="900" font-family="Nimbus Sans" font-size="28" fill="#444">PART 4471203 04  LOT 220917</text>`;
}

/** One scene as a PNG, 1600 × 1200 (or 4000 × 3000 when `large`). */
export async function drawPhoto(
  kind: PhotoKind,
  vin: string,
  random: () => number,
  lowContrast: boolean,
  large = false,
): Promise<Buffer> {
  const body =
    kind === 'pillar-label'
      ? pillarLabel(vin, random)
      : kind === 'stamped-plate'
        ? stampedPlate(vin, random, lowContrast)
        : kind === 'windscreen-tag'
          ? windscreenTag(vin, random)
          : kind === 'registration'
            ? registration(vin, random)
            : await barcodeLabel(vin, random);
  const [w, h] = large ? [4000, 3000] : [1600, 1200];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 1600 1200">${body}</svg>`;
  let image = sharp(Buffer.from(svg)).flatten({ background: '#fff' });
  if (lowContrast && kind !== 'stamped-plate') image = image.linear(0.35, 105);
  return image.png().toBuffer();
}
