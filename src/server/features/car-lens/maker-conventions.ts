// What makers write where ISO 3779 leaves them free (Car Lens, issue 29): the Volkswagen group's
// European ZZZ filler and six-digit serial, and the makers that write a check digit in every
// market. Rules a reading's repair may rest on. Pure.
import { vinCheckDigit } from '../../../shared/vin-rules.ts';
import { glyphsApart, LOOK_ALIKES, wmiVariantsBySwaps, Z_READ_AS } from './look-alikes.ts';

/**
 * Maker codes of the Volkswagen group whose cars built for Europe fill positions 4–6 with ZZZ
 * (WVWZZZ1JZXW…, TRUZZZ8J2…): VW, VW SUVs and vans, Audi, SEAT, Škoda, Porsche, and VW's plants
 * in Spain, Hungary, Russia and South Africa. Their cars for North America carry a restraint and
 * model code there and a check digit at 9.
 */
export const Z_FILLER_MAKERS = new Set([
  'WVW', 'WVG', 'WV1', 'WV2', 'WV3', 'WAU', 'WUA', 'TRU', 'VSS', 'VWV', 'TMB', 'WP0', 'WP1',
  'XW8', 'AAV',
]); // prettier-ignore
/** Z-filler makers whose serial (positions 12–17) is letters too: Porsche's (…ZELA87530). */
const LETTERED_SERIAL = new Set(['WP0', 'WP1']);
/**
 * Makers that write the check digit at position 9 in every market, not only where a law asks:
 * Volvo and Saab, BMW (WBA: all 11 labels of the real set and its audits hold it; its M and i
 * cars' WBS and WBY are numbered alike), and the Volkswagen group where positions 4–6 spell the
 * car out instead of the ZZZ filler (a Škoda's TMBJG65J4…, a Kaluga-built car's XW8DX11Z5…:
 * every such real label of the real set holds its check digit, each a 1-in-11 chance were it
 * not written on purpose). Not Mercedes-Benz (WDB: 3 of 41) nor Kia and Hyundai for Europe.
 */
const CHECK_DIGIT_MAKERS = new Set(['YV1', 'YV2', 'YV3', 'YV4', 'YS3', 'WBA', 'WBS', 'WBY']);

/** Whether the VIN's maker writes a check digit though its market does not require one. */
export function makerWritesCheckDigit(vin: string): boolean {
  const wmi = vin.slice(0, 3);
  if (CHECK_DIGIT_MAKERS.has(wmi)) return true;
  return Z_FILLER_MAKERS.has(wmi) && !LETTERED_SERIAL.has(wmi) && !Z_READ_AS.test(vin.slice(3, 6));
}

/**
 * A Volkswagen-group VIN for Europe read with its Z fillers as 2 or 7: when positions 4–6 and 9
 * all read as Z, 2 or 7, it is one (no VDS of theirs for North America is made of those three
 * characters, with such a check digit), so positions 4–6 are ZZZ. Position 9 is the filler too
 * for a maker whose position 9 always is one (Z_AT_NINE), else it stays as read (a 2 for Audi's
 * Hungarian plant, a check digit of its later cars). Its model code is read by the maker's rule
 * (modelCode) and its serial's look-alike letters are digits (serialDigits). Else the VIN as read.
 */
export function zFillers(vin: string): string {
  const wmi = vin.slice(0, 3);
  if (!Z_FILLER_MAKERS.has(wmi)) return vin;
  if (!Z_READ_AS.test(vin.slice(3, 6) + vin[8]!)) return vin;
  const nine = Z_AT_NINE.has(wmi) ? 'Z' : vin[8]!;
  return `${wmi}ZZZ${modelCode(vin)}${nine}${vin.slice(9, 11)}${serialDigits(vin)}`;
}

/**
 * Positions 7–8 of a Volkswagen-group VIN for Europe, its model code: as read, but for Volkswagen's
 * SUVs and people carriers (WVG), whose codes are never two digits — a digit and a letter (Touran
 * 1T and 5T, Tiguan 5N, Touareg 7L and 7P) or a letter first (Tiguan AD and BJ, Touareg CR, T-Roc
 * A1, T-Cross C1, ID.4 E2) — so a 7 read after a digit is a T: every look of a real Touran tag read
 * its 1T as 17, and the real set and both audits hold 32 WVG Tourans of 37 WVG labels. Another pair
 * of digits there is no VIN of theirs (digitWhereMakerWritesLetter).
 */
