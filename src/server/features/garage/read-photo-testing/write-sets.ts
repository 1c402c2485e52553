// Writes the rendered development sets for the photo readers (node write-sets.ts <split> <seed>
// [count] [pump]): <count> odometer and <count> receipt photos with a manifest of their truth,
// under read-photo-data/ — or, with `pump`, <count> pump displays as the split's receipts.
import fs from 'node:fs';
import path from 'node:path';
import { pickFaults, photograph, rng } from './degrade.ts';
import { renderOdometer } from './render-odometer.ts';
import { renderPump } from './render-pump.ts';
import { renderReceipt } from './render-receipt.ts';

const [split = 'dev', seedText = '1', countText = '36', what = 'both'] = process.argv.slice(2);
const seed = Number(seedText);
const count = Number(countText);
const root = path.join(import.meta.dirname, '..', 'read-photo-data', split);

const kinds = what === 'pump' ? (['receipt'] as const) : (['odometer', 'receipt'] as const);
for (const kind of kinds) {
  const dir = path.join(root, kind);
  fs.mkdirSync(dir, { recursive: true });
  const r = rng(seed * 1000 + (kind === 'odometer' ? 1 : 2));
  const manifest = [];
  for (let i = 0; i < count; i++) {
    const scene =
      kind === 'odometer' ? renderOdometer(r) : what === 'pump' ? renderPump(r) : renderReceipt(r);
    const level = i % 3 === 0 ? 0 : i % 3 === 1 ? 0.5 : 1;
    const faults = pickFaults(r, level);
    const file = `${kind}-${String(i + 1).padStart(3, '0')}.jpg`;
    fs.writeFileSync(path.join(dir, file), await photograph(scene.svg, faults, r));
    manifest.push({
      file,
      source: 'rendered',
      generator: `read-photo-testing/write-sets.ts ${split} ${seed}`,
      licence: 'project',
      style: scene.style,
      faults: {
        ...faults,
        rotate: Math.round(faults.rotate * 10) / 10,
        blur: Math.round(faults.blur * 100) / 100,
        noise: Math.round(faults.noise),
      },
      truth: scene.truth,
    });
  }
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
}
