// Turning what a barcode or OCR read into VINs that pass every rule of their market
// (shared/vin-rules.ts): OCR look-alikes are repaired only where a rule decides the repair — the
// check digit (North America, China), digits in positions 14–17, a model-year code at position 10,
// a maker code Odo knows — never just because the result parses. Pure functions, no I/O.
import { checkDigitRequired, isValidVin, isYearCode } from '../../../shared/vin-rules.ts';
import { vinModelYear, wmiMake } from '../../lib/vin-wmi.ts';

/** Letters a VIN never uses, always read as the digit they look like. */
const NEVER_IN_VIN: Record<string, string> = { O: '0', I: '1', Q: '0' };
/** Look-alikes, tried both ways where a rule decides which one the photo holds. */
const LOOK_ALIKES: Record<string, string> = {
  S: '5', '5': 'S', B: '8', '8': 'B', Z: '2', '2': 'Z', G: '6', '6': 'G',
}; // prettier-ignore
/**
 * In the maker code, where the WMI table decides, also the letters OCR reads for a W or a V on
 * small or worn labels: WVW as WUW or WWW, WDB as NDB or MDB (real door-pillar labels, 256 px).
 */
const WMI_LOOK_ALIKES: Record<string, readonly string[]> = {
  ...Object.fromEntries(Object.entries(LOOK_ALIKES).map(([char, alike]) => [char, [alike]])),
  U: ['V'],
  V: ['U'],
  W: ['V'],
  N: ['W'],
  M: ['W'],
};
/** At most 2^10 variants of one window are tried against the check digit. */
const MAX_AMBIGUOUS = 10;
/** One look-alike is swapped to make a check digit hold: an OCR slip is one character, and each
 * further swap tried is one more chance in eleven of a VIN that merely parses. */
const MAX_SWAPS = 1;
/**
 * Maker codes of the Volkswagen group whose cars built for Europe fill positions 4–6 with ZZZ
 * (WVWZZZ1JZXW…, TRUZZZ8J2…): VW, VW SUVs and vans, Audi, SEAT, Škoda, Porsche, and VW's plants
 * in Spain, Hungary, Russia and South Africa. Their cars for North America carry a restraint and
 * model code there and a check digit at 9.
 */
const Z_FILLER_MAKERS = new Set([
  'WVW', 'WVG', 'WV1', 'WV2', 'WV3', 'WAU', 'WUA', 'TRU', 'VSS', 'VWV', 'TMB', 'WP0', 'WP1',
  'XW8', 'AAV',
]); // prettier-ignore
/** Z-filler makers whose serial (positions 12–17) is letters too: Porsche's (…ZELA87530). */
const LETTERED_SERIAL = new Set(['WP0', 'WP1']);
/**
 * Makers that write the check digit at position 9 in every market, not only where a law asks:
 * Volvo and Saab, and the Volkswagen group where positions 4–6 spell the car out instead of the
 * ZZZ filler (a Škoda's TMBJG65J4…, a Kaluga-built car's XW8DX11Z5…: every such real label of
 * the real set holds its check digit, each a 1-in-11 chance were it not written on purpose).
 */
const CHECK_DIGIT_MAKERS = new Set(['YV1', 'YV2', 'YV3', 'YV4', 'YS3']);

/** Whether the VIN's maker writes a check digit though its market does not require one. */
export function makerWritesCheckDigit(vin: string): boolean {
  const wmi = vin.slice(0, 3);
  if (CHECK_DIGIT_MAKERS.has(wmi)) return true;
  return (
    Z_FILLER_MAKERS.has(wmi) && !LETTERED_SERIAL.has(wmi) && !/^[Z27]{3}$/.test(vin.slice(3, 6))
  );
}

/** What a stamped or blurred Z is read as: 2 (a look-alike) or 7 (its top bar and diagonal). */
const Z_READ_AS = /^[Z27]+$/;
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

/** ISO 3779: the last four characters of a VIN are digits. */
const SERIAL_DIGITS = /^[0-9]{4}$/;

export interface VinCandidate {
  vin: string;
  /** 0 = read as it stands, 1 = only I/O/Q fixed, 2 = look-alikes swapped where a rule decides. */
  fixes: 0 | 1 | 2;
  /** true when the 17 characters stood alone (a whole token), not cut out of a longer run. */
  whole: boolean;
  /** true when only the check digit chose the look-alike swapped (checkDigitRepair). */
  checkDigitSwap?: true;
  /**
   * true when the window begins inside one word and runs on into the next: the end of a label
   * ("…(VIN) LFV2A21K4F389117", a glyph dropped) lent a character to a reading too short for a
   * VIN. It ranks as a repair: a weak reading, never a rival that blocks one read as printed.
   */
  stitched?: true;
}

