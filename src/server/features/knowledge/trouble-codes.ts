// OBD-II diagnostic trouble codes: finds codes in a question ("P0300", "code p0301", "p 0420") and
// looks them up in the generic SAE J2012 list (data/trouble-codes, loaded on first use), with Odo's
// causes, severity and driving advice for the code's family. Unknown codes are never given a meaning.
import fs from 'node:fs';
import path from 'node:path';
import {
  loadFamilies,
  TROUBLE_CODES_DIR,
  type FamilyIndex,
  type SafeToDrive,
  type TroubleCodeSeverity,
} from './trouble-code-families.ts';

export type { SafeToDrive, TroubleCodeSeverity } from './trouble-code-families.ts';

export interface TroubleCodeInfo {
  code: string;
  /** The code's SAE J2012 title, e.g. "System Too Lean Bank 1". */
  meaning: string;
  /** The same in plain words (Odo's, by family). */
  explanation: string;
  system: string;
  causes: string[];
  severity: TroubleCodeSeverity;
  safeToDrive: SafeToDrive;
  /** What to do about driving: when to stop, what to watch. */
  driving: string;
  /** What to do next. */
  advice: string;
  /** Where the title and the guidance come from. */
  source: string;
}

/** generic: in the list; unlisted: a generic-range code the list lacks; invalid: not a J2012 code. */
export type TroubleCodeStatus = 'generic' | 'manufacturer' | 'unlisted' | 'invalid';

export type TroubleCodeReport =
  | { status: 'generic'; code: string; info: TroubleCodeInfo }
  | { status: Exclude<TroubleCodeStatus, 'generic'>; code: string; message: string };

export const TROUBLE_CODE_LIST =
  "Odo's list of generic OBD-II codes (SAE J2012 code titles, from the MIT-licensed Wal33D/dtc-database)";

const SYSTEMS: Record<string, string> = {
  P: 'powertrain (engine, emissions and transmission)',
  B: 'body (airbags, lighting, comfort)',
  C: 'chassis (brakes, steering, suspension)',
  U: 'network (communication between control modules)',
};

/** SAE J2012's generic ranges; P1, P30–P33, B1/B2, C1/C2 and U1/U2 are each maker's own. */
const GENERIC = /^(P0|P2|P3[4-9A-F]|B0|B3|C0|C3|U0|U3)/;

/** A code-shaped word: the letter, then 4 characters; also "P 0420", "P-0420" and "P0300s". */
const CODE_IN_TEXT = /(?<![A-Za-z0-9])([PBCU])([\s-]?)([0-9][0-9A-F]{3})s?(?![A-Za-z0-9])/gi;
/**
 * Where the text is clearly about codes, every code-shaped word counts. Elsewhere only a listed code
 * (P0A80), a P code of digits (P0300, P1234, "P9999" to be told it is not a code) and an unspaced
 * B/C/U code of digits that can exist (U0100) do: not "C 2019", "B4000" or a Tesla "P100D".
 */
const CODE_CONTEXT = /\b(codes?|dtcs?|obd(-?ii|2)?|fault|scan(ner)?|reader|engine light|mil)\b/i;

interface Data {
  codes: Map<string, string>;
  families: FamilyIndex;
}

let data: Data | null = null;

/** The code list and families, read on first use and kept for the life of the process. */
function load(): Data {
  if (!data) {
    const file = path.join(TROUBLE_CODES_DIR, 'codes.json');
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    data = { codes: new Map(Object.entries(raw)), families: loadFamilies() };
  }
  return data;
}

/** Every generic code in the list (for tests and tools). */
export function allTroubleCodes(): ReadonlyMap<string, string> {
  return load().codes;
}

/** The codes named in free text, upper case, in order, each once. */
export function findTroubleCodes(text: string): string[] {
  const found: string[] = [];
  const context = CODE_CONTEXT.test(text);
  for (const match of text.matchAll(CODE_IN_TEXT)) {
    const [, letter, gap, rest] = match as unknown as [string, string, string, string];
    const code = `${letter}${rest}`.toUpperCase();
    const digits = /^\d{4}$/.test(rest);
    const plausible =
      context ||
      (digits && (letter.toUpperCase() === 'P' || (!gap && /^[0-3]/.test(rest)))) ||
      load().codes.has(code);
    if (!plausible) continue;
    if (!found.includes(code)) found.push(code);
  }
  return found;
}

const normalise = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** The generic code's meaning and Odo's guidance, or undefined when it is not in the list. */
export function lookupTroubleCode(code: string): TroubleCodeInfo | undefined {
  const key = normalise(code);
  const { codes, families } = load();
  const meaning = codes.get(key);
  if (meaning === undefined) return undefined;
  const family = families.familyOf(key, meaning);
  if (!family) return undefined;
  let explanation = family.explanation;
  if (/\bbank [12]\b/i.test(meaning) && !/bank 1 is/i.test(explanation)) {
    explanation += ' Bank 1 is the side of the engine with cylinder 1; bank 2 is the other side.';
  }
  return {
    code: key,
    meaning,
    explanation,
    system: family.system,
    causes: [...family.causes],
    severity: family.severity,
    safeToDrive: family.safeToDrive,
    driving: family.driving,
    advice: family.advice,
    source: `Code title: ${TROUBLE_CODE_LIST}. Causes and driving advice: Odo's own guidance (${family.system}).`,
  };
}

/** What Odo can say about any code-shaped text: its guidance, or plainly why it has none. */
export function describeTroubleCode(code: string): TroubleCodeReport {
  const key = normalise(code);
  const info = lookupTroubleCode(key);
  if (info) return { status: 'generic', code: key, info };
  const letter = key[0] ?? '';
  if (!/^[PBCU][0-3][0-9A-F]{3}$/.test(key)) {
    return {
      status: 'invalid',
      code: key,
      message: `${key} is not a valid OBD-II trouble code: a code is a letter (P, B, C or U) followed by four characters, and the first digit is always 0, 1, 2 or 3. Check that it was read or copied correctly; I won't guess what it means.`,
    };
  }
  const system = SYSTEMS[letter]!;
  if (!GENERIC.test(key)) {
    return {
      status: 'manufacturer',
      code: key,
      message: `${key} is a manufacturer-specific ${system} code: each carmaker defines its own codes in this range, so its meaning depends on the make and model. It is not a generic code, and it is not in ${TROUBLE_CODE_LIST}, so I won't guess. A scan tool that shows the maker's definitions, the maker's service documentation or a dealer can tell you what it means.`,
    };
  }
  return {
    status: 'unlisted',
    code: key,
    message: `${key} is not a code Odo knows: it is in the generic ${system} range, but it is not in ${TROUBLE_CODE_LIST}, so I can't tell you what it means and I won't guess. Check that it was read correctly; a scan tool or the maker's service documentation will give its definition.`,
  };
}
