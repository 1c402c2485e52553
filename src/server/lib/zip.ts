// A ZIP archive written as a stream (yazl, decision 022) for the data export: entries are pulled
// one at a time from an async source only when the reader has taken the ones before (so at most
// about one file is held in memory), deflated by zlib's thread pool rather than on the event loop,
// and written in ZIP64 wherever an archive passes 4 GB or 65,535 entries.
import { Readable, type PassThrough } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  name: string;
  data: Uint8Array | string;
  /** false for data that is already compressed (WebP, JPEG, PNG, PDF): it is stored as it is. */
  compress?: boolean;
}

export interface ZipStreamOptions {
  /** The entries' modification time (now by default). */
  mtime?: Date;
  /** ZIP64 records even where they are not needed (for tests; yazl adds them where needed). */
  forceZip64Format?: boolean;
  /** Told of an error of the source or the writer (not of a reader going away). */
  onError?: (error: Error) => void;
}

/**
 * The archive of `entries` as a Node stream. The next entry is asked for when yazl starts
 * writing the current one, and yazl starts an entry only after the one before has gone into the
 * output, which fills no further than its buffer while the reader is not reading. An error from
 * the source ends the stream with that error.
 */
export function zipStream(
  entries: AsyncIterable<ZipEntry>,
  options: ZipStreamOptions = {},
): Readable {
  const zip = new ZipFile();
  // yazl's output is a PassThrough (its types say only NodeJS.ReadableStream).
  const output = zip.outputStream as unknown as PassThrough;
  const iterator = entries[Symbol.asyncIterator]();
  const mtime = options.mtime ?? new Date();
  const forceZip64Format = options.forceZip64Format ?? false;
  let stopped = false;
  const fail = (cause: unknown) => {
    if (stopped) return;
    stopped = true;
    const error = cause instanceof Error ? cause : new Error(String(cause));
    options.onError?.(error);
    output.destroy(error);
  };
  zip.on('error', fail);
  // A reader that goes away stops the source too (its files are not read for nothing).
  output.once('close', () => {
    if (stopped) return;
    stopped = true;
    void iterator.return?.()?.catch(() => undefined);
  });

  const addNext = async (): Promise<void> => {
    const next = await iterator.next();
    if (stopped) return;
    if (next.done) {
      zip.end({ forceZip64Format, comment: '' });
      return;
    }
    const { name, data, compress = true } = next.value;
    const body =
      typeof data === 'string'
        ? Buffer.from(data, 'utf8')
        : Buffer.from(data.buffer, data.byteOffset, data.byteLength); // a view, not a copy
    zip.addReadStreamLazy(
      name,
      { mtime, compress, forceZip64Format, size: body.length },
      (callback) => {
        callback(null, Readable.from([body], { objectMode: false }));
        addNext().catch(fail);
      },
    );
  };
  addNext().catch(fail);
  return output;
}

/**
 * The archive as a web stream for a Response, read only as the client reads. Node's
 * Readable.toWeb could still push a chunk into a stream the client had cancelled, which threw
 * outside any request ("Controller is already closed"): here a client that goes away ends the
 * archive, and nothing is written after.
 */
export function zipResponseBody(zip: Readable): ReadableStream<Uint8Array<ArrayBuffer>> {
  const chunks = zip[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let cancelled = false;
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (cancelled) return;
      if (done) controller.close();
      else controller.enqueue(new Uint8Array(value) as Uint8Array<ArrayBuffer>);
    },
    async cancel() {
      cancelled = true;
      await chunks.return?.();
    },
  });
}
