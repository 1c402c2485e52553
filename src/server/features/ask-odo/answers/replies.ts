// Short replies about the garage as a whole (its cars, odometers), suggestions, and the declines
// (prompt injection, unsafe requests, off-topic).
import type { Grounding } from '../grounding.ts';
import { carName, distance, formatDate, plural } from './format.ts';
import { type BuiltInAnswer, carsIn, vehicleSource, type Ctx, noCars } from './context.ts';

export function garageList(ctx: Ctx): BuiltInAnswer {
  const { g } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'about your cars');
  const items = g.vehicles.map(
    (car) =>
      `• ${carName(car)} — ${distance(g, car.mileage)}${car.nextService ? `; next: ${car.nextService.title.toLowerCase()}${car.nextService.effectiveDate ? ` by ${formatDate(car.nextService.effectiveDate)}` : ''}` : ''}`,
  );
  return {
    intent: 'garage',
    text: `You have ${plural(g.vehicles.length, 'car')} in your garage:\n${items.join('\n')}`,
    sources: g.vehicles.map(vehicleSource),
  };
}
export function mileage(ctx: Ctx): BuiltInAnswer {
  const { g } = ctx;
  if (g.vehicles.length === 0) return noCars(g, 'your mileage');
  const { cars } = carsIn(ctx);
  return {
    intent: 'mileage',
    text: cars
      .map(
        (car) =>
          `${carName(car)}: ${distance(g, car.mileage)} on the odometer (the latest reading in your garage).`,
      )
      .join('\n'),
    sources: cars.map(vehicleSource),
  };
}
/** What it can answer, from the user's own garage when there is one. */
export function suggestionsFor(g: Grounding): string[] {
  const car = g.vehicles[0];
  const name = car ? (car.nickname ?? `the ${car.model}`) : null;
  const owner = car ? (car.nickname ?? `my ${car.model}`) : null;
  return name
    ? [
        `When is ${name}'s next oil change?`,
        `How much did I spend on ${name} this year?`,
        `What is ${owner}'s fuel economy?`,
        `Any known problems with ${owner}?`,
        'What does the check engine light mean?',
      ]
    : [
        'What does the check engine light mean?',
        'How often should I change the oil?',
        'What tyre pressure should I run?',
        'When should I replace a timing belt?',
      ];
}
export function noGrounding(ctx: Ctx): BuiltInAnswer {
  const ideas = suggestionsFor(ctx.g)
    .map((s) => `• ${s}`)
    .join('\n');
  return {
    intent: 'no_grounding',
    text: `I couldn't find anything about that in your garage or in Odo's knowledge base, so I won't guess. I answer from your cars' records and Odo's articles on maintenance, warning lights, tyres, buying and running a car. For example:\n${ideas}`,
    sources: [],
  };
}
export const INJECTION =
  /\b(the )?user (?!manual)[a-z0-9@._-]+'?s?\b.*\b(cars?|garage|data|records|drive|drives|own|owns)\b|\b(her|his|their|someone else'?s|another person'?s|other people'?s|my (friend|neighbou?r|boss|colleague)'?s?) (garage|cars?|data|records|account)\b|ignore (all |the |your |previous |prior |any )*(instructions|rules|garage|above)|system prompt|(other|another|every|all) (users?|members?|people)(?:'?s)?|\buser [a-z0-9@._-]+'?s? (cars?|data|garage|records)|(show|list|give) me .*(database|e-?mail addresses|passwords)|\byou are now\b|\b(admin|developer|god|debug) mode\b|\bjailbreak|\bpretend (to be|you are)\b|\b(dump|export|print|list) (every|all|the whole)\b.*\b(system|database|users?|vehicles|cars)\b|\b(every|all) (vehicles?|cars?|records?|garages?) in (the|your) (system|database|app)\b|[a-z0-9._-]+@[a-z0-9-]+\.[a-z.]+'?s? (garage|cars?|data|notes|records)/i;
export const UNSAFE =
  /(roll ?back|wind back|tamper|clock) .*(odometer|mileage|clock)|odometer .*(roll ?back|tamper)|(disable|remove|delete) .*(airbag|abs|dpf|egr|catalytic|emissions)|(cheat|fool|pass) .*(emissions|mot|inspection) test|defeat device|steal|break into/i;
export function decline(ctx: Ctx, why: 'injection' | 'unsafe' | 'off_topic'): BuiltInAnswer {
  const text =
    why === 'injection'
      ? "I can only see your own garage, and only answer from it and Odo's knowledge base. I can't show or look up anyone else's cars or data, and I don't change how I work on request. Ask me about your cars, a model you're considering, a warning light or a trouble code."
      : why === 'unsafe'
        ? "I can't help with that: it is illegal in most countries or removes a safety or emissions system. If a part is faulty, a mechanic can repair or replace it properly, and I can tell you what the usual causes are."
        : `That's outside what I know, so I won't guess: I answer questions about cars — your garage's records and costs, maintenance, warning lights, trouble codes, known problems of a model and buying advice. For example:\n${suggestionsFor(
            ctx.g,
          )
            .map((s) => `• ${s}`)
            .join('\n')}`;
  return { intent: 'decline', text, sources: [] };
}
