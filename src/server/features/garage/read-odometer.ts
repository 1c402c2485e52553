// Reads an odometer from a photo, offline (lib/photo-text's reading process): PP-OCR's lines
// (decision 028), the drum's wheels, tesseract's looks and, for LCDs, the 7-segment reader; the
// text parsers pick the figure. The user confirms it in a form.
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { rowsText, withOneMore } from '../../lib/photo-text/text-lines.ts';

import { readText } from '../../lib/photo-text/text-reader.ts';
import { ODOMETER_TIPS, type OdometerReading } from '../../../shared/photo-readings.ts';
import { inspectImage, READ_ONLY_DECODE_OPTIONS } from '../storage/images.ts';
import { dialReading, odometerFromLines, type LinePick } from './odometer-lines.ts';
import { litTenthsWheel, tenthsWheelPast, wholeWheels } from './odometer-wheels.ts';
import { odometerCandidates, pickOdometer, surelyRead } from './odometer-text.ts';
import { odometerRow, sevenSegmentRows, type Grey } from './seven-segment.ts';

import { closerReading, modelLines, notRecognised, png, prepared } from './read-photo-steps.ts';

/** Ink grown by this many px joins a 7-segment digit's bars at the working size. */
const GROW = 5;

const rawGrey = async (image: Sharp): Promise<Grey> => {
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
};

/** sharp over raw pixels as `toBuffer({ resolveWithObject: true })` gave them. */
const fromRaw = ({ data, info }: { data: Buffer; info: OutputInfo }): Sharp =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/**
 * The odometer as 7-segment digits (an LCD), or null when no clean row of them is found: read
 * at a few angles (the bars are sampled upright), the value most angles agree on.
 */
async function sevenSegmentReading(base: Buffer): Promise<number | null> {
  const votes = new Map<number, number>();
  // Decoded once and turned as raw pixels: the same pixels as a PNG of each turn, at half the
  // CPU (measured on the 198 odometer photos of every split: identical images, 91 → 47 CPU-s).
  const decoded = await sharp(base).raw().toBuffer({ resolveWithObject: true });
  for (const angle of [0, -3, 3, -6, 6, -9, 9]) {
    const turned = await fromRaw(decoded)
      .rotate(angle, { background: '#fff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [joined, plain] = await Promise.all([
      rawGrey(fromRaw(turned).threshold(128).dilate(GROW)),
      rawGrey(fromRaw(turned).threshold(128)),
    ]);
    const row = odometerRow(sevenSegmentRows(joined, plain, GROW));
    const value = row ? Number(row.digits) : 0;
    if (value > 0) votes.set(value, (votes.get(value) ?? 0) + 1);
  }
  const [best] = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 2 ? best[0] : null;
}

/** A reading that is also a speedometer's mark is offered only at least this sure. */
const MARK_SURE = 0.7;

/**
 * A plain line's reading, or null when it is a drum whose wheels cannot be placed. A drum's whole
 * wheels end where one of another colour starts in the photo (odometer-wheels.ts); where none
 * does, six are whole and a seventh is the tenths, as the line read them. Five whole wheels read
 * less surely are taken only when the tenths wheel shows just past them; six from no leading 0
 * with nothing by them lose the sixth when it is a lit tenths wheel.
 */
async function asReading(
  { value, unit, confidence, wheels }: LinePick,
  image: Buffer,
): Promise<OdometerReading | null> {
  if (!wheels) return { reading: { value, unit }, confidence };
  if (wheels.lit) {
    const lit = await litTenthsWheel(image, wheels.line);
    const whole = lit ? Number(wheels.digits.slice(0, 5)) : value;
    return { reading: { value: whole, unit }, confidence };
  }
  if (wheels.tenthsPast) {
    const seen = await tenthsWheelPast(image, wheels.line, wheels.digits.length);
    return seen ? { reading: { value, unit }, confidence } : null;
  }
  const whole = await wholeWheels(image, wheels.line, wheels.digits.length);
  if (whole === null && wheels.digits.length >= 8) return null;
  const drum = whole === null ? value : Number(wheels.digits.slice(0, whole));
  return drum > 0 ? { reading: { value: drum, unit }, confidence } : null;
}

