// A question that names no car and is not about the asker's own ("5W-30 vs 10W-40", "hybrid or
// EV?", "is a BMW expensive to keep?"): answered in general, never with "which car?".
import type { ArticleHit } from '../../knowledge/articles.ts';
import type { ServiceType } from '../../../../shared/garage.ts';
import { closeArticle } from './article-match.ts';
import type { BuiltInAnswer, Ctx } from './context.ts';
import { buying, care } from './knowledge-answers.ts';
import { powertrainsNamed } from './powertrain-checks.ts';

/** Words of choosing or buying a car (not a part): "used", "reliable", "which car". */
const CAR_CHOICE =
  /\b(buy|buying|bought|purchas\w*|used|second[- ]?hand|for sale|seller|dealers?|reliab\w*|dependab\w*|mileage|which (car|suv|truck|model|make))\b/;

export function generalAnswer(
  ctx: Ctx,
  hits: ArticleHit[],
  article: ArticleHit | null,
  type: ServiceType | null,
): BuiltInAnswer | null {
  const { u, q, kb, question } = ctx;
  if (u.otherCars.length || u.namesGarageCar || /\b(my|our|mine)\b/.test(q)) return null;
  // "Hybrid vs EV if I can't charge at home", "diesel or petrol nowadays": the powertrain choice.
  if (
    powertrainsNamed(question) >= 2 &&
    ['buying', 'care', 'cost_compare', 'known_problems', 'decline'].includes(u.intent)
  )
    return buying(ctx);
  // "Is it expensive to own a BMW?": a make with no model, asked about upkeep or lifespan.
  const brand = u.namedMakes.length === 1 ? kb.brandFacts(u.namedMakes[0]!) : null;
  if (brand && /expensive|\bcosts?\b|maintain|maintenance|upkeep|reliab|\blast/.test(q))
    return {
      intent: 'buying',
      text: `${brand.make}: cars typically last about ${brand.expectedLifespanYears} years, and maintenance averages about $${brand.averageAnnualMaintenanceUsd.toLocaleString('en-US')} a year (by the figures Odo holds for the make). The model, engine and the individual car's history matter more than the badge: ask me about a model and year for its known problems.`,
      sources: [
        {
          kind: 'article',
          title: `${brand.make} running costs and lifespan`,
          detail: `${brand.source.organisation}: ${brand.source.document}`,
        },
      ],
    };
  // "5W-30 vs 10W-40", "ceramic or semi-metallic pads", "best tyre brand": a part or product
  // compared or chosen is answered by its article, not by the used-car checklist.
  const general = article ?? closeArticle(hits);
  if (
    general &&
    (['buying', 'known_problems', 'cost_compare', 'care'].includes(u.intent) ||
      // "do turbo engines need more maintenance": what is due on no car in particular.
      (u.intent === 'next_due' && article !== null && !u.personal) ||
      // "bosch or cheap wiper blades?": how often of nothing Odo schedules.
      (u.intent === 'how_often' && type === null)) &&
    !CAR_CHOICE.test(q) &&
    (u.intent !== 'cost_compare' || !/\bcars?\b|\bwhich\b|\bper (km|mile|100)\b/.test(q))
  )
    return care(general, 'care');
  return null;
}
