// How Car Lens settles a VIN from its readers (pipeline.ts) with the readers replaced by fixed
// answers: a barcode first, then the looks' votes. What PP-OCR reads in real photos is measured by
// the photo-set and read-rate tests.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readVin } from './pipeline.ts';
import type { Readers } from './readers.ts';

const VW = 'WVWZZZ1KZ9W123456';
const HONDA = '1HGCM82633A004352';

/**
 * Readers with fixed answers: `barcodes` for the whole photo; with `closer`, the scan took a
 * closer look at a part of it (`closer.image`), whose barcodes are `closer.barcodes`.
 */
function readersAnswering(
  passes: string[],
  barcodes: string[] = [],
  closer?: { image: Uint8Array; barcodes: string[] },
) {
  const scans: number[] = [];
  const barcodeCalls: number[] = [];
  const signals: AbortSignal[] = [];
  const readers: Readers = {
    scan: (_photo, deadline, signal) => {
      scans.push(deadline);
      if (signal) signals.push(signal);
      return Promise.resolve({ passes, closer: closer?.image });
    },
    barcodes: async (image) => {
      const { width = 0 } = await sharp(image).metadata();
      barcodeCalls.push(width);
      return width === CLOSER_WIDTH ? (closer?.barcodes ?? []) : barcodes;
    },
    close: () => Promise.resolve(),
  };
  return { readers, scans, barcodeCalls, signals };
}

const photo = await sharp({
  create: { width: 64, height: 48, channels: 3, background: '#fff' },
})
  .jpeg()
  .toBuffer();
const CLOSER_WIDTH = 40;
const closerImage = await sharp({
  create: { width: CLOSER_WIDTH, height: 30, channels: 3, background: '#fff' },
})
  .jpeg()
  .toBuffer();

async function read(passes: string[], barcodes: string[] = [], known = [VW, HONDA]) {
  const texts: string[] = [];
  const { readers, scans, signals } = readersAnswering(passes, barcodes);
  const result = await readVin(photo, {
    readers,
    accept: (vin) => Promise.resolve(known.includes(vin)),
    deadline: 12_345,
    onText: (text) => texts.push(text),
  });
  return { result, texts, scans, signals };
}

describe('settling a VIN', () => {
  it('reads the barcodes of the part of a wide shot the scan looked at closer', async () => {
    const { readers, barcodeCalls } = readersAnswering(['LOT 220917'], [], {
      image: closerImage,
      barcodes: [HONDA],
    });
    const result = await readVin(photo, {
      readers,
      accept: (vin) => Promise.resolve(vin === HONDA),
      deadline: 12_345,
    });
    expect(result).toEqual({ vin: HONDA, method: 'barcode', passes: 1 });
    // The whole photo first, then the closer part.
    expect(barcodeCalls).toEqual([64, CLOSER_WIDTH]);
  });

  it('takes a barcode that passes the VIN rules at once, and stops the text scan', async () => {
    const { result, signals } = await read([], [`I${HONDA}`]);
    expect(result).toEqual({ vin: HONDA, method: 'barcode', passes: 1 });
    // Its looks would have taken the cores from the next photo's scan.
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(true);
  });

  it('lets the text scan run when no barcode settles, and stops it when the request goes', async () => {
    const { signals } = await read([VW, VW, VW]);
    expect(signals[0]!.aborted).toBe(false);
    const request = new AbortController();
    const { readers, signals: stopped } = readersAnswering([VW, VW, VW]);
    const reading = readVin(photo, {
      readers,
      accept: () => Promise.resolve(true),
      deadline: 12_345,
      signal: request.signal,
    });
    request.abort();
    await reading;
    expect(stopped[0]!.aborted).toBe(true);
  });

  it('settles a VIN when enough looks agree, and passes the deadline to the scan', async () => {
    const { result, texts, scans } = await read([`VIN ${VW}\nTYRES 205/55R16`, VW, VW]);
    expect(result).toEqual({ vin: VW, method: 'ocr', passes: 3 });
    expect(texts).toHaveLength(3);
    expect(scans).toEqual([12_345]);
  });

  it('needs three looks for a VIN no check digit vouches for, two for one it does', async () => {
    expect((await read([VW, VW])).result).toBeNull();
    expect((await read([HONDA, HONDA])).result?.vin).toBe(HONDA);
  });

  it('answers nothing when looks of the line disagree, or the VIN rules refuse it', async () => {
    const rival = 'WVWZZZ1KZ9W123458';
    expect((await read([VW, VW, VW, rival], [], [VW, rival])).result).toBeNull();
    expect((await read([VW, VW, VW], [], [])).result).toBeNull();
  });

  it('outvotes a rival that needed repairs four to one, never one read as printed', async () => {
    // A rival that passes only once repaired (B read for 8 at the end) weighs half.
    const repairedRival = 'WVWZZZ1KZ9W12345B';
    const rival = 'WVWZZZ1KZ9W123458';
    expect((await read([VW, VW, VW, repairedRival], [], [VW, rival])).result?.vin).toBe(VW);
    const twice = [VW, VW, VW, repairedRival, repairedRival];
    expect((await read(twice, [], [VW, rival])).result).toBeNull();
    // Looks of one line misread a glyph alike: four to one is no answer between two readings.
    expect((await read([VW, VW, VW, VW, rival], [], [VW, rival])).result).toBeNull();
  });

  it('counts a look that reads the line as no VIN against a VIN no check digit vouches for', async () => {
    // A glyph dropped (16 characters): that look read the line otherwise.
    const dropped = 'WVWZZZ1KZ9W12356';
    expect((await read([VW, VW, VW, dropped])).result).toBeNull();
    expect((await read([VW, VW, VW, VW, dropped])).result?.vin).toBe(VW);
    // A check digit that holds is evidence such a look is not.
    expect((await read([HONDA, HONDA, '1HGCM82633A00352'])).result?.vin).toBe(HONDA);
  });
});
