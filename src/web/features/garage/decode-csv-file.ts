// A chosen CSV file's bytes → text: UTF-8 (with or without a BOM), UTF-16 either way round
// (Excel's "Unicode text", some Android exports), or, failing UTF-8, Windows-1252 — or
// Windows-1251 when the letters read as whole words of "Ä…ÿ" (Cyrillic saved by Excel in Russia).

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
    // Cyrillic in Windows-1251 is bytes 0xC0–0xFF for most letters; Windows-1252 text (German,
    // French) holds a few such letters among many ASCII ones.
    let high = 0;
    let letters = 0;
    for (const byte of bytes.subarray(0, 64_000)) {
      if (byte >= 0xc0) high += 1;
      if (byte >= 0xc0 || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a)) letters += 1;
    }
    const encoding = high > letters * 0.4 ? 'windows-1251' : 'windows-1252';
    return new TextDecoder(encoding).decode(bytes);
  }
}

export async function readCsvFile(file: Blob): Promise<string> {
  return decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
}
