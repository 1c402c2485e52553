// Makes the PWA icons in src/web/public/icons/ from the logo (src/web/public/favicon.svg) with
// sharp. Run once after the logo changes (`node scripts/generate-icons.ts`); the PNGs are committed.
//   icon-192.png, icon-512.png   the logo as it is (rounded square, transparent corners)
//   icon-maskable-512.png        full-bleed brand colour, the mark inside the 80 % safe zone
//   apple-touch-icon.png         180 px, full bleed (iOS fills transparency with black)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const logo = fs.readFileSync(path.join(root, 'src/web/public/favicon.svg'), 'utf8');
const outDir = path.join(root, 'src/web/public/icons');
fs.mkdirSync(outDir, { recursive: true });

const brand = /<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/.exec(logo)?.[1];
if (!brand) throw new Error('favicon.svg has no background <rect fill="…">');
// The mark: everything inside the <svg> but the background square.
const mark = logo
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');

/** Full-bleed square: the brand colour, the mark scaled by `scale` around the centre. */
function fullBleed(scale: number) {
  const offset = (64 - 64 * scale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" fill="${brand}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`,
  );
}

async function png(svg: Buffer | string, size: number, name: string) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name));
  console.log(`${name}: ${size}×${size}`);
}

await png(logo, 192, 'icon-192.png');
await png(logo, 512, 'icon-512.png');
// The maskable safe zone is a circle of 80 % of the size; the mark's own padding fits in it at 0.8.
await png(fullBleed(0.8), 512, 'icon-maskable-512.png');
await png(fullBleed(0.9), 180, 'apple-touch-icon.png');
