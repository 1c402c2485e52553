// Splits a question set into the frozen test split (a quarter of each kind, picked at random with a
// recorded seed) and the development split. Run once, before the engine was changed:
//   node src/server/features/ask-odo/eval/split.ts <all-questions.json>
// It writes data/test-split.json and data/dev-split.json (one question a line).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SPLIT_SEED = 280_028;
export const TEST_SHARE = 0.25;

interface Item {
  id: string;
  kind: string;
}

/** mulberry32: a small seeded generator, so the same seed always picks the same questions. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A quarter of each kind (rounded) goes to the test split; the order of each file is the set's. */
export function splitSet<T extends Item>(items: T[], seed = SPLIT_SEED) {
  const next = random(seed);
  const testIds = new Set<string>();
  const kinds = [...new Set(items.map((item) => item.kind))].sort();
  for (const kind of kinds) {
    const ids = items
      .filter((item) => item.kind === kind)
      .map((item) => item.id)
      .sort();
    for (let i = ids.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
    for (const id of ids.slice(0, Math.round(ids.length * TEST_SHARE))) testIds.add(id);
  }
  return {
    test: items.filter((item) => testIds.has(item.id)),
    dev: items.filter((item) => !testIds.has(item.id)),
  };
}

/** One question a line, so a diff shows which questions changed. */
export function formatSplit(items: unknown[]): string {
  return `[\n${items.map((item) => `  ${JSON.stringify(item)}`).join(',\n')}\n]\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv[2];
  if (!source) throw new Error('usage: node split.ts <all-questions.json>');
  const items = JSON.parse(fs.readFileSync(source, 'utf8')) as Item[];
  const { test, dev } = splitSet(items);
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'test-split.json'), formatSplit(test));
  fs.writeFileSync(path.join(dir, 'dev-split.json'), formatSplit(dev));
  console.warn(
    `${items.length} questions: ${test.length} test, ${dev.length} dev (seed ${SPLIT_SEED})`,
  );
}
