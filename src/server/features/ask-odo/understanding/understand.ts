// The one understanding step every question goes through: which cars it is about (named from the
// catalog, or the asker's own garage cars), what it asks for (the intent classifier), and the
// details an answer needs (trouble codes, a VIN, a mileage figure). Pure: no database, no clock.
import { findTroubleCodes } from '../../knowledge/trouble-codes.ts';
import { findCarMentions, type CarMention } from './car-mentions.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { compact } from './car-words.ts';
import { createIntentClassifier, type IntentClassifier } from './intent-classifier.ts';
import { marketNear, marketWordsIn } from './market-words.ts';
import { editDistance, MIN_FUZZY_LENGTH } from './spelling.ts';
import type { CarMarket } from '../../../../shared/car-market.ts';
import type { Intent } from './intent-examples.ts';

export interface GarageCar {
  id: string;
  year: number;
  make: string;
  model: string;
  nickname: string | null;
  /** "petrol", "diesel", "hybrid", "electric"…: lets "my EV" or "the diesel" name the car. */
  fuelType?: string | null;
}

export interface Understanding<Car extends GarageCar = GarageCar> {
  intent: Intent;
  /** How sure the classifier is of `intent` (0–1). */
  confidence: number;
  /** How many of the question's words the classifier's examples know (0: gibberish or far off-topic). */
  knownWords: number;
  /** Catalog cars the question names that are not the asker's own, with the market it says. */
  otherCars: CarMention[];
  /** The market the question states for the car(s) ("my European Golf"), null when none. */
  market: CarMarket | null;
  /** The asker's cars the question is about (named, or all of them when it names none). */
  garageCars: Car[];
  /** Makes the question names (with or without a model), catalog spelling. */
  namedMakes: string[];
  /** Whether the question named one of the asker's cars. */
  namesGarageCar: boolean;
  /** Whether it speaks of the asker's own car(s): "my", "I", or a garage car named. */
  personal: boolean;
  /** OBD-II codes written in the question, upper case ("P0300"). */
  troubleCodes: string[];
  /** A 17-character VIN written in the question, upper case. */
  vin: string | null;
  /** "150k miles", "120,000 km" → the figure and its unit. */
  distance: { value: number; unit: 'km' | 'mi' } | null;
}

const VIN = /\b([a-hj-npr-z0-9]{17})\b/i;
const PERSONAL = /\b(i|my|me|we|our|mine|ive|im|i'm|i've)\b/i;
const DISTANCE =
  /\b(\d{1,3}(?:[,.\s]\d{3})+|\d+(?:\.\d+)?)\s?(k|thousand)?\s?(km|kms|kilometres|kilometers|miles|mi|mile)\b/i;

export function distanceIn(text: string): Understanding['distance'] {
  const m = DISTANCE.exec(text.replace(/(\d)k\b/gi, '$1 k'));
  if (!m) return null;
  let value = Number(m[1]!.replace(/[,.\s](?=\d{3}\b)/g, ''));
  if (m[2]) value *= 1000;
  if (!Number.isFinite(value)) return null;
  return { value, unit: /^k/i.test(m[3]!) ? 'km' : 'mi' };
}

function vinIn(text: string): string | null {
  const m = VIN.exec(text);
  // A VIN has digits and letters; a 17-letter word is not one.
  return m && /\d/.test(m[1]!) && /[a-z]/i.test(m[1]!) ? m[1]!.toUpperCase() : null;
}

function contextFeatures(text: string, mentions: CarMention[], namesGarageCar: boolean): string[] {
  const context: string[] = [];
  if (mentions.some((m) => m.model !== null)) context.push('@car');
  if (PERSONAL.test(text) || namesGarageCar) context.push('@personal');
  if (namesGarageCar) context.push('@own');
  if (findTroubleCodes(text).length) context.push('@code', '@code', '@code');
  if (distanceIn(text)) context.push('@distance');
  return context;
}

export interface Understander {
  /** The first catalog car a text names ("2012 Ford Focus"), or null. */
  mentionOf(text: string, currentYear: number): CarMention | null;
  understand<Car extends GarageCar>(
    question: string,
    garage: readonly Car[],
    currentYear: number,
  ): Understanding<Car>;
}

/** Whether a named catalog car is one of the asker's own. */
function isGarageCar(mention: CarMention, car: GarageCar): boolean {
  if (compact(mention.make) !== compact(car.make) || mention.unlisted) return false;
  // "a 2009 Toyota" is not the asker's 2019 Toyota.
  if (mention.model === null)
    return mention.year === null || mention.periodYear === true || mention.year === car.year;
  const named = compact(mention.model);
  const own = compact(car.model);
  if (named !== own && !own.startsWith(named) && !named.startsWith(own)) return false;
  return mention.year === null || mention.periodYear === true || mention.year === car.year;
}

