// Field-level accuracy of the photo readers on a development split (read-photo-data/<split>):
// shared by the accuracy test and anyone re-measuring after a change.
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../lib/app-error.ts';
import { readOdometerPhoto } from './read-odometer.ts';
import { readReceiptPhoto } from './read-receipt.ts';

const root = path.join(import.meta.dirname, 'read-photo-data');

interface Entry<T> {
  file: string;
  style: string;
  truth: T;
}
type OdometerTruth = { value: number; unit: 'km' | 'mi' | null };
type ReceiptTruth = {
  date: string;
  volume: number;
  volumeUnit: string;
  pricePerUnit: number;
  total: number;
  currency: string;
};

/** The split's photos of one kind; none when the split has no such folder (no real receipts yet). */
function manifest<T>(split: string, kind: string): (Entry<T> & { path: string })[] {
  const dir = path.join(root, split, kind);
  if (!fs.existsSync(dir)) return [];
  const entries = JSON.parse(
    fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'),
  ) as Entry<T>[];
  return entries.map((entry) => ({ ...entry, path: path.join(dir, entry.file) }));
}

const notRead = (error: unknown) => {
  if (error instanceof AppError && error.code === 'not_recognised') return null;
  throw error;
};

/**
 * `read` over every item, two at a time (the text reader's pool has two workers; one photo at a
 * time left one idle for most of a read), the answers in the items' order. A read has no time
 * limit, so how many run at once changes no answer, only how long the measurement takes.
 */
async function inPairs<T, R>(items: T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let index = next++; index < items.length; index = next++) {
        answers[index] = await read(items[index]!);
      }
    }),
  );
  return answers;
}

/** Share of photos per field read exactly, and per style for the odometer value. */
export async function measureSplit(split: string) {
  const odometers = manifest<OdometerTruth>(split, 'odometer');
  const odometer = {
    photos: odometers.length,
    value: 0,
    unit: 0,
    wrong: 0,
    byStyle: {} as Record<string, [number, number]>,
  };
  const odometerReads = await inPairs(odometers, (entry) =>
    readOdometerPhoto(fs.readFileSync(entry.path)).catch(notRead),
  );
  for (const [index, entry] of odometers.entries()) {
    const read = odometerReads[index]!;
    const right = read?.reading.value === entry.truth.value;
    if (right) odometer.value += 1;
    else if (read) odometer.wrong += 1;
    if (read && read.reading.unit === entry.truth.unit) odometer.unit += 1;
    const style = (odometer.byStyle[entry.style] ??= [0, 0]);
    style[0] += right ? 1 : 0;
    style[1] += 1;
  }
  const receipts = manifest<ReceiptTruth>(split, 'receipt');
  const fields = ['date', 'volume', 'volumeUnit', 'pricePerUnit', 'total', 'currency'] as const;
  const receipt = {
    photos: receipts.length,
    all: 0,
    ...Object.fromEntries(fields.map((f) => [f, 0])),
  } as Record<(typeof fields)[number] | 'photos' | 'all', number>;
  const receiptReads = await inPairs(receipts, (entry) =>
    readReceiptPhoto(fs.readFileSync(entry.path)).catch(notRead),
  );
  for (const [index, entry] of receipts.entries()) {
    const read = receiptReads[index]!;
    let all = true;
    for (const field of fields) {
      const ok = read !== null && read[field] === entry.truth[field];
      if (ok) receipt[field] += 1;
      else all = false;
    }
    if (all) receipt.all += 1;
  }
  return { odometer, receipt };
}

/** The figures of one split as two printable lines (the test prints them, the bench writes them). */
export function accuracyLines(
  split: string,
  { odometer, receipt }: Awaited<ReturnType<typeof measureSplit>>,
): string[] {
  const pct = (n: number, of: number) => `${n}/${of} (${Math.round((100 * n) / Math.max(1, of))}%)`;
  const styles = Object.entries(odometer.byStyle)
    .map(([style, [right, of]]) => `${style} ${pct(right, of)}`)
    .join(', ');
  const fields = (['date', 'volume', 'volumeUnit', 'pricePerUnit', 'total', 'currency'] as const)
    .map((field) => `${field} ${pct(receipt[field], receipt.photos)}`)
    .join(', ');
  const lines = [
    `[${split}] odometer value ${pct(odometer.value, odometer.photos)} (${styles}); unit ${pct(odometer.unit, odometer.photos)}; wrong readings ${odometer.wrong}`,
    `[${split}] receipt ${fields}; every field ${pct(receipt.all, receipt.photos)}`,
  ];
  return lines.filter((_, index) => (index === 0 ? odometer.photos > 0 : receipt.photos > 0));
}
