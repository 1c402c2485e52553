// The file's text when its sender decoded a UTF-8 file as Latin-1/Windows-1252 ("WÃ¤hrung",
// "â‚¬"). The import dialog decodes files itself (decode-csv-file.ts); API clients may not.
// (Undecoded UTF-16 cannot arrive: the app refuses a request holding a NUL character.)

/** Windows-1252's letters in 0x80–0x9F, by the byte they stand for. */
const CP1252: Record<string, number> = Object.fromEntries(
  [...new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i))]
    .map((char, i) => [char, 0x80 + i] as const)
    .filter(([char]) => char.charCodeAt(0) > 0xff),
);

/** The bytes a single-byte decoding made this text of, or null when it was not one. */
function singleBytes(text: string): Uint8Array | null {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const byte = code <= 0xff ? code : CP1252[text[i]!];
    if (byte === undefined) return null;
    bytes[i] = byte;
  }
  return bytes;
}

/** UTF-8's lead byte then a continuation byte, as Latin-1/Windows-1252 shows them ("Ã¤", "â‚¬"). */
const MOJIBAKE =
  /[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/;

/** The text the file holds, as far as it can be recovered; text read right is kept as it is. */
export function repairDecoding(text: string): string {
  if (MOJIBAKE.test(text)) {
    const bytes = singleBytes(text);
    if (bytes) {
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        // Not UTF-8 after all: Latin-1 text that happens to hold such a pair.
      }
    }
  }
  return text;
}