const POWERTRAIN_REF =
  /\b(my|the|our|mine)\s+(evs?|electric(?:\s+(?:car|one|vehicle))?|battery car|diesel(?:\s+(?:car|one))?|petrol(?:\s+(?:car|one))?|gas(?:oline)?\s+(?:car|one)|hybrid(?:\s+(?:car|one))?|plug-in(?:\s+hybrid)?)\b/g;

/** Garage cars a question names by nickname, by powertrain, or by a model or make word. */
function garageCarsNamed<Car extends GarageCar>(
  text: string,
  garage: readonly Car[],
  mentions: readonly CarMention[],
): Car[] {
  const words = ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  const typed = words.trim().split(' ');
  const has = (name: string) => {
    const needle = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    // "the Leaf's", "both Leafs": the name with an s after it.
    if (needle.length > 1 && (words.includes(` ${needle} `) || words.includes(` ${needle}s `)))
      return true;
    // "my corola", "the octavai": one slip of the keyboard from the car's one-word name.
    return (
      needle.length >= MIN_FUZZY_LENGTH &&
      !needle.includes(' ') &&
      typed.some((w) => Math.abs(w.length - needle.length) <= 1 && editDistance(w, needle) === 1)
    );
  };
  // "my EV", "the diesel", "my petrol car": the asker's cars of that powertrain.
  const powertrains = [...text.toLowerCase().matchAll(POWERTRAIN_REF)].map((m) =>
    /^(ev|electric|battery)/.test(m[2]!)
      ? 'electric'
      : /^diesel/.test(m[2]!)
        ? 'diesel'
        : /^hybrid|^plug/.test(m[2]!)
          ? 'hybrid'
          : 'petrol',
  );
  const scored = garage.map((car) => {
    let score = 0;
    const fuel = (car.fuelType ?? '').toLowerCase();
    if (powertrains.some((p) => fuel === p || (p === 'hybrid' && fuel.includes('hybrid'))))
      score += 3;
    if (car.nickname && has(car.nickname)) score += 4;
    if (has(car.model) || has(car.model.replace(/-/g, ''))) score += 3;
    // The make alone names the car only when the question's mention of that make could be it.
    const ofMake = mentions.filter((m) => compact(m.make) === compact(car.make));
    if (has(car.make) && (ofMake.length === 0 || ofMake.some((m) => isGarageCar(m, car))))
      score += 1;
    return { car, score };
  });
  const best = Math.max(0, ...scored.map((s) => s.score));
  return best === 0 ? [] : scored.filter((s) => s.score === best).map((s) => s.car);
}

export function createUnderstander(index: CatalogIndex, trainingYear = 2026): Understander {
  let classifier: IntentClassifier | undefined;
  const classifierOf = () =>
    (classifier ??= createIntentClassifier((example) =>
      contextFeatures(example, findCarMentions(example, index, trainingYear), false),
    ));

  return {
    mentionOf: (text, currentYear) =>
      findCarMentions(text, index, currentYear).find((m) => m.model !== null) ?? null,
    understand(question, garage, currentYear) {
      const mentions = findCarMentions(question, index, currentYear);
      const byName = garageCarsNamed(question, garage, mentions);
      const mentionedOwn = garage.filter((car) => mentions.some((m) => isGarageCar(m, car)));
      const ownNamed = [...new Set([...mentionedOwn, ...byName])];
      const marketWords = marketWordsIn(question);
      const otherCars = mentions
        .filter((m) => m.model !== null && !garage.some((car) => isGarageCar(m, car)))
        .map((m) => ({ ...m, market: marketNear(marketWords, m.at) }));
      const namesGarageCar = ownNamed.length > 0;
      const personal = PERSONAL.test(question) || namesGarageCar;
      const troubleCodes = findTroubleCodes(question);
      const vin = vinIn(question);
      const distance = distanceIn(question);
      // A car of the asker's own is "my car" to the classifier, not a car asked about from outside.
      const context = contextFeatures(
        question,
        mentions.filter((m) => !garage.some((car) => isGarageCar(m, car))),
        namesGarageCar,
      );
      const scores = classifierOf().classify(question, context);
      let intent = scores.best;
      if (troubleCodes.length) intent = 'trouble_code';
      const garageCars = namesGarageCar ? ownNamed : otherCars.length ? [] : [...garage];
      return {
        intent,
        confidence: scores.probabilities[intent],
        knownWords: scores.knownWords,
        otherCars,
        market: marketNear(marketWords, mentions[0]?.at ?? 0),
        namedMakes: [...new Set(mentions.map((m) => m.make))],
        garageCars,
        namesGarageCar,
        personal,
        troubleCodes,
        vin,
        distance,
      };
    },
  };
}