function modelCode(vin: string): string {
  const code = vin.slice(6, 8);
  return vin.startsWith('WVG') && /^[0-9]7$/.test(code) ? `${code[0]!}T` : code;
}

/**
 * Whether a Volkswagen-brand VIN for Europe (WVWZZZ…) has a digit that looks like a letter (8, 5,
 * 6 or 2) at position 11, its plant: a letter on 51 of its 52 labels of the real set and both
 * audits (B, E, K, M, P, U, V, W, Y; the other a Brazilian Fox's 4), so such a digit is more
 * likely a B, S, G or Z misread, and which one the photo does not say: a reading that never
 * settles. A real Golf label from Brussels read WVWZZZ1KZ58… in every look (its Z at position 9,
 * read as 2 in some, had kept it from settling until VW's Z_AT_NINE).
 */
function vwPlantLookAlike(vin: string): boolean {
  return vin.startsWith('WVWZZZ') && /[0-9]/.test(vin[10]!) && LOOK_ALIKES[vin[10]!] !== undefined;
}

/** Whether a WVG VIN for Europe (ZZZ-filled) has two digits for its model code (modelCode). */
function twoDigitWvgModel(vin: string): boolean {
  return vin.startsWith('WVGZZZ') && /^[0-9]{2}$/.test(vin.slice(6, 8));
}

/**
 * Z-filler makers whose position 9 is the filler too on every label: Volkswagen's Kaluga plant
 * (XW8ZZZCKZNG…, XW8ZZZ5NZNG…, XW8ZZZ61ZGG…: a Z on 78 of its 80 ZZZ labels read in the real
 * set, the validation audit and the training split; on the other two every look read it as 2),
 * and the Volkswagen brand's own codes (WVW, WVG, WV1, WV2: a Z on all 99 of their ZZZ labels
 * read there) and SEAT's (VSS: 5 of 5). Not Audi's: its later cars carry a check digit there (7
 * of the 8 WAUZZZ labels read with a check digit, a digit or X).
 */
const Z_AT_NINE = new Set(['XW8', 'WVW', 'WVG', 'WV1', 'WV2', 'VSS']);

/**
 * A reading whose maker code, one look-alike swapped, names a maker that writes its check digit
 * (makerWritesCheckDigit) — and the check digit then holds, where as read nothing vouches for it:
 * the maker code may be misread (a real Kaluga-built label's XW8AG2NH7… read XWBAG2NH7… in every
 * look, UzAuto's code: a 1-in-11 coincidence were it really UzAuto's). That spelling, or null.
 */
export function checkDigitTwin(vin: string): string | null {
  if (makerWritesCheckDigit(vin) && vinCheckDigit(vin) === vin[8]) return null;
  const rest = vin.slice(3);
  const twins = wmiVariantsBySwaps(vin.slice(0, 3))[0]!
    .map((wmi) => wmi + rest)
    .filter((twin) => makerWritesCheckDigit(twin) && vinCheckDigit(twin) === twin[8]);
  return twins[0] ?? null;
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
  const oneGlyphAway = [...Z_FILLER_MAKERS].filter((maker) => glyphsApart(maker, wmi) === 1);
  return oneGlyphAway.length === 1 ? `${oneGlyphAway[0]!}${vin.slice(3)}` : vin;
}

/**
 * A 16-character reading whose positions 3–5 are the Volkswagen group's ZZZ filler: the first
 * glyph of the maker code fell off the crop's edge (real 256 px labels read VSSZZZ… as SSZZZ…,
 * WVWZZZ… as VWZZZ…). The fillers may be read as 2 or 7 where position 8, the group's position 9,
 * is one too (zFillers' signature: a real Sharan tag read VWZZ77MZXV… in two looks of six, VWZZZ7…
 * in three). The one Z-filler maker whose code ends with the two glyphs left — each ends
 * differently — with the reading after it; else null.
 */
export function lostMakerGlyph(reading: string): string | null {
  if (reading.length !== 16) return null;
  const fillers = reading.slice(2, 5);
  if (fillers !== 'ZZZ' && !(fillers.includes('Z') && Z_READ_AS.test(fillers + reading[7]!))) {
    return null;
  }
  const makers = [...Z_FILLER_MAKERS].filter((maker) => maker.slice(1) === reading.slice(0, 2));
  return makers.length === 1 ? `${makers[0]!.slice(0, 1)}${reading}` : null;
}

