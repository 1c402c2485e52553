// Where a known problem's source applies (a US recall, a German KBA recall, a maker's worldwide
// bulletin) and where a car was sold, so a US-only campaign is never said to apply to a European car.
import type { CarMarket } from '../../../shared/car-market.ts';
import type { KnownProblem, ProblemMarket } from './schema.ts';

export type { CarMarket };

const US_SOURCE =
  /\b(nhtsa|us|u\.s\.|usa|american|america|north america|north american|california|epa)\b|district court|federal court|superior court|fca us|general motors|^ford motor company$/i;
const OTHER_SOURCE = /china|aqsiq|australia|southern africa|consumer commission/i;
const EU_SOURCE =
  /kraftfahrt|\bkba\b|europe|safety gate|rapex|rappelconso|dvsa|britain|\buk\b|honest john|auto express|bbc|t[üu]v|which\?|teknikens|vauxhall|opel|peugeot|citro[eë]n|\bpsa\b|renault|dacia|stellantis|seat|fiat/i;

/**
 * The market an entry's source applies to when the data does not say: a US agency, court or a
 * maker's US arm or bulletin (GM, Ford Motor Company) → 'us'; a European authority, press or maker → 'eu'; China, Australia, South
 * Africa → 'other'; a maker's worldwide bulletin (and the Takata inflator recalls) → 'global'.
 */
export function inferredMarket(entry: Pick<KnownProblem, 'title' | 'source'>): ProblemMarket {
  const { organisation, document } = entry.source;
  if (/takata/i.test(`${entry.title} ${document}`)) return 'global';
  if (OTHER_SOURCE.test(organisation)) return 'other';
  if (US_SOURCE.test(organisation)) return 'us';
  if (EU_SOURCE.test(organisation)) return 'eu';
  return 'global';
}

export function marketOf(entry: Pick<KnownProblem, 'market' | 'title' | 'source'>): ProblemMarket {
  return entry.market ?? inferredMarket(entry);
}

// The VIN rule is shared with the garage (a new car's market) and the web forms.
export { marketOfVin } from '../../../shared/car-market.ts';

/** Does a campaign of `market` concern a car sold in `car` ('may_not' when it is another market's). */
export function marketApplies(
  market: ProblemMarket,
  car: CarMarket | null | undefined,
): 'yes' | 'may_not' {
  if (!car || market === 'global') return 'yes';
  if (market === 'us') return car === 'na' ? 'yes' : 'may_not';
  if (market === 'eu') return car === 'eu' ? 'yes' : 'may_not';
  return car === 'other' ? 'yes' : 'may_not';
}

const MARKET_NAMES: Record<ProblemMarket, string> = {
  us: 'US',
  eu: 'European',
  other: 'non-US, non-European',
  global: 'worldwide',
};

/** "US campaign — may not apply to your car" (the wording the answer and the page use). */
export function marketCaveat(market: ProblemMarket): string {
  return `${MARKET_NAMES[market]} campaign — may not apply to your car`;
}
