// Car Lens's limits, tips and result types, zod-free so a first view can import them; the VIN
// input schema is in car-lens.ts.
import type { DecodedVin } from './vehicle-data.ts';

/** The largest photo accepted (a 12–50 megapixel phone JPEG fits easily). */
export const CARLENS_MAX_BYTES = 15 * 1024 * 1024;

export const CARLENS_METHODS = ['barcode', 'ocr', 'manual', 'model'] as const;
export type CarLensMethod = (typeof CARLENS_METHODS)[number];

/** Shown with a 422 not_recognised and on the page when nothing was read. */
export const CARLENS_TIPS = [
  'Fill the frame with the VIN plate or the door-jamb sticker, and hold the phone parallel to it.',
  'Use even light: avoid glare from a flash or the sun on the windscreen.',
  'Hold still until the picture is sharp, and keep all 17 characters in view.',
  'Or type the VIN: it is on the windscreen (driver side), the door jamb and the registration document.',
] as const;

export interface CarLensKnownProblem {
  id: string;
  title: string;
  description: string;
  component: string;
  severity: 'low' | 'medium' | 'high' | 'critical';
  symptoms: string[];
  yearFrom: number;
  yearTo: number;
  repairCostUsd: { min: number; max: number };
  /** true when it concerns an engine or gearbox the VIN decode did not confirm. */
  conditional: boolean;
  source: { kind: string; organisation: string; document: string };
}

/** A model's guess at an ordinary car photo: never shown as a VIN-certain result. */
export interface CarLensLikelyMatch {
  make: string;
  model: string;
  yearFrom: number;
  yearTo: number;
  confidence: number;
}

export interface CarLensResult {
  id: string;
  createdAt: string;
  vin: string | null;
  vehicle: DecodedVin | null;
  knownProblems: CarLensKnownProblem[];
  /** 'built-in' or 'provider:model'. */
  engine: string;
  method: CarLensMethod;
  /** A vision model's top guesses ("likely"), when one is configured and no VIN was read. */
  likely: CarLensLikelyMatch[];
}
