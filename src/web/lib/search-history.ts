// SPEC.md §3's search history: the user's recent assessment searches, kept per user on the server
// (GET/DELETE /api/assessment/searches; POST /api/assessment records one). These helpers let the
// client show a new search at once, worded and ordered as the server keeps it.
import type { AssessmentSearch } from '../../shared/assessment-vocab.ts';

/**
 * ASSESSMENT_SEARCHES_KEPT (src/shared/assessment.ts), written here so this first-load module does
 * not pull in zod; a test holds them equal.
 */
export const SEARCHES_KEPT = 10;

export type SearchTerms = Pick<AssessmentSearch, 'year' | 'make' | 'model' | 'trim' | 'mileage'>;

/** "2013 Nissan Altima SV · 150,000 km": the server's label (one row per user and label). */
export function searchLabel(terms: SearchTerms): string {
  const name = [terms.year, terms.make, terms.model, terms.trim].filter(Boolean).join(' ');
  return `${name} · ${terms.mileage.toLocaleString('en-US')} km`;
}

/** The list with `terms` first (an existing search with the same label moves up). */
export function withSearch(
  searches: AssessmentSearch[],
  terms: SearchTerms,
  now = new Date(),
): AssessmentSearch[] {
  const clean: SearchTerms = {
    year: terms.year,
    make: terms.make.trim(),
    model: terms.model.trim(),
    trim: terms.trim.trim(),
    mileage: terms.mileage,
  };
  if (!clean.make || !clean.model) return searches;
  const label = searchLabel(clean);
  const existing = searches.find((search) => search.label === label);
  const entry: AssessmentSearch = {
    ...clean,
    id: existing?.id ?? `pending-${now.getTime()}`,
    label,
    searchedAt: now.toISOString(),
  };
  return [entry, ...searches.filter((search) => search.label !== label)].slice(0, SEARCHES_KEPT);
}
