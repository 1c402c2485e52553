// An independent rendered photo set for measuring Car Lens (issue 29), written apart from
// fixtures.ts so the reader is not tuned against its own generator: other fonts and layouts,
// European/Russian/Korean/Chinese VINs, and the degradations of real phone photos (256 px wide,
// 12 MP, embossed low-contrast metal, blur, motion blur, noise, rotation ±20°, perspective,
// JPEG-40, glare, decoy numbers). Deterministic (seeded). Run once to write the files:
//   node src/server/features/car-lens/testing/render-photos.ts <out-dir>
// The frozen test split it wrote is never regenerated (see photos/README.md).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { vinCheckDigit } from '../../../../shared/garage-vocab.ts';
import { drawPhoto, PHOTO_KINDS, type PhotoKind } from './render-scenes.ts';

export interface PhotoEntry {
  file: string;
  kind: PhotoKind;
  vin: string;
  /** true when the VIN's WMI is North-American (first character 1–5). */
  northAmerican: boolean;
  degradation: string;
  width: number;
  height: number;
  sha256: string;
}

/** A seeded generator (mulberry32): the same set on every machine. */
export function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * VIN shapes: WMI, VDS (5), position 9 ('*' = computed check digit), model-year code, plant.
 * North-American and Chinese ones carry a real check digit; European, Russian, Korean and
 * Japanese domestic ones often do not (a Z filler or any character).
 */
const SHAPES: [string, string, string, string, string][] = [
  ['1HG', 'CM826', '*', '3', 'A'],
  ['1FT', 'FW1ET', '*', 'D', 'F'],
  ['2T1', 'BURHE', '*', 'J', 'C'],
  ['3VW', 'DX7AJ', '*', 'B', 'M'],
  ['5YJ', '3E1EA', '*', 'K', 'F'],
  ['4T1', 'BF1FK', '*', 'E', 'U'],
  ['1G1', 'RD6E4', '*', 'B', 'U'],
  ['5NP', 'E24AF', '*', 'F', 'H'],
  ['WVW', 'ZZZ1J', 'Z', 'X', 'W'],
  ['WVW', 'ZZZ3C', 'Z', '8', 'E'],
  ['WAU', 'ZZZ8K', 'Z', 'B', 'A'],
  ['WBA', 'PK7C5', '*', 'A', 'A'],
  ['WDD', '20408', '1', 'A', 'F'],
  ['VF1', 'BM0E0', '6', '3', '5'],
  ['VF3', '4C5FW', 'C', '9', 'S'],
  ['ZFA', '31200', '0', '8', '6'],
  ['TMB', 'JJ41Z', '8', 'C', '2'],
  ['SAL', 'LAAAF', '4', 'A', 'A'],
  ['YV1', 'MS382', '6', '2', '1'],
  ['XTA', '21074', '0', '5', '1'],
  ['X7L', 'LSRB1', '8', 'E', 'H'],
  ['Z94', 'CT41D', 'B', 'B', 'R'],
  ['XW8', 'ZZZ61', 'Z', 'E', 'G'],
  ['KMH', 'DU41B', 'P', '9', 'U'],
  ['KNA', 'DN512', 'B', 'A', '6'],
  ['JMZ', 'BK14Z', '2', '5', '1'],
  ['VSS', 'ZZZ1P', 'Z', 'C', 'R'],
  ['U5Y', 'FF24A', '2', 'D', 'L'],
  ['TRU', 'ZZZ8J', '2', '8', '1'],
  ['WF0', 'AXXGC', 'D', 'A', '1'],
  ['LSV', 'AG418', '*', 'C', '2'],
  ['LFV', '2A21K', '*', 'F', '3'],
];

export function shapeVin(shape: (typeof SHAPES)[number], serial: number): string {
  const [wmi, vds, nine, year, plant] = shape;
  const body = `${wmi}${vds}${nine === '*' ? '0' : nine}${year}${plant}${String(serial).padStart(6, '0')}`;
  if (nine !== '*') return body;
  return body.slice(0, 8) + vinCheckDigit(body)! + body.slice(9);
}

export const DEGRADATIONS = [
  'clean',
  'small-256',
  '12mp',
  'embossed-low-contrast',
  'blur',
  'motion-blur',
  'noise',
  'rotate',
  'perspective',
  'jpeg-40',
  'rotate+jpeg-40',
  'perspective+noise',
  'small-256+blur',
] as const;

async function addNoise(image: Buffer, random: () => number, amount: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 1) {
    const gauss = (random() + random() + random() - 1.5) * 2 * amount;
    data[i] = Math.max(0, Math.min(255, data[i]! + gauss));
  }
  return sharp(data, { raw: info }).png().toBuffer();
}