/** A model year that can be: a year code whose year is not after next year. */
function plausibleYear(vin: string, now: Date): boolean {
  if (!isYearCode(vin[9]!)) return false;
  const { year } = vinModelYear(vin, now);
  return year !== null && year <= now.getUTCFullYear() + 1;
}

/**
 * Rules every reading passes: the market's VIN rule, digits at the end, and a check-digit
 * position holding a digit or X where the maker writes one (makerWritesCheckDigit).
 */
function readable(vin: string): boolean {
  if (makerWritesCheckDigit(vin) && !/[0-9X]/.test(vin[8]!)) return false;
  return isValidVin(vin) && SERIAL_DIGITS.test(vin.slice(13));
}

/**
 * Rules a repaired reading must also pass: where the check digit decides, a plausible year code;
 * elsewhere (no check digit) also a maker code Odo's WMI table knows.
 */
function repairable(vin: string, now: Date): boolean {
  if (!readable(vin) || !plausibleYear(vin, now)) return false;
  return checkDigitRequired(vin) || wmiMake(vin) !== null;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest > 0; rest >>= 1) count += rest & 1;
  return count;
}

const swap = (vin: string, index: number, char: string) =>
  `${vin.slice(0, index)}${char}${vin.slice(index + 1)}`;

/**
 * A Volkswagen-group VIN for Europe read with its Z fillers as 2 or 7: when positions 4–6 and 9
 * all read as Z, 2 or 7, it is one (no VDS of theirs for North America is made of those three
 * characters, with such a check digit), so positions 4–6 are ZZZ. Position 9 stays as read (a Z
 * filler for VW, a 2 for Audi's Hungarian plant); its serial's look-alike letters are digits
 * (serialDigits). Else the VIN as read.
 */
export function zFillers(vin: string): string {
  if (!Z_FILLER_MAKERS.has(vin.slice(0, 3))) return vin;
  if (!Z_READ_AS.test(vin.slice(3, 6) + vin[8]!)) return vin;
  return `${vin.slice(0, 3)}ZZZ${vin.slice(6, 11)}${serialDigits(vin)}`;
}

/**
 * The serial of a Volkswagen-group VIN for Europe, positions 12–17: six digits (VW, Audi, SEAT,
 * Škoda), so a look-alike letter read there is its digit (a real Tiguan tag's …W089492 read
 * …W0B9492 in three looks of six). Porsche's is left as read.
 */
function serialDigits(vin: string): string {
  const serial = vin.slice(11);
  if (LETTERED_SERIAL.has(vin.slice(0, 3))) return serial;
  return serial.replace(/[A-Z]/g, (char) =>
    /[0-9]/.test(LOOK_ALIKES[char] ?? '') ? LOOK_ALIKES[char]! : char,
  );
}

/**
 * A reading with the Volkswagen group's ZZZ filler at positions 4–6 under another maker's code:
 * the maker code is misread (a real Russian-built Polo's XW8ZZZ… read as XWBZZZ…, UzAuto's code;
 * no other group fills those positions so). The one Z-filler maker among its look-alike
 * spellings, fewest swaps first; else, when position 9 is a Z filler too (the group's European
 * signature), the one Z-filler maker a single glyph away (real 256 px tags read WVG as WNG or
 * WYG); else the VIN as read.
 */
export function zFillerMaker(vin: string): string {
  const wmi = vin.slice(0, 3);
  if (vin.slice(3, 6) !== 'ZZZ' || Z_FILLER_MAKERS.has(wmi)) return vin;
  for (const variants of wmiVariantsBySwaps(wmi)) {
    const makers = variants.filter((variant) => Z_FILLER_MAKERS.has(variant));
    if (makers.length === 1) return `${makers[0]!}${vin.slice(3)}`;
    if (makers.length > 1) return vin;
  }
  if (!Z_READ_AS.test(vin[8]!)) return vin;
  const oneGlyphAway = [...Z_FILLER_MAKERS].filter(
    (maker) => [...maker].filter((char, index) => char !== wmi[index]).length === 1,
  );
  return oneGlyphAway.length === 1 ? `${oneGlyphAway[0]!}${vin.slice(3)}` : vin;
}

