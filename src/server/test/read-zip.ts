// Reads a ZIP in tests with yauzl, a reader written apart from the writer (yazl): name → bytes,
// with each entry's CRC checked by yauzl as it is inflated.
import { buffer } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';

export interface ReadZip {
  files: Map<string, Buffer>;
  /** Whether the archive ends with ZIP64 end-of-central-directory records. */
  zip64: boolean;
}

export async function readZipFile(zip: Uint8Array): Promise<ReadZip> {
  const bytes = Buffer.from(zip);
  const archive = await fromBufferPromise(bytes, { strictFileNames: true });
  const files = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    files.set(entry.fileName, await buffer(await archive.openReadStreamPromise(entry)));
  }
  // The ZIP64 end-of-central-directory locator sits just before the classic end record.
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const zip64 = end >= 20 && bytes.readUInt32LE(end - 20) === 0x07064b50;
  return { files, zip64 };
}

/** The files of a ZIP (see readZipFile). */
export async function readZip(zip: Uint8Array): Promise<Map<string, Buffer>> {
  return (await readZipFile(zip)).files;
}
