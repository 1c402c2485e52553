// Car Lens's text reading (decision 028), run in the readers' process: the photo's text lines
// found and read by PP-OCR (lib/text-model) — a line the detector split in pieces on one row read
// whole — then each line that may hold a VIN read again in other cuts and at another detector
// scale. Each look is one pass of text for vin-votes.ts: a VIN settles when several passes agree
// on it and none (or far fewer) reads that line otherwise.
import sharp from 'sharp';
import { READ_ONLY_DECODE_OPTIONS } from '../storage/images.ts';
import type { RgbImage } from '../../lib/text-model/box-crop.ts';
import { lengthways, rowRuns, type TextBox } from '../../lib/text-model/text-boxes.ts';
import {
  closerLook,
  medianHeight,
  smallPrint,
  textRegion,
} from '../../lib/text-model/closer-look.ts';
import { wmiMake } from '../../lib/vin-wmi.ts';
import { PhotoLooks } from './photo-looks.ts';
import { mayHoldVin } from './vin-partial.ts';

/** Long side the photo is read at: a VIN filling a tenth of a 12 MP frame keeps ~15 px glyphs. */
const WORKING_SIZE = 1800;
/** A photo smaller than this is enlarged before reading (a 256 px photo's print is 5–10 px). */
const SMALL_SIZE = 700;
const ENLARGE = 3;
/** The detector reads at these long sides: the first for every photo, the second for VIN lines. */
const FIRST_SCALE = 960;
const SECOND_SCALE = 1280;
/**
 * An enlarged small photo's second look: 1,024 px (at 1,280 it cost twice the time, read the
 * same), at most the enlarged copy's own size, as the first look: a 256 px photo (768 px once
 * enlarged) is not enlarged again (measured on 235 photos under 700 px: the same readings; that
 * look ~40% cheaper, a 256 px photo's scan 15–30%). At the first look's size it finds and reads
 * what the first look did, which PhotoLooks keeps: it then costs nothing (a 256 px photo's scan
 * p50 550 → 347 ms on a slow machine, the same passes on the 104 photos of both splits).
 */
const SMALL_SECOND_SCALE = 1024;
/** A VIN line is long: 17 characters are at least ~3 times as long as tall. */
const MIN_LINE_ASPECT = 3;
/** Pieces of one row further apart than this (× their height) are not read as one line. */
const ROW_GAP = 2.5;
/** A row of pieces is read as one line when at least this long (17 characters are ~10 × tall). */
const MIN_RUN_ASPECT = 6;
/** At most this many rows of pieces are read per look (a document has many). */
const MAX_RUNS = 8;
/** The other cuts a VIN line is read in: looser and tighter around the glyphs. */
const LINE_CUTS = [1.3, 0.8, 1.6];
/**
 * The softened look's blur, × the VIN lines' height (σ ≈ 2 px of the recogniser's 48 px line).
 * Measured on 904 rendered photos (decision 028): 1/24 read 11 more VINs, 1/40 five, a median
 * filter fewer (its cut glyphs read as no VIN and count against), none a wrong VIN.
 */
const SOFTEN = 1 / 24;
/** Turns tried, in order, when the upright photo holds no VIN-like line (a photo taken sideways). */
const TURNS = [90, 270, 180] as const;

export interface TextScan {
  /** One text per look (a line per text line read); the first holds every line of the photo. */
  passes: string[];
  /** The part of the photo read closer (closer-look.ts), as a JPEG: a wide shot's label, where a
   * barcode too small in the whole photo may be read. */
  closer?: Uint8Array;
}

type Raw = { data: Buffer; info: { width: number; height: number } };

