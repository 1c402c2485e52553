// The built-in Car Lens reader: a photo → a VIN. zxing reads barcodes (a worker thread) while
// PP-OCR finds the photo's text lines and reads them, the lines that may hold a VIN again in other
// looks (text-scan.ts, decision 028); a barcode that passes the VIN rules settles it at once (in
// the whole photo, or in the part of a wide shot the scan looked at closer), otherwise enough
// agreeing looks and no disagreeing one (vin-votes.ts). A wrong VIN is worse than none.
import sharp from 'sharp';
import { READ_ONLY_DECODE_OPTIONS } from '../storage/images.ts';
import type { Readers } from './readers.ts';
import type { TextScan } from './text-scan.ts';
import { vinCandidates } from './vin-candidates.ts';
import { VinVotes, type AcceptVin } from './vin-votes.ts';

export interface ReadOptions {
  readers: Readers;
  /** Accepts a VIN that passes the VIN rules (decodes it) or says no (unknown maker, bad year). */
  accept: AcceptVin;
  /** Sees every text read, for the best partial reading when no VIN is (vin-partial.ts). */
  onText?: ((text: string) => void) | undefined;
  /** Epoch ms after which no further look starts. */
  deadline: number;
  signal?: AbortSignal | undefined;
}

export interface ReadVin {
  vin: string;
  method: 'barcode' | 'ocr';
  /** Looks read (1 = the barcode or the first look). */
  passes: number;
}

/** Long side of the copy the barcode reader gets: enough for a Code 39 in a 12 MP photo. */
const BARCODE_SIZE = 1800;

/** The photo upright, grey and contrast-stretched, as a PNG for the barcode reader. */
function barcodeImage(photo: Uint8Array): Promise<Buffer> {
  return sharp(photo, READ_ONLY_DECODE_OPTIONS)
    .rotate()
    .resize({ width: BARCODE_SIZE, height: BARCODE_SIZE, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The barcodes zxing finds in `image` (any picture), or none when it cannot read it. */
function barcodesIn(image: Uint8Array, readers: Readers): Promise<string[]> {
  return barcodeImage(image)
    .then((png) => readers.barcodes(png))
    .catch(() => [] as string[]);
}

/** The first VIN among the barcodes' payloads that passes the VIN rules, or null. */
async function barcodeVin(codes: string[], votes: VinVotes): Promise<ReadVin | null> {
  for (const code of codes) {
    for (const candidate of vinCandidates(code)) {
      if (await votes.accepted(candidate.vin, candidate.fixes))
        return { vin: candidate.vin, method: 'barcode', passes: 1 };
    }
  }
  return null;
}

export async function readVin(photo: Uint8Array, options: ReadOptions): Promise<ReadVin | null> {
  const votes = new VinVotes(options.accept);
  // The text scan stops once its answer is not wanted: a barcode settled the VIN, or the request
  // went away (left running, it took the cores from the next photo's scan).
  const settled = new AbortController();
  const unwanted = options.signal
    ? AbortSignal.any([options.signal, settled.signal])
    : settled.signal;
  const barcodes = barcodesIn(photo, options.readers);
  const scan = options.readers.scan(photo, options.deadline, unwanted);
  // Don't leave a rejection unhandled when a barcode settles first.
  scan.catch(() => undefined);
  const fromBarcode = await barcodeVin(await barcodes, votes);
  if (fromBarcode) {
    settled.abort();
    return fromBarcode;
  }
  if (options.signal?.aborted) return null;
  return fromScan(await scan, votes, options);
}

/** The VIN a barcode of the scan's closer look holds, else the one the scan's looks settle. */
async function fromScan(
  { passes, closer }: TextScan,
  votes: VinVotes,
  options: ReadOptions,
): Promise<ReadVin | null> {
  // A wide shot's label, cut from the photo at its own resolution: its barcode may read there.
  const fromCloser = closer && (await barcodeVin(await barcodesIn(closer, options.readers), votes));
  if (fromCloser) return fromCloser;
  for (const text of passes) {
    options.onText?.(text);
    await votes.count(text, false);
  }
  const vin = votes.settled();
  return vin ? { vin, method: 'ocr', passes: passes.length } : null;
}
