// Odo's own guidance for OBD-II trouble codes, by family (data/trouble-codes/families.json): plain
// causes, severity and whether it is safe to drive. Every generic code gets exactly one family.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { KNOWLEDGE_DATA_DIR } from './knowledge-base.ts';

export const TROUBLE_CODES_DIR = path.join(KNOWLEDGE_DATA_DIR, 'trouble-codes');

export const TROUBLE_CODE_SEVERITIES = ['low', 'medium', 'high'] as const;
export type TroubleCodeSeverity = (typeof TROUBLE_CODE_SEVERITIES)[number];
/** yes: drive normally, fix when convenient; caution: drive gently to a garage soon; no: stop. */
export const SAFE_TO_DRIVE = ['yes', 'caution', 'no'] as const;
export type SafeToDrive = (typeof SAFE_TO_DRIVE)[number];

const text = z.string().trim().min(1);
const codeText = z.string().regex(/^[PBCU][0-9A-F]{4}$/);
const range = z
  .tuple([codeText, codeText])
  .refine(([from, to]) => from <= to && from[0] === to[0], 'bad code range');

const familySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  system: text,
  /**
   * Tried in four passes over all families: `codes`, then `ranges`, then `pattern` (on the code's
   * meaning, for codes of `letters`) in file order, then `fallbackRanges`, then `letters` alone.
   */
  match: z
    .strictObject({
      codes: z.array(codeText).min(1).optional(),
      ranges: z.array(range).min(1).optional(),
      letters: z
        .string()
        .regex(/^[PBCU]{1,4}$/)
        .optional(),
      pattern: text.optional(),
      fallbackRanges: z.array(range).min(1).optional(),
    })
    .refine((m) => m.pattern === undefined || m.letters !== undefined, 'pattern needs letters'),
  explanation: text.max(400),
  causes: z.array(text.max(160)).min(2).max(6),
  severity: z.enum(TROUBLE_CODE_SEVERITIES),
  safeToDrive: z.enum(SAFE_TO_DRIVE),
  driving: text.max(400),
  advice: text.max(400),
});
export type TroubleCodeFamily = z.infer<typeof familySchema>;

export const familiesFileSchema = z.array(familySchema).superRefine((families, ctx) => {
  const ids = new Set<string>();
  for (const family of families) {
    if (ids.has(family.id)) ctx.addIssue({ code: 'custom', message: `duplicate ${family.id}` });
    ids.add(family.id);
  }
});

interface Compiled {
  family: TroubleCodeFamily;
  pattern: RegExp | null;
}

export interface FamilyIndex {
  families: readonly TroubleCodeFamily[];
  /** The family whose guidance applies to this generic code (by its code and meaning). */
  familyOf(code: string, meaning: string): TroubleCodeFamily | undefined;
}

const inRanges = (code: string, ranges: readonly (readonly [string, string])[] | undefined) =>
  ranges?.some(([from, to]) => code >= from && code <= to) ?? false;

export function loadFamilies(file = path.join(TROUBLE_CODES_DIR, 'families.json')): FamilyIndex {
  const parsed = familiesFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`trouble codes: ${file} is invalid: ${parsed.error.message}`);
  const compiled: Compiled[] = parsed.data.map((family) => ({
    family,
    pattern: family.match.pattern ? new RegExp(family.match.pattern, 'i') : null,
  }));
  const byCode = new Map<string, TroubleCodeFamily>();
  for (const { family } of compiled) {
    for (const code of family.match.codes ?? []) if (!byCode.has(code)) byCode.set(code, family);
  }
  return {
    families: parsed.data,
    familyOf(code, meaning) {
      const letter = code[0]!;
      const own = byCode.get(code);
      if (own) return own;
      const passes: Array<(c: Compiled) => boolean> = [
        ({ family }) => inRanges(code, family.match.ranges),
        ({ family, pattern }) =>
          pattern !== null && family.match.letters!.includes(letter) && pattern.test(meaning),
        ({ family }) => inRanges(code, family.match.fallbackRanges),
        ({ family }) =>
          family.match.letters?.includes(letter) === true &&
          !family.match.pattern &&
          !family.match.codes &&
          !family.match.ranges,
      ];
      for (const pass of passes) {
        const hit = compiled.find(pass);
        if (hit) return hit.family;
      }
      return undefined;
    },
  };
}