/** The photo upright (EXIF), in RGB, at most WORKING_SIZE on its long side: decoded once. */
function workingCopy(photo: Uint8Array): Promise<Raw> {
  return sharp(photo, READ_ONLY_DECODE_OPTIONS)
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .resize({ width: WORKING_SIZE, height: WORKING_SIZE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The working copy turned by `turn` degrees, a small photo enlarged. */
async function photoPixels(upright: Raw, turn: number): Promise<RgbImage & { enlarged: boolean }> {
  const { data, info } = turn
    ? await sharp(upright.data, {
        raw: { width: upright.info.width, height: upright.info.height, channels: 3 },
      })
        .rotate(turn)
        .raw()
        .toBuffer({ resolveWithObject: true })
    : upright;
  const image = { data, width: info.width, height: info.height, enlarged: false };
  if (Math.max(image.width, image.height) >= SMALL_SIZE) return image;
  const enlarged = await sharp(data, {
    raw: { width: info.width, height: info.height, channels: 3 },
  })
    .resize(info.width * ENLARGE, info.height * ENLARGE, { kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: enlarged.data,
    width: enlarged.info.width,
    height: enlarged.info.height,
    enlarged: true,
  };
}

const longEnough = (box: TextBox) => box.w / Math.max(1, box.h) >= MIN_LINE_ASPECT;

/** Reads `boxes` (one cut); the readings in order. */
async function readBoxes(looks: PhotoLooks, boxes: TextBox[], grow = 1): Promise<string[]> {
  const texts: string[] = [];
  for (const box of boxes) texts.push(await looks.read(box, grow));
  return texts;
}

/** Whether `box`'s centre lies on `line` (within its length, and a height beside it). */
function onLine(box: TextBox, line: TextBox): boolean {
  const dx = box.cx - line.cx;
  const dy = box.cy - line.cy;
  const along = dx * Math.cos(line.angle) + dy * Math.sin(line.angle);
  const across = -dx * Math.sin(line.angle) + dy * Math.cos(line.angle);
  return Math.abs(along) <= line.w / 2 + line.h && Math.abs(across) <= line.h;
}

/**
 * The text lines found at the detector's `scale` (long side) and their readings: each line long
 * enough for a VIN; when none may hold one, each row of pieces the detector split (a VIN printed
 * "WVWZZZ1JZ  XW772355" with a wide gap) read as one line, kept when it may hold a VIN. With
 * `near`, only what lies on one of those lines is read.
 */
async function readLines(
  looks: PhotoLooks,
  scale: number,
  enlarge = false,
  near: TextBox[] | null = null,
): Promise<{ boxes: TextBox[]; texts: string[] }> {
  const found = (await looks.linesAt(scale, enlarge))
    .map(lengthways)
    .filter((box) => !near || near.some((line) => onLine(box, line)));
  const boxes = found.filter(longEnough);
  const texts = await readBoxes(looks, boxes);
  if (texts.some(mayHoldVin)) return { boxes, texts };
  const runs = rowRuns(found, ROW_GAP)
    .filter(({ box }) => box.w / Math.max(1, box.h) >= MIN_RUN_ASPECT)
    .slice(0, MAX_RUNS)
    .map(({ box }) => box);
  const runTexts = await readBoxes(looks, runs);
  runs.forEach((box, index) => {
    if (!mayHoldVin(runTexts[index]!)) return;
    boxes.push(box);
    texts.push(runTexts[index]!);
  });
  if (texts.some(mayHoldVin)) return { boxes, texts };
  const lengthened = boxes.flatMap((box, index) => vinStartLengthened(box, texts[index]!) ?? []);
  const lengthenedTexts = await readBoxes(looks, lengthened);
  lengthened.forEach((box, index) => {
    if (!mayHoldVin(lengthenedTexts[index]!)) return;
    boxes.push(box);
    texts.push(lengthenedTexts[index]!);
  });
  return { boxes, texts };
}

/** Room a lengthened line gets beyond 17 glyphs of the width its first glyphs took. */
const LENGTHEN_SLACK = 1.1;

/**
 * A line that begins like a VIN — a maker code Odo knows, then 8 to 15 letters and digits in all
 * — whose box the detector ended early (glare across a label: a real Toyota label's
 * JTMKD31V305|035632, its end not found at all): the box lengthened along its line to the width
 * of 17 glyphs, to be read whole. Else null.
 */
export function vinStartLengthened(box: TextBox, text: string): TextBox | null {
  const run = text.toUpperCase().replace(/\s+/g, '');
  if (!/^[A-Z0-9]{8,15}$/.test(run) || !wmiMake(run.replace(/O/g, '0'))) return null;
  const w = box.w * (17 / run.length) * LENGTHEN_SLACK;
  const shift = (w - box.w) / 2;
  return {
    ...box,
    w,
    cx: box.cx + shift * Math.cos(box.angle),
    cy: box.cy + shift * Math.sin(box.angle),
  };
}

/**
 * The VIN lines read again from softened pixels (a Gaussian blur of σ = SOFTEN × the lines'
 * height, on the part of the photo around them): a dot-peen plate's dots merge into strokes and a
 * grainy photo's noise fades, where the sharp cuts read a dot's gap or a speck as another glyph.
 */
async function softenedLook(image: RgbImage, lines: TextBox[]): Promise<string> {
  // Around every line, with room for its loosest cut, in whole pixels.
  const around = textRegion(lines, image.width, image.height);
  const left = Math.floor(around.left);
  const top = Math.floor(around.top);
  const region = {
    left,
    top,
    width: Math.min(image.width, Math.ceil(around.left + around.width)) - left,
    height: Math.min(image.height, Math.ceil(around.top + around.height)) - top,
  };
  const data = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .extract(region)
    .blur(Math.max(0.5, medianHeight(lines) * SOFTEN))
    .raw()
    .toBuffer();
  const softened = { data, width: region.width, height: region.height };
  const shifted = lines.map((line) => ({ ...line, cx: line.cx - left, cy: line.cy - top }));
  return (await readBoxes(new PhotoLooks(softened), shifted)).join('\n');
}

const squeeze = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** Whether every cut (a pass: one line per VIN line) read each VIN line as `first` did. */
export function unanimous(first: string[], cuts: string[]): boolean {
  const lines = cuts.map((cut) => cut.split('\n'));
  return first.every((text, index) =>
    lines.every((cut) => squeeze(cut[index] ?? '') === squeeze(text)),
  );
}

/**
 * The passes of text read in a photo. Once a turn of the photo holds a VIN-like line, all its
 * looks are read whatever the time (they are what settles a VIN, and take well under a second:
 * a reading never depends on how busy the machine is); `deadline` (epoch ms) only stops trying
 * further turns of a photo with no such line.
 */
export async function scanPhotoText(
  photo: Uint8Array,
  deadline: number,
  closer = true,
  stopped: () => boolean = () => false,
): Promise<TextScan> {
  /** What a scan whose answer is no longer wanted answers: nothing read. */
  const none: TextScan = { passes: [] };
  const working = await workingCopy(photo);
  /** The upright photo's text: what is shown (a partial reading) when no turn holds a VIN line. */
  let upright: string | null = null;
  let small = false;
  let closerCrop: Buffer | undefined;
  for (const turn of [0, ...TURNS]) {
    // A small photo is not tried turned: its few lines read nothing turned either, and a second
    // each was most of its time (decision 028).
    if (turn !== 0 && (small || Date.now() >= deadline)) break;
    if (stopped()) return none;
    const image = await photoPixels(working, turn);
    small = image.enlarged;
    const looks = new PhotoLooks(image);
    let { boxes, texts } = await readLines(looks, FIRST_SCALE);
    upright ??= texts.join('\n');
    const longSide = Math.max(image.width, image.height);
    if (turn === 0 && !texts.some(mayHoldVin) && longSide > FIRST_SCALE * 1.25) {
      // A wide shot of a small label: lines too small for the detector at FIRST_SCALE are found
      // at the working copy's own size.
      ({ boxes, texts } = await readLines(looks, longSide));
    }
    const vinTexts = texts.filter(mayHoldVin);
    const vinLines = boxes.filter((_, index) => mayHoldVin(texts[index]!));
    // Small print in a large photo (a label across the car park): read again from the photo's
    // own pixels around the VIN lines (or around every line when none may hold a VIN yet).
    if (turn === 0 && closer && (vinLines.length === 0 || smallPrint(vinLines))) {
      // Around every line (a label's, its barcode with them), else around the VIN lines (a
      // document's, whose other lines fill the frame).
      const crop =
        (await closerLook(photo, longSide, boxes)) ??
        (vinLines.length ? await closerLook(photo, longSide, vinLines) : null);
      if (crop) {
        const scan = await scanPhotoText(crop, deadline, false, stopped);
        if (scan.passes.length > 1) return { ...scan, closer: crop };
        closerCrop = crop;
      }
    }
    if (vinLines.length === 0) continue;
    const passes = [texts.join('\n')];
    for (const grow of LINE_CUTS) {
      if (stopped()) return none;
      passes.push((await readBoxes(looks, vinLines, grow)).join('\n'));
    }
    // Every cut read each VIN line alike: the detector's second look (the costliest) is skipped
    // (measured: the same readings on the development split and on its 370 re-rendered photos,
    // a sixth less CPU; decision 028).
    if (unanimous(vinTexts, passes.slice(1))) {
      return { passes, closer: closerCrop };
    }
    if (stopped()) return none;
    // The detector at a larger scale (enlarging a small photo): other boxes, another look, of the
    // VIN lines only (measured: the same readings on the development split and its 370
    // re-rendered photos as reading every line again).
    const second = await readLines(
      looks,
      image.enlarged ? Math.min(SMALL_SECOND_SCALE, longSide) : SECOND_SCALE,
      true,
      vinLines,
    );
    passes.push(second.texts.filter(mayHoldVin).join('\n'));
    if (stopped()) return none;
    // And a softened look at them: a dot-peen plate's or a grainy photo's cuts disagree.
    passes.push(await softenedLook(image, vinLines));
    return { passes, closer: closerCrop };
  }
  return { passes: upright === null ? [] : [upright], closer: closerCrop };
}
