import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { readZipFile } from '../test/read-zip.ts';
import { zipStream, type ZipEntry } from './zip.ts';

async function* listed(entries: ZipEntry[]) {
  yield* entries;
}

/** Lets every pending callback, timer and I/O completion run a few times over. */
async function settle() {
  for (let round = 0; round < 20; round += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('zipStream', () => {
  it('writes text (deflated) and binary (stored) entries that another reader reads back', async () => {
    const picture = randomBytes(50_000);
    const text = 'Odo, Odo, Odo\r\n'.repeat(2_000);
    const zip = await buffer(
      zipStream(
        listed([
          { name: 'README.txt', data: text },
          { name: 'data/empty.csv', data: '' },
          { name: 'files/photos/a/b-800.webp', data: picture, compress: false },
        ]),
      ),
    );
    const { files, zip64 } = await readZipFile(zip);
    expect([...files.keys()]).toEqual([
      'README.txt',
      'data/empty.csv',
      'files/photos/a/b-800.webp',
    ]);
    expect(files.get('README.txt')!.toString('utf8')).toBe(text);
    expect(files.get('data/empty.csv')!.length).toBe(0);
    expect(files.get('files/photos/a/b-800.webp')!.equals(picture)).toBe(true);
    expect(zip64).toBe(false);
    // The repeated text was deflated, the random picture stored: the archive is about its size.
    expect(zip.length).toBeLessThan(picture.length + 5_000);
  });

  it('writes ZIP64 records when forced, and the reader still reads every entry', async () => {
    const entries = [
      { name: 'a.json', data: JSON.stringify({ a: 1 }) },
      { name: 'files/b.bin', data: randomBytes(1_000), compress: false },
    ];
    const { files, zip64 } = await readZipFile(
      await buffer(zipStream(listed(entries), { forceZip64Format: true })),
    );
    expect(zip64).toBe(true);
    expect(files.get('a.json')!.toString()).toBe('{"a":1}');
    expect(files.get('files/b.bin')!.equals(entries[1]!.data as Buffer)).toBe(true);
  });

  it('pulls entries from the source only as fast as the archive is read', async () => {
    let pulled = 0;
    const count = 40;
    async function* big() {
      for (let index = 0; index < count; index += 1) {
        pulled += 1;
        yield { name: `files/${index}.bin`, data: randomBytes(64 * 1024), compress: false };
      }
    }
    const stream: Readable = zipStream(big());
    // Nobody reads: the writer stops once its buffer is full, after a file or two.
    await settle();
    expect(pulled).toBeGreaterThan(0);
    expect(pulled).toBeLessThan(5);
    const first = stream.read() as Buffer | null;
    expect(first?.readUInt32LE(0)).toBe(0x04034b50); // the first local file header came out
    await settle();
    expect(pulled).toBeLessThan(8);
    // Read the rest: every entry is pulled and the archive is whole.
    const rest: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => rest.push(chunk));
    await once(stream, 'end');
    expect(pulled).toBe(count);
    const { files } = await readZipFile(Buffer.concat([first!, ...rest]));
    expect(files.size).toBe(count);
  });

  it('ends the stream with the source’s error, and says so', async () => {
    const errors: Error[] = [];
    async function* broken(): AsyncGenerator<ZipEntry> {
      yield { name: 'a.txt', data: 'a' };
      throw new Error('storage unreachable');
    }
    const stream = zipStream(broken(), { onError: (error) => errors.push(error) });
    await expect(buffer(stream)).rejects.toThrow('storage unreachable');
    expect(errors.map((error) => error.message)).toEqual(['storage unreachable']);
  });

  it('stops pulling the source when the reader goes away', async () => {
    let pulled = 0;
    let closed = false;
    async function* endless(): AsyncGenerator<ZipEntry> {
      try {
        for (;;) {
          pulled += 1;
          yield { name: `files/${pulled}.bin`, data: randomBytes(64 * 1024), compress: false };
        }
      } finally {
        closed = true;
      }
    }
    const stream = zipStream(endless());
    await settle();
    stream.destroy();
    await settle();
    expect(closed).toBe(true);
    const after = pulled;
    await settle();
    expect(pulled).toBe(after);
  });
});
