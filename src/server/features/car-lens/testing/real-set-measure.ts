// The built-in reader over the real photo set (testing/real-set: 69 real photos of door-pillar
// labels and windscreen tags, issue 29): a split's exact-VIN rate per kind and market, and every
// miss or wrong VIN, as printable lines. Used by real-set.test.ts (the frozen split) and by
// `npm run bench -- lensrate` (both splits).
import fs from 'node:fs';
import path from 'node:path';
import { measureSplit } from './photo-set-measure.ts';

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

export function measureRealSplit(split: RealSplit) {
  return measureSplit(loadRealSplit(split), (entry) => entry.kind);
}
