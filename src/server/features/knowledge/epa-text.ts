// An EPA match in words a car owner reads, for answers that quote the rating (Ask Odo's "what mpg
// should my 2016 Mazda3 get?"): the combined figure with its spread, in the asker's units too.
import { economyInUnits, energyEconomyInUnits, round, type Units } from '../../../shared/units.ts';
import { matchedName, type EpaMatch, type EpaRating } from './epa-ratings.ts';

const KIND_WORDS: Record<string, string> = {
  petrol: 'petrol',
  diesel: 'diesel',
  hybrid: 'hybrid',
  plug_in_hybrid: 'plug-in hybrid',
  electric: 'electric',
  lpg_cng: 'natural-gas',
  hydrogen: 'fuel-cell',
};

function ratingWords(rating: EpaRating, electric: boolean, units: Units): string {
  const spread = rating.low === rating.high ? '' : `, ${rating.low}–${rating.high} across variants`;
  const own = electric
    ? energyEconomyInUnits(rating.combinedPer100Km, units)
    : economyInUnits(rating.combinedPer100Km, units);
  const converted = own.unit === rating.unit ? '' : ` (${round(own.value, 1)} ${own.unit})`;
  const cityHighway =
    rating.city !== null && rating.highway !== null
      ? `; city ${rating.city}, highway ${rating.highway}`
      : '';
  return `${rating.combined} ${rating.unit} combined${converted}${cityHighway}${spread}`;
}

/**
 * "The US EPA rates the 2016 Mazda 3 4-Door, 3 5-Door (petrol) at 32 mpg (US) combined
 * (7.4 L/100 km); city 28, highway 40, 29–33 across variants."
 */
export function describeEpaRating(match: EpaMatch, units: Units): string {
  const kind = match.powertrain.kind;
  const electric = kind === 'electric';
  const name = matchedName(match);
  const closest = match.approximate ? ' (the closest model the EPA rated)' : '';
  const main = `The US EPA rates the ${name}${closest} (${KIND_WORDS[kind] ?? kind}) at ${ratingWords(match.rating, electric, units)}.`;
  const battery = match.electricRating
    ? ` On its battery: ${ratingWords(match.electricRating, true, units)}.`
    : '';
  return main + battery;
}
