// The glyphs OCR confuses on VIN labels, and the spellings of a maker code they allow (Car Lens,
// issue 29): the look-alikes vin-candidates.ts repairs only where a rule decides. Pure.

/** Look-alikes, tried both ways where a rule decides which one the photo holds. */
export const LOOK_ALIKES: Record<string, string> = {
  S: '5', '5': 'S', B: '8', '8': 'B', Z: '2', '2': 'Z', G: '6', '6': 'G',
}; // prettier-ignore
/**
 * In the maker code, where the WMI table decides, also the letters OCR reads for a W or a V on
 * small or worn labels: WVW as WUW or WWW, WDB as NDB, MDB or W0B (real door-pillar labels, 256
 * px). Not an X read as K, N or M, nor a V as Y (Lada's and Renault's condensed labels: XTA read
 * KTA, VF1 read YF1): mending those settled three real labels of 494 wrongly, on misreads of the
 * same font elsewhere in the VIN (M as N, V as Y) that every look shared.
 */
const WMI_LOOK_ALIKES: Record<string, readonly string[]> = {
  ...Object.fromEntries(Object.entries(LOOK_ALIKES).map(([char, alike]) => [char, [alike]])),
  U: ['V'],
  V: ['U'],
  W: ['V'],
  N: ['W'],
  M: ['W'],
  // A D whose bowl closed into an O (then fixed to 0: a real Mercedes label's WDB read WOB).
  '0': ['D'],
};
/** What a stamped or blurred Z is read as: 2 (a look-alike) or 7 (its top bar and diagonal). */
export const Z_READ_AS = /^[Z27]+$/;

/**
 * Whether two readings of the same length differ only in look-alikes (S/5, B/8, Z/2, G/6, and a
 * Z read as 7): one glyph the looks saw alike and read differently, not two different prints.
 */
export function differOnlyInLookAlikes(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  return [...a].every(
    (char, index) =>
      char === b[index] ||
      LOOK_ALIKES[char] === b[index] ||
      (Z_READ_AS.test(char) && Z_READ_AS.test(b[index]!) && (char === 'Z' || b[index] === 'Z')),
  );
}

/** Glyphs OCR also reads for one another: a D whose bowl closed as 0, and I, O, Q (no VIN's). */
const ALSO_SEEN_AS = new Set(['D0', '0D', 'O0', '0O', 'Q0', '0Q', 'I1', '1I']);

/**
 * Whether two readings of the same length differ only in glyphs OCR reads for one another
 * (differOnlyInLookAlikes, and D, O or Q for 0, I for 1): the same shapes seen, read otherwise.
 */
export function readAlike(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  return [...a].every(
    (char, index) =>
      char === b[index] ||
      differOnlyInLookAlikes(char, b[index]!) ||
      ALSO_SEEN_AS.has(char + b[index]!),
  );
}

/** The look-alike spellings of a maker code with one swap, then with two or three. */
export function wmiVariantsBySwaps(wmi: string): string[][] {
  let variants = [{ text: '', swaps: 0 }];
  for (const char of wmi) {
    const alikes = WMI_LOOK_ALIKES[char] ?? [];
    variants = variants.flatMap((prefix) => [
      { text: prefix.text + char, swaps: prefix.swaps },
      ...alikes.map((alike) => ({ text: prefix.text + alike, swaps: prefix.swaps + 1 })),
    ]);
  }
  return [1, 2, 3].map((swaps) =>
    variants.filter((variant) => variant.swaps === swaps).map((variant) => variant.text),
  );
}

/** How many positions two readings of the same length differ in. */
export function glyphsApart(a: string, b: string): number {
  return [...a].filter((char, index) => char !== b[index]).length;
}
