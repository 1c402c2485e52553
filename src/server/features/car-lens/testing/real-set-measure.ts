// The built-in reader over the real photo set (testing/real-set: 69 real photos of door-pillar
// labels and windscreen tags, issue 29): a split's exact-VIN rate per kind and market, and every
// miss or wrong VIN, as printable lines. Used by real-set.test.ts (the frozen split) and by
// `npm run bench -- lensrate` (both splits).
import fs from 'node:fs';
import path from 'node:path';
import { readPhotos } from './photo-set-measure.ts';

export type RealSplit = 'dev' | 'test';

export interface RealPhoto {
  file: string;
  sha256: string;
  vin: string;
  kind: 'pillar-label' | 'windscreen-tag';
  northAmerican: boolean;
  source: { repo: string; path: string; commit: string };
}

const SET = path.join(import.meta.dirname, 'real-set');

export function loadRealSplit(split: RealSplit) {
  const manifest = JSON.parse(fs.readFileSync(path.join(SET, `${split}.json`), 'utf8')) as {
    photos: RealPhoto[];
  };
  return manifest.photos.map((entry) => ({
    entry,
    body: fs.readFileSync(path.join(SET, 'photos', entry.file)),
  }));
}

export interface RealOutcome {
  entry: RealPhoto;
  read: string | null;
}

function rate(list: RealOutcome[]) {
  const right = list.filter((o) => o.read === o.entry.vin).length;
  const wrong = list.filter((o) => o.read && o.read !== o.entry.vin).length;
  return `${right}/${list.length} (${Math.round((100 * right) / Math.max(1, list.length))}%), wrong ${wrong}`;
}

export async function measureRealSplit(split: RealSplit) {
  const photos = loadRealSplit(split);
  const started = performance.now();
  // Two photos at a time (one per OCR worker), the server's largest limit: time decides nothing.
  const reads = await readPhotos(
    photos.map((photo) => photo.body),
    2,
  );
  const outcomes: RealOutcome[] = photos.map((photo, index) => ({
    entry: photo.entry,
    read: reads[index]?.vin ?? null,
  }));
  const ms = performance.now() - started;
  const groups = new Map<string, RealOutcome[]>();
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
          `${o.read ? 'WRONG' : 'miss '} ${o.entry.file} (${o.entry.kind}, ${o.entry.vin}): ${o.read ?? 'nothing'}`,
      ),
  ];
  return {
    outcomes,
    right: outcomes.filter((o) => o.read === o.entry.vin).length,
    wrong: outcomes.filter((o) => o.read && o.read !== o.entry.vin),
    lines,
  };
}
