// A chosen CSV file's bytes → text: UTF-8 (with or without a BOM), UTF-16 either way round
// (Excel's "Unicode text", some Android exports), or, failing UTF-8, Windows-1252.

export function decodeCsvBytes(bytes: Uint8Array): string {
  const [a, b] = [bytes[0], bytes[1]];
  if (a === 0xff && b === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (a === 0xfe && b === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  // UTF-16 without a BOM: a NUL beside most ASCII letters.
  const sample = bytes.subarray(0, 2_000);
  let evenNuls = 0;
  let oddNuls = 0;
  sample.forEach((byte, index) => {
    if (byte === 0) {
      if (index % 2 === 0) evenNuls += 1;
      else oddNuls += 1;
    }
  });
  if (oddNuls > sample.length / 4) return new TextDecoder('utf-16le').decode(bytes);
  if (evenNuls > sample.length / 4) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export async function readCsvFile(file: Blob): Promise<string> {
  return decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
}
