// Turning what a barcode or OCR read into VINs that pass every rule of their market
// (shared/vin-rules.ts): OCR look-alikes are repaired only where a rule decides the repair — the
// check digit (North America, China), digits in positions 14–17, a model-year code at position 10,
// a maker code Odo knows — never just because the result parses. Pure functions, no I/O.
import { checkDigitRequired, isValidVin, isYearCode } from '../../../shared/vin-rules.ts';
import { vinModelYear, wmiMake } from '../../lib/vin-wmi.ts';
import { glyphsApart, LOOK_ALIKES, wmiVariantsBySwaps } from './look-alikes.ts';
import {
  checkDigitTwin,
  digitWhereMakerWritesLetter,
  makerLetters,
  lostMakerGlyph,
  makerWritesCheckDigit,
  Z_FILLER_MAKERS,
  zFillerMaker,
  zFillers,
} from './maker-conventions.ts';

/** Letters a VIN never uses, always read as the digit they look like. */
const NEVER_IN_VIN: Record<string, string> = { O: '0', I: '1', Q: '0' };
/** At most 2^10 variants of one window are tried against the check digit. */
const MAX_AMBIGUOUS = 10;
/** One look-alike is swapped to make a check digit hold: an OCR slip is one character, and each
 * further swap tried is one more chance in eleven of a VIN that merely parses. */
const MAX_SWAPS = 1;

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
   * true when the reading has a digit where its maker writes a letter (digitWhereMakerWritesLetter):
   * no VIN of that maker, yet a look at the same line (a glyph misread), so it is offered as a
   * repair that never settles (vin-votes.ts), as a swap only the check digit chose is.
   */
  breaksMaker?: true;
  /**
   * true when the window begins inside one word and runs on into the next: the end of a label
   * ("…(VIN) LFV2A21K4F389117", a glyph dropped) lent a character to a reading too short for a
   * VIN. It ranks as a repair: a weak reading, never a rival that blocks one read as printed.
   */
  stitched?: true;
  /**
   * true when OCR read a glyph of the window as a lowercase letter shaped unlike its capital (an
   * "a" where a label prints B): VINs are printed in capitals, so that glyph was not seen clearly.
   * It ranks as a repair: a weak reading, never a rival that blocks one read as printed (a real
   * Touran tag read …TZBW… in five looks and …TZaW… in one).
   */
  garbled?: true;
}

/** Lowercase letters whose shape is not a small copy of their capital's (c, o, s, x, z… are). */
const UNLIKE_THEIR_CAPITAL = /[abdefghjlmnqrty]/;

/** Capitals for a–z only: other letters stay what they are (not letters of a VIN). */
const capitals = (text: string) => text.replace(/[a-z]/g, (char) => char.toUpperCase());

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
  // A maker code mended into the Volkswagen group's: its Z fillers read as 2 or 7 too (WWW22Z… is
  // WVWZZZ…, a real Golf label).
  return zFillers(out);
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
  return makerOnly && zFiller && glyphsApart(read.slice(0, 3), repaired.slice(0, 3)) <= 1 ? 1 : 2;
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
): Pick<VinCandidate, 'vin' | 'fixes' | 'checkDigitSwap' | 'breaksMaker'>[] {
  return readingsOf(window, now).map((reading) =>
    digitWhereMakerWritesLetter(reading.vin)
      ? { vin: reading.vin, fixes: 2, breaksMaker: true }
      : reading,
  );
}

/** repairVins, before the maker's letters are checked. */
function readingsOf(
  window: string,
  now: Date,
): Pick<VinCandidate, 'vin' | 'fixes' | 'checkDigitSwap'>[] {
  if (window.length !== 17) return [];
  const fixed = window.replace(/[OIQ]/g, (char) => NEVER_IN_VIN[char]!);
  // Z fillers read as 2 or 7 can be nothing else, as I, O and Q can be no VIN's, nor ZZZ another
  // group's maker code, nor a digit where the maker writes a letter: fixed alike.
  const filled = makerLetters(zFillers(zFillerMaker(fixed)));
  if (filled !== fixed) {
    const fixes = glyphsApart(fixed.slice(0, 3), filled.slice(0, 3)) <= 1 ? 1 : 2;
    return repairable(filled, now) ? [{ vin: filled, fixes }] : [];
  }
  if (readable(window)) {
    // Its maker code may be misread (checkDigitTwin): neither spelling settles on its own.
    const twin = checkDigitTwin(window);
    if (twin) return repairable(twin, now) ? [{ vin: twin, fixes: 2, checkDigitSwap: true }] : [];
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
  const add = (window: string, whole: boolean, stitched = false, restored = false) => {
    const garbled = UNLIKE_THEIR_CAPITAL.test(window);
    for (const repaired of repairVins(capitals(window))) {
      const candidate: VinCandidate = {
        ...repaired,
        whole,
        ...(stitched && { stitched: true }),
        ...(garbled && { garbled: true }),
      };
      // A glyph put back (lostMakerGlyph) is as sure as the Z fillers that name it — the one
      // maker code that ends so — but no surer: never a reading as printed.
      if (restored) candidate.fixes = Math.max(1, candidate.fixes) as 1 | 2;
      const previous = seen.get(repaired.vin);
      if (!previous || rank(candidate) < rank(previous)) seen.set(repaired.vin, candidate);
    }
  };
  for (const rawLine of text.split(/\r?\n/)) {
    const tokens = rawLine.split(/[^A-Za-z0-9]+/).filter(Boolean);
    for (const token of tokens) {
      if (token.length === 17) add(token, true);
      // US door-sticker barcodes often prefix the VIN with "I" (imported).
      if (token.length === 18 && token.startsWith('I')) add(token.slice(1), true);
      const restored = lostMakerGlyph(capitals(token));
      if (restored) add(`${restored[0]!}${token}`, true, false, true);
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
 * What a glyph read in lowercase (garbled) adds to a reading's rank: never as printed, even
 * whole and unrepaired (vin-votes.ts: above AS_PRINTED, 2), and with a look-alike repair as
 * well, a reading that never settles (NEVER_SETTLES, 6).
 */
const GARBLED_RANK = 3;

/**
 * 0 best: fewer fixes (a stitched window counts as one), then a whole token; a swap only the
 * check digit chose, or a reading with a digit where its maker writes a letter, or a glyph read
 * in lowercase, comes last.
 */
export function rank(
  candidate: Pick<
    VinCandidate,
    'fixes' | 'whole' | 'checkDigitSwap' | 'stitched' | 'breaksMaker' | 'garbled'
  >,
): number {
  const fixes = candidate.stitched ? Math.max(1, candidate.fixes) : candidate.fixes;
  const neverSettles = candidate.checkDigitSwap || candidate.breaksMaker;
  return (
    fixes * 2 +
    (candidate.whole ? 0 : 1) +
    (neverSettles ? 2 : 0) +
    (candidate.garbled ? GARBLED_RANK : 0)
  );
}
