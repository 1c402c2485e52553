// The assessment's vocabulary (answers and their labels, severities, conditions, limits) and the
// reply types that need no schema, zod-free so a first view can import them; the input and result
// schemas are in assessment.ts.
/** The knowledge base covers 1981 (the 17-character VIN) to next year's models. */
export const ASSESSMENT_FIRST_YEAR = 1981;
/** Above this the odometer reading is not plausible for a car on sale (km). */
export const ASSESSMENT_MAX_MILEAGE_KM = 1_000_000;
/** Free text about the car is passed on as data, never as instructions. */
export const ASSESSMENT_NOTES_MAX = 500;

export const ACCIDENT_HISTORY = ['none', 'minor', 'major', 'unknown'] as const;
export type AccidentHistory = (typeof ACCIDENT_HISTORY)[number];
export const ACCIDENT_HISTORY_LABELS: Record<AccidentHistory, string> = {
  none: 'No accidents',
  minor: 'Minor accident',
  major: 'Major accident',
  unknown: 'Not known',
};

export const SERVICE_HISTORY = ['full', 'partial', 'none'] as const;
export type ServiceHistory = (typeof SERVICE_HISTORY)[number];
export const SERVICE_HISTORY_LABELS: Record<ServiceHistory, string> = {
  full: 'Full service history',
  partial: 'Partial history',
  none: 'No history',
};

export const RUST_SEEN = ['none', 'surface', 'structural'] as const;
export type RustSeen = (typeof RUST_SEEN)[number];
export const RUST_SEEN_LABELS: Record<RustSeen, string> = {
  none: 'No rust',
  surface: 'Surface rust',
  structural: 'Structural rust',
};

// ---------------------------------------------------------------- result

export const ISSUE_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number];

/** 'unknown': neither the owner's answers nor garage records say anything of the car's condition. */
export const CONDITIONS = ['excellent', 'good', 'fair', 'poor', 'unknown'] as const;
export type Condition = (typeof CONDITIONS)[number];

// Where a car was sold: the garage's vehicles carry it too (car-market.ts).
export { CAR_MARKETS, CAR_MARKET_LABELS, type CarMarket } from './car-market.ts';

/** How sure Odo is a known problem concerns the car ('may_not': another market's campaign). */
export const ISSUE_APPLIES = ['yes', 'maybe', 'may_not'] as const;
export type IssueApplies = (typeof ISSUE_APPLIES)[number];

/** Where a known problem's source applies (a US or European campaign, another country's, worldwide). */
export const ISSUE_MARKETS = ['us', 'eu', 'other', 'global'] as const;
export type IssueMarket = (typeof ISSUE_MARKETS)[number];

export const BASED_ON_KINDS = [
  'vin_decode',
  'known_problems',
  'brand_facts',
  'service_schedule',
  'garage_records',
  'condition_answers',
  'epa_rating',
  'age_and_mileage',
] as const;
export type BasedOnKind = (typeof BASED_ON_KINDS)[number];

/** One row of GET /api/assessment (the user's history, newest first). */
export interface AssessmentSummary {
  id: string;
  createdAt: string;
  engine: string;
  vehicleId: string | null;
  year: number;
  make: string;
  model: string;
  trim: string;
  mileage: number;
  score: number;
  condition: Condition;
  urgentCount: number;
  /** The score is not to be shown as a figure (see AssessmentResult.notEnoughData). */
  notEnoughData?: boolean;
}

/** A recent assessment search, kept per user (GET /api/assessment/searches). */
export interface AssessmentSearch {
  id: string;
  /** e.g. "2013 Nissan Altima · 150,000 km". */
  label: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  mileage: number;
  searchedAt: string;
}
/**
 * Assessments kept per user (the oldest go first): whatever a premium user runs, the rows one
 * account can create stay bounded.
 */
export const ASSESSMENTS_KEPT = 1_000;
/** How many recent searches are kept per user. */
export const ASSESSMENT_SEARCHES_KEPT = 10;

/** GET /api/assessment's query: one vehicle's assessments, or all; newest first. */
export const ASSESSMENT_LIST_MAX = 50;
