// The readers' process drops a scan whose answer is no longer wanted (readers.ts → reader-host.ts
// dropScan): a request that went away, or a barcode that already settled the VIN.
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { carLensReaders, closeCarLensReaders } from './readers.ts';

afterAll(() => closeCarLensReaders());

/** A plain VIN label (Liberation Mono 44 px): read in every look. */
function label(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="300">
    <rect width="1000" height="300" fill="#eeeae0"/>
    <text x="80" y="170" font-family="Liberation Mono" font-size="44" fill="#111">WVWZZZ1JZXW772355</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

it('reads nothing for a scan asked for once its answer is no longer wanted', async () => {
  const readers = await carLensReaders(1);
  const photo = await label();
  const deadline = Date.now() + 120_000;
  // Already gone: the process gets the scan, then its drop, and stops before the first cut.
  expect((await readers.scan(photo, deadline, AbortSignal.abort())).passes).toEqual([]);
  // Wanted: every look.
  const { passes } = await readers.scan(photo, deadline, new AbortController().signal);
  expect(passes.length).toBeGreaterThanOrEqual(4);
  expect(passes.join('\n').replace(/ /g, '')).toContain('WVWZZZ1JZXW772355');
});