/**
 * Positions (0-based) where a maker writes a letter on every label: the Hyundai–Kia group's
 * Russian plants, Avtotor (XWE) and Hyundai Motor Manufacturing Rus (Z94), at position 4 (the
 * model line) and 9. Counted on real labels of the dataset behind the real set: XWE's position 9
 * a letter (A, B, C, D, G or K) on all 113 of the validation audit (valid-audit.json), position 4
 * on all 149 XWE labels read there and in the training split; Z94's positions 4 and 9 letters on
 * 28 of its 30 training-split readings, the other two a B (and a G) the looks read as digits.
 * Renault (VF1) at positions 4 and 5, its model: letters on 14 of 16 labels read in the
 * validation audit and the training split, the other two a B read as 8 (at 4) and as 3 (at 5).
 * Opel's VINs with a 0 at position 4 (W0L0…: ZCF, AHL, SDL, XCE, TGF…) at positions 5–7, its
 * model and body: letters on 117 of 120 labels read in all three sets, the other three a C or D
 * read as 0 (and a Z as 2). Keyed by the VIN's first characters (Opel's later W0LGM… differ).
 */
const LETTER_POSITIONS: Record<string, readonly number[]> = {
  XWE: [3, 8],
  Z94: [3, 8],
  VF1: [3, 4],
  W0L0: [4, 5, 6],
};

/** The positions where the VIN's maker writes letters (LETTER_POSITIONS), or none. */
function letterPositions(vin: string): readonly number[] {
  return LETTER_POSITIONS[vin.slice(0, 4)] ?? LETTER_POSITIONS[vin.slice(0, 3)] ?? [];
}

/**
 * Positions where a maker writes one of many letters, so a digit read there is no VIN of theirs
 * but says nothing of which letter: Mercedes-Benz's plant (position 11: A, B, F, J, N, R, S) on
 * 58 of its 62 car labels (WDB, WDC, WDD) read in the validation audit and the training split;
 * on the other four the looks read a B and (most likely) an R as 8, and a J as 1 twice. Likewise
 * the plant letter of the makers whose every label of the audits and the real set has one there:
 * VW's Kaluga plant (XW8: G, K, H or N on all 96), Hyundai Motor Manufacturing Rus (Z94: R, 63),
 * Chery (LVV: D, 46), VW's SUVs (WVG: W or D, 30), BelGee's Geelys (Y4K: B, 16), Toyota UK (SB1:
 * E, 13) and FAW (LFB: J, 6 — a seventh label's J every look read as I, fixed to 1, was given
 * wrong). Not the VW brand's own code: a Brazilian-built WVW has a 4 there, a Crafter's WV1 a 6.
 * And Dodge's Sprinters (WD8, vPIC's code for them: WD8PE…, WD8PD…), whose position 4 is the
 * series letter: a Mercedes-Benz label every look read WD82200652A… for WDB2200652A… was given as
 * a Dodge.
 */
const LETTER_UNGUESSED: Record<string, number> = {
  WDB: 10, WDC: 10, WDD: 10, XW8: 10, Z94: 10, LVV: 10, WVG: 10, Y4K: 10, SB1: 10, LFB: 10,
  WD8: 3,
}; // prettier-ignore

/**
 * Whether the reading has a digit where its maker writes a letter (LETTER_POSITIONS,
 * LETTER_UNGUESSED, a WVG model code of two digits, a VW plant's look-alike digit).
 */
export function digitWhereMakerWritesLetter(vin: string): boolean {
  const wmi = vin.slice(0, 3);
  const at = LETTER_UNGUESSED[wmi];
  if (at !== undefined && /[0-9]/.test(vin[at]!)) return true;
  if (twoDigitWvgModel(vin) || vwPlantLookAlike(vin)) return true;
  return letterPositions(vin).some((at) => /[0-9]/.test(vin[at]!));
}

/**
 * A reading of such a maker with a digit that looks like a letter where it writes one: that
 * letter (a blurred label's XWEGU413BG… read …4138G… in five looks of six; Z94G2813BMR… read
 * Z94628138MR…). Else the VIN as read.
 */
export function makerLetters(vin: string): string {
  let out = vin;
  for (const at of letterPositions(vin)) {
    const letter = LOOK_ALIKES[out[at]!];
    if (/[0-9]/.test(out[at]!) && letter) out = `${out.slice(0, at)}${letter}${out.slice(at + 1)}`;
  }
  return out;
}