/** Repairs a rule decides on its own: letters in 14–17, a non-year code at 10, an unknown WMI. */
function positionalRepairs(vin: string): string | null {
  let out = vin;
  for (let index = 13; index < 17; index += 1) {
    const char = out[index]!;
    if (/[0-9]/.test(char)) continue;
    const digit = LOOK_ALIKES[char];
    if (!digit) return null;
    out = swap(out, index, digit);
  }
  // A letter where the maker writes its check digit is the digit it looks like.
  if (makerWritesCheckDigit(out) && LOOK_ALIKES[out[8]!] && /[0-9]/.test(LOOK_ALIKES[out[8]!]!)) {
    out = swap(out, 8, LOOK_ALIKES[out[8]!]!);
  }
  const yearChar = out[9]!;
  const yearAlike = LOOK_ALIKES[yearChar];
  if (!isYearCode(yearChar) && yearAlike && isYearCode(yearAlike)) out = swap(out, 9, yearAlike);
  if (!checkDigitRequired(out) && !wmiMake(out)) {
    // Exactly one look-alike spelling of positions 1–3 that is a known maker code — or that puts
    // the VIN in a check-digit market (SYJ → 5YJ) where its check digit then holds — or none.
    // The fewest swaps that name one: one misread glyph before two (WWW is WVW, not VWV).
    const rest = out.slice(3);
    for (const variants of wmiVariantsBySwaps(out.slice(0, 3))) {
      const known = variants.filter((wmi) =>
        checkDigitRequired(wmi + rest) ? isValidVin(wmi + rest) : wmiMake(wmi) !== null,
      );
      if (known.length === 0) continue;
      if (known.length === 1) out = `${known[0]!}${rest}`;
      break;
    }
  }
  return out;
}

/** How many glyphs of the maker code (positions 1–3) a repair changed. */
function makerGlyphsChanged(read: string, repaired: string): number {
  return [...repaired.slice(0, 3)].filter((char, index) => char !== read[index]).length;
}

/**
 * How sure a positional repair is: 1 when it only changed one glyph of the maker code into one
 * of the Volkswagen group's, whose ZZZ filler the reading holds as printed (WWWZZZ… is WVWZZZ…:
 * no other maker writes ZZZ there), as sure as the Z fillers themselves; else 2. A maker code
 * misread in two or three glyphs is a look too poor to vouch for the rest (a rendered photo's
 * motion blur read WVW as MWM, and its plant code W as M too).
 */
function positionalFixes(read: string, repaired: string): 1 | 2 {
  const makerOnly = repaired.slice(3) === read.slice(3);
  const zFiller = Z_FILLER_MAKERS.has(repaired.slice(0, 3)) && read.slice(3, 6) === 'ZZZ';
  return makerOnly && zFiller && makerGlyphsChanged(read, repaired) <= 1 ? 1 : 2;
}