export async function readOdometerPhoto(upload: Uint8Array): Promise<OdometerReading> {
  const { photo } = await inspectImage(upload);
  try {
    return await readOdometer(photo, true);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'not_recognised')) throw error;
    // A phone held sideways without saying so (no EXIF turn): the cluster's lines run up or down
    // the photo and read as nothing. Turned a quarter either way, a plain odometer line is taken.
    for (const angle of [90, 270]) {
      const turned = await png(sharp(photo, READ_ONLY_DECODE_OPTIONS).rotate().rotate(angle));
      const { lines, image } = await modelLines(turned, true);
      const plain = odometerFromLines(lines);
      const reading = plain && (await asReading(plain, image));
      if (reading) return reading;
    }
    throw error;
  }
}

async function readOdometer(photo: Uint8Array, closer: boolean): Promise<OdometerReading> {
  const { lines: read, image } = await modelLines(photo, true);
  // One line that says plainly it is the odometer (its unit beside it, or the only such figure)
  // is the answer: on real dashboards the other looks read the dial's scale and the clock.
  const plain = odometerFromLines(read);
  const fromLine = plain && (await asReading(plain, image));
  if (fromLine) return fromLine;
  const base = await prepared(photo, 1000);
  const seen = await sevenSegmentReading(base);
  const fromCloser =
    closer && (await closerReading(photo, read, (crop) => readOdometer(crop, false)));
  if (fromCloser) return fromCloser;
  // A number's line cut wider read one 1 more (an LCD's last 1, a bar a digit's width away): taken
  // when the 7-segment reader, which sees every bar, reads that number too.
  const lines = read.map(({ wider, ...line }) =>
    wider && seen !== null && Number(wider.text) === seen ? { ...line, ...wider } : line,
  );
  const modelText = rowsText(lines);
  const model = pickOdometer([modelText]);
  // The other way round: a 1 at an end of the number that PP-OCR read and the 7-segment reader
  // left out (a 1's two bars, blurred apart, are no digit's height).
  const segments =
    seen !== null && model !== null && withOneMore(String(seen), String(model.value))
      ? model.value
      : seen;
  // PP-OCR's reading votes only when sure (the number alone in its row, read surely), as two
  // looks like the 7-segment reader's: it reads LCDs well and drums (cut in pieces) badly.
  const sure = model !== null && surelyRead(lines, model.value);
  const modelLooks = sure ? [modelText, modelText] : [];
  const extra = segments === null ? [] : [{ value: segments, votes: 2 }];
  let picked: ReturnType<typeof pickOdometer>;
  if (sure && segments === model.value && model.unit) {
    // Two readers agree (four votes): tesseract's looks (three at most) cannot outvote them, and
    // the unit is read.
    picked = pickOdometer(modelLooks, extra);
  } else {
    const looks = await Promise.all([
      png(sharp(base)),
      // Blurring closes the gaps between 7-segment bars; thresholding then gives solid digits.
      png(sharp(base).blur(2.5).threshold(150)),
      png(sharp(base).median(3).threshold(128)),
    ]);
    const read = (look: Buffer) => readText(look, { layout: 'sparse' }).then(({ text }) => text);
    const texts = await Promise.all(looks.slice(0, 2).map(read));
    // The third look can change the value only when the first two, the 7-segment reading and
    // PP-OCR's leave it open (two agreeing looks outvote it), and the unit only when none was found.
    const firstOf = (text: string) => odometerCandidates(text)[0]?.value;
    const agreed = firstOf(texts[0]!);
    const settled =
      agreed !== undefined &&
      agreed === firstOf(texts[1]!) &&
      (segments ?? agreed) === agreed &&
      (sure ? model.value : agreed) === agreed;
    picked = pickOdometer([...texts, ...modelLooks], extra);
    if (!settled || !(picked?.unit ?? model?.unit)) {
      texts.push(await read(looks[2]!));
      picked = pickOdometer([...texts, ...modelLooks], extra);
    }
  }
  // A speedometer's mark read from the dial, not the odometer (real photos: 100, 140, 220 offered
  // at 0.61 at most, among rivals), or two of its marks read as one number ("6080" at 0.36 on a
  // real drum): not sure enough to offer.
  if (!picked || (dialReading(picked.value) && picked.confidence < MARK_SURE))
    throw notRecognised('an odometer', ODOMETER_TIPS);
  // The unit as PP-OCR read it (beside the number or anywhere on the cluster) when no look had one.
  const unit = picked.unit ?? model?.unit ?? null;
  return { reading: { value: picked.value, unit }, confidence: picked.confidence };
}
