// Two kinds of car question the built-in engine cannot answer from its data, said plainly instead
// of answering something else: a model's specifications (towing capacity, oil grade, tyre size…),
// which Odo does not hold, and requests to change the garage ("remind me", "add a car"), which
// Ask Odo does not do — the Garage page does.
import type { BuiltInAnswer, Ctx } from './context.ts';
import { carLabel } from './problem-text.ts';
import { carName } from './format.ts';

const SPECS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [
    /\b(towing (?:capacity|limit|rating)|tow (?:capacity|rating|limit)|how much (?:can|will) (?:it|a|an|the|my) ?(?:\w+ ){0,4}tow|payload)\b/,
    'towing capacity or payload',
    "The owner's manual or the maker's towing guide gives it for each engine, axle ratio and body; the plate on the door pillar gives the gross weights.",
  ],
  [
    /\b(what|which) (?:engine )?oil (?:does|do|should|for|goes|to use in)\b|\boil (?:type|grade|spec|specification|capacity)\b|\bhow much oil (?:does|do) (?:a|an|the|my|it) ?(?:\w+ ){0,4}(?:take|hold|need)\b/,
    'oil grade or capacity',
    "The owner's manual (and often the oil filler cap) gives the grade, such as 0W-20, and the maker's approval to look for; the service book or a parts shop gives the capacity.",
  ],
  [
    /\b(tyre|wheel|rim) size\b|\bbolt pattern\b|\bwhat size (?:tyres|wheels|rims)\b/,
    'tyre or wheel size',
    'It is written on the sidewall of the tyres on the car (for example 205/55 R16) and on the placard on the driver’s door pillar.',
  ],
  [
    /\b(?:how much|how many|what(?: is|s)? the) (?:horsepower|hp|bhp|power|torque)\b|\b0 ?(?:to|-) ?(?:60|100)\b|\btop speed\b/,
    'power or performance figures',
    "The maker's brochure or specification sheet gives them for each engine and trim.",
  ],
  [
    /\b(dimensions|how (?:long|wide|tall|heavy) is|curb weight|kerb weight|boot space|trunk space|cargo space|ground clearance|turning circle|(?:fuel )?tank (?:size|capacity))\b/,
    'dimensions, weights or capacities',
    "The maker's brochure or specification sheet gives them for each body and trim.",
  ],
];

/** "What's the towing capacity of a 2018 F-150?": Odo does not hold it; where to find it. */
export function specAnswer(ctx: Ctx): BuiltInAnswer | null {
  const found = SPECS.find(([pattern]) => pattern.test(ctx.q));
  if (!found) return null;
  const [, what, where] = found;
  const named = ctx.u.otherCars[0];
  const own = ctx.u.namesGarageCar ? ctx.u.garageCars[0] : undefined;
  // "What oil should I use?" with no car named: the article on oil grades answers it.
  if (!named && !own && what.startsWith('oil')) return null;
  const car = named ? `the ${carLabel(named)}` : own ? `your ${carName(own)}` : 'each model';
  const offer =
    named || own
      ? ` I can tell you the known problems, recalls and official fuel economy of ${car} if that helps.`
      : '';
  return {
    intent: 'no_grounding',
    text: `Odo doesn't hold the ${what} of ${car}, so I won't guess. ${where}${offer}`,
    sources: [],
  };
}

const ACTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    // "Remind me to…" asks for a reminder; "remind me when it was last done" asks a question,
    // and "I set a reminder" tells one.
    /\bremind me (?:to|next|in|on|tomorrow)\b|(?<!\b(?:i|ive|i have|we|weve) )\b(?:set|add|create|make) (?:me )?(?:up )?(?:a |an )?reminder\b/,
    'open the car on the Garage page and use "Add reminder"',
  ],
  [
    /\b(?:add|register|put|save) (?:a |my |another |the |new )*(?:car|vehicle|truck)\b.*\b(?:garage|odo|app)\b|\bhow (?:do|can) i add (?:a |my |another )*(?:car|vehicle|truck)\b/,
    'use "Add car" on the Garage page',
  ],
  [
    /\b(?:log|record|add|enter|save) (?:a |my |the |new )*(?:fill-? ?up|refuel|charge|charging session|expense|receipt|service|repair|oil change)\b/,
    'open the car on the Garage page and use "Add fill-up", "Add service" or "Add expense"',
  ],
  [
    /\b(?:delete|remove) (?:a |my |the |this )*(?:car|vehicle|record|fill-? ?up|expense|reminder|account)\b|\b(?:update|change|correct) (?:my |the )*(?:mileage|odometer)\b/,
    'open the car on the Garage page, where each record and the car itself can be edited or deleted',
  ],
];

/** "Remind me to rotate my tyres next month": Ask Odo answers, the Garage page changes things. */
export function appActionAnswer(ctx: Ctx): BuiltInAnswer | null {
  const found = ACTIONS.find(([pattern]) => pattern.test(ctx.q));
  if (!found) return null;
  return {
    intent: 'no_grounding',
    text: `I can't change your garage from here: Ask Odo only answers questions from your records and Odo's knowledge. To do that, ${found[1]}.`,
    sources: [],
  };
}