/** A perspective warp (a phone held at an angle): inverse homography, bilinear samples. */
async function perspective(image: Buffer, random: () => number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels: c } = info;
  const j = () => (random() * 0.12 + 0.03) * (random() < 0.5 ? -1 : 1);
  // Destination corners of the source rectangle.
  const dst = [
    [w * Math.abs(j()), h * Math.abs(j())],
    [w * (1 - Math.abs(j())), h * Math.abs(j())],
    [w * (1 - Math.abs(j())), h * (1 - Math.abs(j()))],
    [w * Math.abs(j()), h * (1 - Math.abs(j()))],
  ];
  const src = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  const m = homography(dst, src);
  const out = Buffer.alloc(data.length, 90);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const z = m[6]! * x + m[7]! * y + 1;
      const sx = (m[0]! * x + m[1]! * y + m[2]!) / z;
      const sy = (m[3]! * x + m[4]! * y + m[5]!) / z;
      if (sx < 0 || sy < 0 || sx >= w - 1 || sy >= h - 1) continue;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      for (let k = 0; k < c; k += 1) {
        const at = (xx: number, yy: number) => data[(yy * w + xx) * c + k]!;
        out[(y * w + x) * c + k] =
          at(x0, y0) * (1 - fx) * (1 - fy) +
          at(x0 + 1, y0) * fx * (1 - fy) +
          at(x0, y0 + 1) * (1 - fx) * fy +
          at(x0 + 1, y0 + 1) * fx * fy;
      }
    }
  }
  return sharp(out, { raw: info }).png().toBuffer();
}

/** The 3×3 homography (8 unknowns) taking the four `from` points to the four `to` points. */
function homography(from: number[][], to: number[][]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i += 1) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x!, y!, 1, 0, 0, 0, -u! * x!, -u! * y!, u!]);
    a.push([0, 0, 0, x!, y!, 1, -v! * x!, -v! * y!, v!]);
  }
  for (let col = 0; col < 8; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < 8; row += 1)
      if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let row = 0; row < 8; row += 1) {
      if (row === col) continue;
      const f = a[row]![col]! / a[col]![col]!;
      for (let k = col; k < 9; k += 1) a[row]![k]! -= f * a[col]![k]!;
    }
  }
  return a.map((row, i) => row[8]! / row[i]!);
}

async function degrade(scene: Buffer, degradation: string, random: () => number) {
  let image = scene;
  let quality = 82;
  let width: number | null = null;
  for (const part of degradation.split('+')) {
    if (part === 'small-256') width = 256;
    else if (part === '12mp') width = 4000;
    else if (part === 'jpeg-40') quality = 40;
    else if (part === 'blur')
      image = await sharp(image)
        .blur(1.6 + random() * 1.2)
        .toBuffer();
    else if (part === 'motion-blur') {
      const size = 9 + Math.floor(random() * 4) * 2;
      image = await sharp(image)
        .convolve({
          width: size,
          height: 3,
          kernel: [
            ...Array<number>(size).fill(0),
            ...Array<number>(size).fill(1),
            ...Array<number>(size).fill(0),
          ],
        })
        .toBuffer();
    } else if (part === 'noise') image = await addNoise(image, random, 18 + random() * 14);
    else if (part === 'rotate') {
      const angle = (8 + random() * 12) * (random() < 0.5 ? -1 : 1);
      image = await sharp(image).rotate(angle, { background: '#4a4d50' }).toBuffer();
    } else if (part === 'perspective') image = await perspective(image, random);
  }
  let out = sharp(image);
  if (width && width < 1000) out = out.resize({ width });
  return out.jpeg({ quality, mozjpeg: true }).toBuffer();
}

async function main() {
  const outDir = path.resolve(process.argv[2] ?? 'photos');
  const random = rng(29_2026);
  const total = 104;
  const entries: (PhotoEntry & { split: 'dev' | 'test' })[] = [];
  // 28% of each kind goes to the frozen test split, drawn by the seeded generator.
  const testIndexes = new Set<number>();
  for (const [k] of PHOTO_KINDS.entries()) {
    const ofKind = Array.from({ length: total }, (_, i) => i).filter(
      (i) => i % PHOTO_KINDS.length === k,
    );
    const picked = ofKind.sort(() => random() - 0.5).slice(0, Math.round(ofKind.length * 0.28));
    for (const i of picked) testIndexes.add(i);
  }
  for (let i = 0; i < total; i += 1) {
    const kind = PHOTO_KINDS[i % PHOTO_KINDS.length]!;
    const shape = SHAPES[(i * 7 + 3) % SHAPES.length]!;
    const vin = shapeVin(shape, 100_000 + Math.floor(random() * 899_999));
    const degradation = DEGRADATIONS[(i * 5 + Math.floor(i / 13)) % DEGRADATIONS.length]!;
    const scene = await drawPhoto(
      kind,
      vin,
      random,
      degradation.includes('embossed'),
      degradation === '12mp',
    );
    const body = await degrade(scene, degradation, random);
    const split = testIndexes.has(i) ? 'test' : 'dev';
    const file = `${split}/${String(i).padStart(3, '0')}-${kind}.jpg`;
    fs.mkdirSync(path.join(outDir, split), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), body);
    const meta = await sharp(body).metadata();
    entries.push({
      split,
      file,
      kind,
      vin,
      northAmerican: /^[1-5]/.test(vin),
      degradation,
      width: meta.width,
      height: meta.height,
      sha256: crypto.createHash('sha256').update(body).digest('hex'),
    });
  }
  for (const split of ['dev', 'test'] as const) {
    const list = entries.filter((entry) => entry.split === split).map(({ split: _, ...e }) => e);
    fs.writeFileSync(
      path.join(outDir, `${split}.json`),
      `${JSON.stringify({ generator: 'render-photos.ts', seed: 29_2026, photos: list }, null, 2)}\n`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
