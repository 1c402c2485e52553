// The order of Car Lens's passes (pipeline.ts) with the OCR replaced by a recorder: which looks a
// photo gets, not what tesseract reads in them (read-rate and photo-set tests measure that). A
// small photo (256 px wide) is read only as cut-out lines, never as a whole photo (issue 29).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readVin } from './pipeline.ts';
import type { Readers } from './readers.ts';
import { europeanPillarLabel } from './testing/european-label.ts';

/** Readers that read nothing and record each look: singleLine (a cut-out line) or whole. */
function recordingReaders() {
  const looks: ('line' | 'whole')[] = [];
  const readers: Readers = {
    text: (_image, singleLine = false) => {
      looks.push(singleLine ? 'line' : 'whole');
      return Promise.resolve('');
    },
    barcodes: () => Promise.resolve([]),
    close: () => Promise.resolve(),
  };
  return { looks, readers };
}

async function looksOf(photo: Buffer) {
  const { looks, readers } = recordingReaders();
  const read = await readVin(photo, {
    readers,
    accept: () => Promise.resolve(true),
    deadline: Date.now() + 120_000,
  });
  return { read, looks };
}

describe('the passes a photo gets', () => {
  it('reads a full-size photo as lines, then as a whole photo', async () => {
    const { read, looks } = await looksOf(await europeanPillarLabel('WVWZZZ1KZ9W123456'));
    expect(read).toBeNull();
    expect(looks).toContain('line');
    expect(looks).toContain('whole');
  }, 60_000);

  it('reads a 256 px photo only as cut-out lines: its whole is too small for OCR', async () => {
    // The VIN across the whole width, its print large enough (≥ 10 px) to be read into a VIN.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="96">
      <rect width="256" height="96" fill="#fff"/>
      <text x="6" y="58" font-family="Liberation Mono" font-size="23">WVWZZZ1KZ9W123456</text>
    </svg>`;
    const small = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    const { read, looks } = await looksOf(small);
    expect(read).toBeNull();
    // The line surveyed, then read in its 8 variants.
    expect(looks.filter((look) => look === 'line').length).toBeGreaterThanOrEqual(9);
    expect(looks).not.toContain('whole');
  }, 60_000);
});
