// Answers from Odo's knowledge: care articles, service intervals, known problems of any car and
// buying advice.
import { sideBySide } from './compare-cars.ts';
import { SERVICE_TYPE_LABELS, type ServiceType } from '../../../../shared/garage.ts';
import type { AskSource } from '../../../../shared/ask-odo.ts';
import { fromKm, round } from '../../../../shared/units.ts';
import type { ArticleHit } from '../../knowledge/articles.ts';
import { terms } from '../../knowledge/articles.ts';
import { powertrainOf, SERVICE_INTERVALS } from '../../knowledge/service-intervals.ts';
import type { GroundedVehicle, Grounding } from '../grounding.ts';
import { carName, formatNumber, plural } from './format.ts';
import { buyingAdvice } from './buying-advice.ts';
import { careAnswerText } from './care-guide.ts';
import { relevant, symptomGuide } from './article-match.ts';
import { powertrainChoice, powertrainOf as buyingPowertrainOf } from './powertrain-checks.ts';
import { nearbyYearProblems, problemsFor } from './problem-fit.ts';
import { describeProblems } from './problem-text.ts';
import type { CarMention } from '../understanding/car-mentions.ts';
import type { CarMarket } from '../../../../shared/car-market.ts';
import {
  type Intent,
  type BuiltInAnswer,
  carsIn,
  articleSource,
  type Ctx,
  whichCar,
} from './context.ts';
import { dueLine } from './due.ts';

export function care(hit: ArticleHit, intent: Intent): BuiltInAnswer {
  return { intent, ...careAnswerText(hit) };
}
export function intervalKm(g: Grounding, km: number) {
  return `${formatNumber(round(fromKm(km, g.units.distance), -3))} ${g.units.distance}`;
}
export function howOften(ctx: Ctx, type: ServiceType): BuiltInAnswer {
  const { g } = ctx;
  const entry = SERVICE_INTERVALS.find((e) => e.type === type);
  // A garage car qualifies the interval only when the question is about it ("my", or named).
  const { cars, named } = carsIn(ctx);
  const car =
    named || (ctx.u.personal && cars.length === 1 && !ctx.u.otherCars.length) ? cars[0] : undefined;
  const other = car ? undefined : ctx.u.otherCars[0];
  const powertrain = car
    ? powertrainOf(car.fuelType)
    : other && /\b(ev|electric)\b/.test(other.trim.join(' '))
      ? 'electric'
      : other && /hybrid|phev/.test(other.trim.join(' '))
        ? 'hybrid'
        : 'combustion';
  const interval = entry?.intervals[powertrain];
  const label = SERVICE_TYPE_LABELS[type];
  const sources: AskSource[] = [];
  let text: string;
  if (!entry || !interval) {
    text = `${label} isn't on the schedule for ${car ? `the ${carName(car)}` : 'this kind of car'}${powertrain === 'electric' ? ': it is electric, so there is no engine oil, oil filter, spark plugs, timing belt, engine air filter or engine coolant to change — no need for it' : ''}.`;
  } else {
    const every: string[] = [];
    if (interval.km !== null) every.push(intervalKm(g, interval.km));
    if (interval.months !== null) {
      every.push(
        interval.months % 12 === 0
          ? plural(interval.months / 12, 'year')
          : plural(interval.months, 'month'),
      );
    }
    text = `${label}: every ${every.join(' or ')}${every.length > 1 ? ', whichever comes first' : ''}${car ? ` for a ${powertrain} car like your ${carName(car)}` : ''}. ${entry.source} Your owner's manual always wins if it says otherwise.`;
    sources.push({ kind: 'interval', title: `${label} interval`, detail: entry.source });
    const due = car?.upcoming.find((item) => item.serviceType === type);
    if (car && due) {
      text += `\n\nFor your ${carName(car)}: ${dueLine(g, due)}`;
      sources.push({
        kind: 'upcoming',
        title: `${due.title} — ${carName(car)}`,
        detail: due.source ?? '',
        vehicleId: car.id,
      });
    }
  }
  const hit = ctx.kb.articles.search(`${label} ${ctx.question}`, 1)[0];
  if (hit && relevant(hit)) {
    sources.push(articleSource(hit));
    // The article's own summary says how to tell it is time (wear, age, symptoms), not only when.
    const lead = hit.article.paragraphs[0];
    if (lead) text += `\n\n${hit.article.title}: ${lead}`;
  }
  return { intent: 'how_often', text, sources };
}
/**
 * A garage car as the knowledge base's query: year, make, model, its engine words and its market
 * (the one stored with the car, else the one the question states, `market`).
 */
