// The built-in reader over the rendered photo set (testing/photos, issue 29): each split's photos
// read two at a time with a generous limit, the exact-VIN rate per kind and every miss or wrong VIN
// as printable lines. Used by photo-set.test.ts (the frozen split, 0 wrong asserted), by
// read-rate.test.ts (its read loop) and by
// `npm run bench -- lensrate` (both splits' rates, written to bench/results.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { vinDecoder } from '../../vehicle-data/vin.ts';
import { readVin, type ReadVin } from '../pipeline.ts';
import { carLensReaders } from '../readers.ts';
import { acceptableReading } from '../vin-acceptance.ts';
import type { PhotoEntry } from './render-photos.ts';

export type PhotoSplit = 'dev' | 'test';

const PHOTOS = path.join(import.meta.dirname, 'photos');
/**
 * The largest limit the server takes (CARLENS_TIMEOUT_MS ≤ 120 s; its default is 3 s): a read
 * that finds its VIN ends at once, so a busy machine slows the run without changing an answer.
 */
const READ_LIMIT_MS = 120_000;

export interface PhotoOutcome {
  entry: PhotoEntry;
  read: string | null;
}

export interface PhotoSetResult {
  split: PhotoSplit;
  outcomes: PhotoOutcome[];
  wrong: PhotoOutcome[];
  right: number;
  ms: number;
  /** Per kind and per market, then overall, then each miss and wrong VIN. */
  lines: string[];
}

export function loadPhotoSplit(split: PhotoSplit) {
  const manifest = JSON.parse(fs.readFileSync(path.join(PHOTOS, `${split}.json`), 'utf8')) as {
    photos: PhotoEntry[];
  };
  return manifest.photos.map((entry) => ({
    entry,
    body: fs.readFileSync(path.join(PHOTOS, entry.file)),
  }));
}

function rate(list: { entry: { vin: string }; read: string | null }[]) {
  const right = list.filter((o) => o.read === o.entry.vin).length;
  const wrong = list.filter((o) => o.read && o.read !== o.entry.vin).length;
  return `${right}/${list.length} (${Math.round((100 * right) / Math.max(1, list.length))}%), wrong ${wrong}`;
}

/**
 * Reads every photo, `atOnce` at a time, with the VIN rules of the server (the decoder must accept
 * the VIN, and a repaired reading must pass acceptableReading as in the API) and the generous
 * limit; the readings in the photos' order.
 */
export async function readPhotos(bodies: Buffer[], atOnce: number): Promise<(ReadVin | null)[]> {
  const decoder = await vinDecoder(path.join(os.tmpdir(), 'odo-vpic'));
  const readers = await carLensReaders(2);
  const reads: (ReadVin | null)[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      for (let index = next++; index < bodies.length; index = next++) {
        reads[index] = await readVin(bodies[index]!, {
          readers,
          deadline: Date.now() + READ_LIMIT_MS,
          accept: async (vin, fixes) => {
            try {
              return acceptableReading(await decoder.decode(vin), fixes);
            } catch {
              return false;
            }
          },
        });
      }
    }),
  );
  return reads;
}

/** A photo of a measured set: its file, the VIN it holds, its kind and market. */
interface MeasuredEntry {
  file: string;
  vin: string;
  kind: string;
  northAmerican: boolean;
}

/**
 * Reads a split's photos (two at a time, one per OCR worker) and sums them up: the outcomes, the
 * right and wrong counts, and printable lines — the rate per kind and market, overall, then each
 * miss and wrong VIN, described by `about` (how the photo was made, or its kind).
 */
export async function measureSplit<E extends MeasuredEntry>(
  photos: { entry: E; body: Buffer }[],
  about: (entry: E) => string,
) {
  const started = performance.now();
  const reads = await readPhotos(
    photos.map((photo) => photo.body),
    2,
  );
  const outcomes = photos.map((photo, index) => ({
    entry: photo.entry,
    read: reads[index]?.vin ?? null,
  }));
  const ms = performance.now() - started;
  const groups = new Map<string, typeof outcomes>();
  for (const outcome of outcomes) {
    for (const key of [
      `kind ${outcome.entry.kind}`,
      outcome.entry.northAmerican ? 'VIN north-american' : 'VIN other markets',
    ]) {
      groups.set(key, [...(groups.get(key) ?? []), outcome]);
    }
  }
  const lines = [
    ...[...groups.entries()].sort().map(([key, list]) => `${key.padEnd(26)} ${rate(list)}`),
    `${'overall'.padEnd(26)} ${rate(outcomes)} in ${Math.round(ms)} ms`,
    ...outcomes
      .filter((o) => o.read !== o.entry.vin)
      .map(
        (o) =>
          `${o.read ? 'WRONG' : 'miss '} ${o.entry.file} (${about(o.entry)}, ${o.entry.vin}): ${o.read ?? 'nothing'}`,
      ),
  ];
  return {
    outcomes,
    wrong: outcomes.filter((o) => o.read && o.read !== o.entry.vin),
    right: outcomes.filter((o) => o.read === o.entry.vin).length,
    ms,
    lines,
  };
}

export async function measurePhotoSplit(split: PhotoSplit): Promise<PhotoSetResult> {
  const measured = await measureSplit(loadPhotoSplit(split), (entry) => entry.degradation);
  return { split, ...measured };
}