/** The look-alike spellings of a maker code with one swap, then with two or three. */
function wmiVariantsBySwaps(wmi: string): string[][] {
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

/** Where the check digit decides: the one look-alike combination that makes it hold, or null. */
function checkDigitRepair(vin: string, now: Date): string | null {
  // Positions 14–17 are digits by now; the maker code (1–3) and a valid year code (10) stay as
  // read: the check digit alone must not invent a maker or a year.
  const positions = [...vin].flatMap((char, index) =>
    char in LOOK_ALIKES && index >= 3 && index < 13 && !(index === 9 && isYearCode(char))
      ? [index]
      : [],
  );
  if (positions.length === 0 || positions.length > MAX_AMBIGUOUS) return null;
  const found = new Set<string>();
  for (let mask = 1; mask < 1 << positions.length; mask += 1) {
    if (bitCount(mask) > MAX_SWAPS) continue;
    let candidate = vin;
    positions.forEach((position, bit) => {
      if (mask & (1 << bit)) {
        candidate = swap(candidate, position, LOOK_ALIKES[candidate[position]!]!);
      }
    });
    if (repairable(candidate, now)) found.add(candidate);
  }
  // Two different swaps that both satisfy every rule: the photo does not say which.
  return found.size === 1 ? [...found][0]! : null;
}

/** The VIN a 17-character window stands for, or null (none, or more than one possible repair). */
export function repairVin(
  window: string,
  now = new Date(),
): { vin: string; fixes: 0 | 1 | 2 } | null {
  return repairVins(window, now)[0] ?? null;
}

/**
 * The readings a window may stand for, best first: as read (when it passes the rules), else the
 * one repair the rules decide. A window read as it stands whose maker code Odo does not know (and
 * no check digit to settle it) also offers the one known look-alike maker code, e.g. TM8 → TMB:
 * the decoder then says which maker exists.
 */
export function repairVins(
  window: string,
  now = new Date(),
): { vin: string; fixes: 0 | 1 | 2; checkDigitSwap?: true }[] {
  if (window.length !== 17) return [];
  const fixed = window.replace(/[OIQ]/g, (char) => NEVER_IN_VIN[char]!);
  // Z fillers read as 2 or 7 can be nothing else, as I, O and Q can be no VIN's, nor ZZZ another
  // group's maker code: fixed alike.
  const filled = zFillers(zFillerMaker(fixed));
  if (filled !== fixed) {
    const fixes = makerGlyphsChanged(fixed, filled) <= 1 ? 1 : 2;
    return repairable(filled, now) ? [{ vin: filled, fixes }] : [];
  }
  if (readable(window)) {
    const asRead = { vin: window, fixes: 0 as const };
    if (checkDigitRequired(window) || wmiMake(window)) return [asRead];
    const other = positionalRepairs(window);
    return other && other !== window && repairable(other, now)
      ? [asRead, { vin: other, fixes: positionalFixes(window, other) }]
      : [asRead];
  }
  if (!/^[A-Z0-9]{17}$/.test(fixed)) return [];
  if (fixed !== window && repairable(fixed, now)) return [{ vin: fixed, fixes: 1 }];
  const positional = positionalRepairs(fixed);
  if (!positional) return [];
  if (positional !== fixed && repairable(positional, now)) {
    return [{ vin: positional, fixes: positionalFixes(fixed, positional) }];
  }
  if (!checkDigitRequired(positional)) return [];
  const repaired = checkDigitRepair(positional, now);
  return repaired ? [{ vin: repaired, fixes: 2, checkDigitSwap: true }] : [];
}

/**
 * Every VIN in a text (OCR output or a barcode's payload): each line's tokens are tried whole,
 * then the line with its spaces removed is scanned with a 17-character window (a VIN printed as
 * "1HGCM82633 A004352" or run into a label such as "VIN:1HGCM…"). Best candidates first.
 * `endsAtToken` (OCR text): a window must end where a word ends — a VIN is not followed by more
 * letters or digits in the same word, so 17 characters cut out of an 18-character run that OCR
 * read with a character too many are not offered.
 */
export function vinCandidates(
  text: string,
  options: { endsAtToken?: boolean } = {},
): VinCandidate[] {
  const seen = new Map<string, VinCandidate>();
  const add = (window: string, whole: boolean, stitched = false) => {
    for (const repaired of repairVins(window)) {
      const candidate: VinCandidate = { ...repaired, whole, ...(stitched && { stitched: true }) };
      const previous = seen.get(repaired.vin);
      if (!previous || rank(candidate) < rank(previous)) seen.set(repaired.vin, candidate);
    }
  };
  for (const rawLine of text.toUpperCase().split(/\r?\n/)) {
    const tokens = rawLine.split(/[^A-Z0-9]+/).filter(Boolean);
    for (const token of tokens) {
      if (token.length === 17) add(token, true);
      // US door-sticker barcodes often prefix the VIN with "I" (imported).
      if (token.length === 18 && token.startsWith('I')) add(token.slice(1), true);
    }
    const joined = tokens.join('');
    // Where a word begins or ends in the joined line.
    const wordEdges = new Set<number>([0]);
    let end = 0;
    for (const token of tokens) wordEdges.add((end += token.length));
    for (let start = 0; start + 17 <= joined.length; start += 1) {
      if (options.endsAtToken && !wordEdges.has(start + 17)) continue;
      // Begins inside a word (not at a word's start) and crosses into another word.
      let stitched = false;
      if (!wordEdges.has(start)) {
        for (let at = start + 1; at < start + 17 && !stitched; at += 1)
          stitched = wordEdges.has(at);
      }
      add(joined.slice(start, start + 17), joined.length === 17, stitched);
    }
  }
  return [...seen.values()].sort((a, b) => rank(a) - rank(b));
}

/**
 * 0 best: fewer fixes (a stitched window counts as one), then a whole token; a swap only the
 * check digit chose comes last.
 */
export function rank(
  candidate: Pick<VinCandidate, 'fixes' | 'whole' | 'checkDigitSwap' | 'stitched'>,
): number {
  const fixes = candidate.stitched ? Math.max(1, candidate.fixes) : candidate.fixes;
  return fixes * 2 + (candidate.whole ? 0 : 1) + (candidate.checkDigitSwap ? 2 : 0);
}