export function mentionOf(car: GroundedVehicle, market: CarMarket | null = null): CarMention {
  const trim = [
    car.fuelType === 'electric' ? 'ev' : car.fuelType === 'hybrid' ? 'hybrid' : '',
  ].filter(Boolean);
  return {
    year: car.year,
    make: car.make,
    model: car.model,
    trim,
    engine: car.fuelType === 'diesel' ? 'diesel' : null,
    exists: true,
    years: [],
    at: 0,
    market: car.market ?? market,
  };
}
export function focusWords(ctx: Ctx): string[] {
  return terms(ctx.question);
}
export function carProblems(ctx: Ctx): BuiltInAnswer {
  const { u, g, kb } = ctx;
  const named = u.otherCars.slice(0, 2);
  // The asker's own cars only when the question is about them ("my", or one named).
  const own = named.length || !(u.personal || u.namesGarageCar) ? [] : u.garageCars.slice(0, 3);
  if (named.length === 0 && own.length === 0) return whichCar(ctx, 'its known problems');
  const parts: string[] = [];
  const sources: AskSource[] = [];
  const cars: Array<{ mention: CarMention; vehicleId?: string }> = [
    ...named.map((mention) => ({ mention })),
    ...own.map((car) => ({ mention: mentionOf(car, u.market), vehicleId: car.id })),
  ];
  for (const { mention, vehicleId } of cars) {
    const found = problemsFor(mention, kb.problems);
    const focus = focusWords(ctx);
    const nearby = nearbyYearProblems(mention, kb.problems, found, focus);
    const described = describeProblems(mention, found, {
      distanceUnit: g.units.distance,
      focus,
      vehicleId,
      nearby,
    });
    parts.push(described.text);
    sources.push(...described.sources);
    if (cars.length === 1) {
      const guide = symptomGuide(ctx, mention, [...found, ...nearby]);
      if (guide) {
        parts.push(guide.text);
        sources.push(...guide.sources);
      }
    }
  }
  if (named.length > 1) {
    parts.unshift(`You asked about ${named.length} cars; here is each in turn.`);
    const verdict = sideBySide(named, kb.problems);
    if (verdict) parts.push(verdict);
  }
  return { intent: 'known_problems', text: parts.join('\n\n'), sources };
}
export function buying(ctx: Ctx): BuiltInAnswer {
  const { u, g, kb } = ctx;
  const mention =
    u.otherCars[0] ?? (u.namesGarageCar ? mentionOf(u.garageCars[0]!, u.market) : undefined);
  if (!mention) {
    const choice = powertrainChoice(ctx.question);
    if (choice) {
      return {
        intent: 'buying',
        text: choice,
        sources: [
          {
            kind: 'article',
            title: 'Diesel, petrol, hybrid or electric',
            detail: "Odo's general buying guidance",
          },
        ],
      };
    }
    // "What's a reliable used car?": the brands whose cars last longest and cost least to keep.
    if (
      /\b(reliab|dependab|last(s|ing)? (the )?long|most durable|best (used|cheap|budget))/i.test(
        ctx.question,
      )
    ) {
      const ranked = [...kb.allBrands()]
        .sort(
          (a, b) =>
            b.expectedLifespanYears - a.expectedLifespanYears ||
            a.averageAnnualMaintenanceUsd - b.averageAnnualMaintenanceUsd,
        )
        .slice(0, 5);
      if (ranked.length) {
        const checklist = kb.articles.bySlug('used-car-buying-checklist');
        return {
          intent: 'buying',
          text: `By the brand figures Odo has, the makes whose cars last longest and cost least to keep up are:\n${ranked
            .map(
              (b, i) =>
                `${i + 1}. ${b.make}: typically lasts about ${b.expectedLifespanYears} years; maintenance about $${b.averageAnnualMaintenanceUsd.toLocaleString('en-US')} a year.`,
            )
            .join(
              '\n',
            )}\n\nAt any budget, the individual car matters more than the badge: buy the one with a full service history, a clean history check and a pre-purchase inspection by an independent mechanic, and ask me about a particular model and year for its known problems. Odo does not know local prices, so it can't say what your budget buys.`,
          sources: [
            ...ranked.map((b) => ({
              kind: 'article' as const,
              title: `${b.make} running costs and lifespan`,
              detail: `${b.source.organisation}: ${b.source.document}`,
            })),
            ...(checklist
              ? [
                  {
                    kind: 'article' as const,
                    title: checklist.title,
                    detail: checklist.sources.join('; '),
                  },
                ]
              : []),
          ],
        };
      }
    }
    const hit = kb.articles.bySlug('used-car-buying-checklist');
    const found = kb.articles.search(`${ctx.question} used car buying checklist`, 1)[0];
    if (found && (found.article.slug === hit?.slug || relevant(found)))
      return care(found, 'buying');
    return whichCar(ctx, 'whether it is a good buy');
  }
  // "Which is more reliable, A or B?": the advice for each car, in turn.
  if (u.otherCars.length > 1) {
    const parts = u.otherCars
      .slice(0, 2)
      .map((car) => buying({ ...ctx, u: { ...u, otherCars: [car] } }));
    return {
      intent: 'buying',
      text: [
        `You asked about ${parts.length} cars; here is each in turn.`,
        ...parts.map((p) => p.text),
        sideBySide(u.otherCars.slice(0, 2), kb.problems) ?? '',
      ]
        .filter(Boolean)
        .join('\n\n'),
      sources: parts.flatMap((p) => p.sources),
    };
  }
  const problems = problemsFor(mention, kb.problems);
  const answer = buyingAdvice({
    mention,
    problems,
    nearby: nearbyYearProblems(mention, kb.problems, problems, focusWords(ctx)),
    brand: kb.brandFacts(mention.make),
    distance: u.distance,
    currentYear: Number(g.today.slice(0, 4)),
    distanceUnit: u.distance?.unit ?? g.units.distance,
    powertrain: buyingPowertrainOf(mention, ctx.question),
    question: ctx.question,
  });
  return { intent: 'buying', ...answer };
}
