// Zod schemas for the knowledge base's data files (known problems, brand facts, article front
// matter), exactly per the shared format contract; the test validates every file against them.
import { z } from 'zod';
import { ISSUE_MARKETS } from '../../../shared/assessment-vocab.ts';

export const KNOWLEDGE_FIRST_YEAR = 1981;
export const KNOWLEDGE_LAST_YEAR = 2027;

export const PROBLEM_COMPONENTS = [
  'transmission',
  'engine',
  'electrical',
  'rust',
  'airbag',
  'emissions',
  'ev_battery',
  'suspension',
  'brakes',
  'steering',
  'fuel_system',
  'cooling',
  'body',
  'hvac',
  'other',
] as const;
export type ProblemComponent = (typeof PROBLEM_COMPONENTS)[number];

export const PROBLEM_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type ProblemSeverity = (typeof PROBLEM_SEVERITIES)[number];

export const SOURCE_KINDS = [
  'recall',
  'tsb',
  'warranty_extension',
  'class_action',
  'survey',
  'investigation',
  'publication',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** Where an entry's source applies: a US (North American) or European campaign, another
 * country's, or worldwide (a maker's global bulletin). */
export const PROBLEM_MARKETS = ISSUE_MARKETS;
export type ProblemMarket = (typeof PROBLEM_MARKETS)[number];

const text = z.string().trim().min(1);
const year = z.number().int().min(KNOWLEDGE_FIRST_YEAR).max(KNOWLEDGE_LAST_YEAR);
/** Sources are described, never linked: no URLs anywhere in a source. */
const noUrl = (value: string) => !/https?:\/\/|www\./i.test(value);

export const knowledgeSourceSchema = z.strictObject({
  kind: z.enum(SOURCE_KINDS),
  organisation: text.refine(noUrl, 'no URLs in sources'),
  document: text.refine(noUrl, 'no URLs in sources'),
});
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>;

export const knownProblemSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case id'),
    make: text,
    model: text,
    yearFrom: year,
    yearTo: year,
    engine: text.nullable().optional(),
    transmission: text.nullable().optional(),
    component: z.enum(PROBLEM_COMPONENTS),
    title: text.max(120),
    description: text.max(600),
    symptoms: z.array(text).min(1).max(5),
    typicalMileageKm: z
      .strictObject({ from: z.number().int().min(0), to: z.number().int().min(0) })
      .refine((range) => range.from <= range.to, 'typicalMileageKm.from > to')
      .nullable(),
    severity: z.enum(PROBLEM_SEVERITIES),
    repairCostUsd: z
      .strictObject({ min: z.number().int().min(0), max: z.number().int().min(0) })
      .refine((range) => range.min <= range.max, 'repairCostUsd.min > max'),
    source: knowledgeSourceSchema,
    /** Where the source applies (markets.ts infers it from the source when absent). */
    market: z.enum(PROBLEM_MARKETS).optional(),
  })
  .refine((entry) => entry.yearFrom <= entry.yearTo, 'yearFrom > yearTo');
export type KnownProblem = z.infer<typeof knownProblemSchema>;

export const knownProblemsFileSchema = z.array(knownProblemSchema);

export const brandFactsSchema = z.strictObject({
  make: text,
  averageAnnualMaintenanceUsd: z.number().int().positive(),
  expectedLifespanYears: z.number().positive().max(40),
  source: knowledgeSourceSchema,
});
export type BrandFacts = z.infer<typeof brandFactsSchema>;

export const brandsFileSchema = z.array(brandFactsSchema);

export const articleFrontMatterSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug'),
  title: text,
  tags: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).min(1),
  sources: z.array(text.refine(noUrl, 'no URLs in sources')).min(1),
});
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

export const TIMING_DRIVES = ['chain', 'belt', 'gear'] as const;
export type TimingDrive = (typeof TIMING_DRIVES)[number];

/** One engine family's camshaft drive (data/timing-drives.json; listed in timing-drives.md). */
export const timingDriveEntrySchema = z
  .strictObject({
    make: text,
    /** null: every model of the make in those years. */
    models: z.array(text).min(1).nullable(),
    yearFrom: year,
    yearTo: year,
    /** The family in words, e.g. "K-series 2.0–2.4 i4 (K20, K24)". */
    engine: text,
    /** Litres; null: any displacement of the make/models. */
    displacements: z.array(z.number().positive().max(10)).min(1).nullable(),
    fuel: z.enum(['petrol', 'diesel', 'hybrid']).nullable(),
    drive: z.enum(TIMING_DRIVES),
    /** Words in a trim or engine text that name this family (K20, TSI, EcoBoost...). */
    words: z.array(text).optional(),
    /** A variant entry: it applies only when one of these words is in the trim or engine text. */
    onlyWith: z.array(text).min(1).optional(),
    source: knowledgeSourceSchema,
  })
  .refine((entry) => entry.yearFrom <= entry.yearTo, 'yearFrom > yearTo');
export type TimingDriveEntry = z.infer<typeof timingDriveEntrySchema>;

export const timingDrivesFileSchema = z.array(timingDriveEntrySchema);
