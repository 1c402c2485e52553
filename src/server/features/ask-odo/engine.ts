// Ask Odo's built-in engine: reads a question, decides what it is about (what is due, what was
// spent, fuel economy, when something was last done, known problems, a warning light, how often to
// do X, or anything the knowledge-base articles cover) and answers it from the grounding only.
// Pure and deterministic: no database, no clock (the grounding carries "today"), no network.
import { findTroubleCodes } from '../knowledge/trouble-codes.ts';
import { marketOfVin } from '../../../shared/car-market.ts';
import type { Grounding } from './grounding.ts';
import { carName } from './answers/format.ts';
import { troubleCodeAnswer } from './trouble-code-answer.ts';
import { unknownCarText } from './answers/problem-text.ts';
import {
  type BuiltInAnswer,
  type Knowledge,
  normalise,
  serviceTypeIn,
  carsIn,
  type Ctx,
  aboutAnotherCar,
} from './answers/context.ts';
import { dueLine, nextDue, lastDone, reminderNamed } from './answers/due.ts';
import { spend } from './answers/spend.ts';
import { economy, rating } from './answers/economy.ts';
import { costCompare } from './answers/cost-compare.ts';
import { fillUpsAnswer, remindersAnswer } from './answers/fill-ups.ts';
import { care, howOften, carProblems, buying } from './answers/knowledge-answers.ts';
import { plainOwnerText } from './understanding/owner-words.ts';
import { bestArticle, closeArticle, warningLight } from './answers/article-match.ts';
import { generalAnswer } from './answers/general-question.ts';
import { appActionAnswer, specAnswer } from './answers/out-of-scope.ts';
import { asksGoingRate, goingRate, noGoingRate } from './answers/going-rate.ts';
import { garageList, mileage, noGrounding, INJECTION, UNSAFE, decline } from './answers/replies.ts';

export function answerQuestion(asked: string, g: Grounding, kb: Knowledge): BuiltInAnswer {
  // Forum shorthand spelled out first ("ck engine light", "shud i"), for every step below.
  const question = plainOwnerText(asked);
  // An OBD-II trouble code in the question is answered from the code list, before any routing.
  const codes = findTroubleCodes(question);
  if (codes.length > 0) return troubleCodeAnswer(codes);
  const q = normalise(question);
  const u = kb.understander.understand(question, g.vehicles, Number(g.today.slice(0, 4)));
  // A VIN in the question: the car it decodes to is the car asked about.
  if (g.vin) {
    const { decoded } = g.vin;
    if (!decoded || !decoded.make || !decoded.model || decoded.year === null) {
      return {
        intent: 'which_car',
        text: `I couldn't decode the VIN ${g.vin.vin}${g.vin.error ? `: ${g.vin.error}` : ''}. Check it on the car (windscreen corner or the driver's door pillar) or tell me the year, make and model instead.`,
        sources: [],
      };
    }
    const engine = [
      decoded.engine.displacementL ? decoded.engine.displacementL.toFixed(1) : null,
      decoded.fuelTypePrimary && /diesel/i.test(decoded.fuelTypePrimary) ? 'diesel' : null,
    ]
      .filter(Boolean)
      .join(' ');
    const mention = kb.understander.mentionOf(
      `${decoded.year} ${decoded.make} ${decoded.model}`,
      Number(g.today.slice(0, 4)),
    );
    if (mention) {
      mention.engine = engine || mention.engine;
      // The market the question states, else the one the VIN tells.
      mention.market = u.market ?? marketOfVin(g.vin.vin);
      u.otherCars = [mention];
      u.garageCars = [];
      u.namesGarageCar = false;
      if (!['known_problems', 'buying', 'rating', 'how_often'].includes(u.intent))
        u.intent = 'known_problems';
    }
  }
  // "My VIN is 1234567890": a VIN the question gives that cannot be one (not 17 characters).
  const shortVin =
    !g.vin &&
    /\bvin\b(?:\s+(?:number|no\.?))?(?:\s+(?:is|=|:))?\s*:?\s*([a-z0-9-]{5,})\b/i.exec(question);
  if (shortVin && /\d/.test(shortVin[1]!) && shortVin[1]!.replace(/-/g, '').length !== 17) {
    const given = shortVin[1]!.toUpperCase();
    return {
      intent: 'which_car',
      text: `${given} isn't a VIN: a vehicle identification number has exactly 17 letters and digits (never I, O or Q), and this one has ${given.replace(/-/g, '').length}. You find it at the bottom corner of the windscreen, on the driver's door pillar or on the registration document; or tell me the car's year, make and model instead.`,
      sources: [],
    };
  }
  const ctx: Ctx = { q, g, kb, question, u };
  if (INJECTION.test(question)) return decline(ctx, 'injection');
  // "How much is a timing belt change?", "is $900 for brakes a rip off?": the job's going rate,
  // before the off-topic check ("4 michelins fitted, what will that set me back" has few words).
  const goingRateAsked = asksGoingRate(ctx);
  const rate = goingRateAsked ? goingRate(ctx) : null;
  if (rate) return rate;

  // Nothing in the question is a word any car question uses: gibberish or far off-topic.
  if (u.knownWords === 0 && !u.otherCars.length && !u.namesGarageCar && !g.vin)
    return decline(ctx, 'off_topic');
  if (UNSAFE.test(question)) return decline(ctx, 'unsafe');
  // A specification Odo does not hold, or a request to change the garage: said plainly.
  const outOfScope = appActionAnswer(ctx) ?? specAnswer(ctx);
  if (outOfScope) return outOfScope;
  const type = serviceTypeIn(q);

  // Something written as a code that is not an OBD-II one ("code X1234", "my reader shows PABCD").
  const badCode =
    /\bcodes?\s+([a-z][- ]?[a-z0-9]{4})\b/i.exec(question) ??
    (/\b(codes?|dtc|scanner|reader|obd|check engine)\b/i.test(question)
      ? /\b([A-Z][A-Z0-9]{4})\b/.exec(question)
      : null);
  const written = badCode?.[1] ?? '';
  if (badCode && (/\d/.test(written) || /^[PBCU][A-Z0-9]{4}$/.test(written))) {
    const code = badCode[1]!.replace(/[- ]/g, '').toUpperCase();
    return {
      intent: 'trouble_code',
      text: `${code} isn't a valid OBD-II trouble code, so I won't guess at a meaning. OBD-II codes start with P, B, C or U (powertrain, body, chassis, network) followed by four characters, such as P0300. Check the code on your scanner again; if it shows a different letter, it is the scanner's or the maker's own code, and the scanner's manual or a dealer can read it.`,
      sources: [],
    };
  }

  const named = !u.otherCars.length ? reminderNamed(ctx, type !== null) : [];
  if (named.length && ['next_due', 'last_done', 'spend', 'how_often'].includes(u.intent)) {
    return {
      intent: 'next_due',
      text: named.map(({ car, item }) => `${carName(car)}: ${dueLine(g, item)}`).join('\n\n'),
      sources: named.map(({ car, item }) => ({
        kind: 'upcoming' as const,
        title: `${item.title} — ${carName(car)}`,
        detail: 'Your reminder',
        vehicleId: car.id,
      })),
    };
  }

  if (/\breminders?\b/.test(q) && !type && !u.otherCars.length) {
    return { intent: 'next_due', ...remindersAnswer(carsIn(ctx).cars) };
  }

  // "my Ferrari" when the garage has none: say so instead of answering for another car.
  const notOwned = u.namedMakes.filter(
    (make) => !g.vehicles.some((car) => car.make.toLowerCase() === make.toLowerCase()),
  );
  const garageQuestion = ['next_due', 'spend', 'economy', 'last_done', 'mileage', 'cost_compare'];
  if (
    u.personal &&
    !u.namesGarageCar &&
    notOwned.length > 0 &&
    /\b(my|our)\b/i.test(question) &&
    garageQuestion.includes(u.intent)
  ) {
    const own = g.vehicles.map((car) => carName(car));
    const model = u.otherCars.find((m) => m.make === notOwned[0])?.model;
    return {
      intent: 'which_car',
      text: `There's no ${notOwned[0]}${model ? ` ${model}` : ''} in your garage${own.length ? ` — your cars are ${own.join(', ')}` : ' yet'}. I can't answer from records I don't have: add it on the Garage page first.`,
      sources: [],
    };
  }

  if (
    /\b(fill-?ups?|fill(ed|ing)? (it )?up|refuel\w*|charg(e|es|ed|ing)( sessions?)?|tank(s|fuls?)?|fuel|petrol|diesel|gas|litres?|liters?|gallons?)\b/.test(
      q,
    ) &&
    /how many|how often|number of|times|average (cost|price)|price (per|a|of)|(pay|paid|cost) per|per (litre|liter|gallon|kwh)|between|last two|cost of a|\b(last|latest|most recent|previous) (fill|charg|refuel|tank|top)|\bwhen did i last (fill|charg|refuel|fuel|top|put|get|buy|add)|\bhow many (litres|liters|gallons)\b.*\blast\b|\b(typical|on average|each time|every time|per (fill|tank|charge|session))\b|\b(last|latest|most recent|previous) time i (fill|charg|refuel|fuel|put|bought|got)/.test(
      q,
    ) &&
    // "how many mpg does the diesel get" asks for its economy, not about its fill-ups.
    !/\bmpg\b|\beconomy\b|consumption|efficien|l\/100|\bkm\/l\b|kwh\/100|mi\/kwh/.test(q) &&
    !u.otherCars.length &&
    g.vehicles.length > 0
  ) {
    return { intent: 'economy', ...fillUpsAnswer(g, carsIn(ctx).cars) };
  }

  const missing = u.otherCars.filter((car) => car.exists === false);
  if (missing.length && missing.length === u.otherCars.length) {
    return {
      intent: 'unknown_vehicle',
      text: missing.map(unknownCarText).join('\n\n'),
      sources: [],
    };
  }

  // A question the classifier is unsure of, that an article answers well: the article.
  const hits = kb.articles.search(question, 4);
  // A question the classifier is sure asks for care advice takes the closest article even when
  // the owner's words ("where do I look", "myself") are not all in it.
  // A car named in a care question ("the DPF light came on in my Astra") is context, not the
  // subject: when the classifier is very sure, the article still answers it.
  const careAsked =
    ['care', 'warning_light'].includes(u.intent) &&
    (u.otherCars.length ? u.confidence >= 0.9 : u.confidence >= 0.6);
  const article = bestArticle(hits, u.intent === 'care') ?? (careAsked ? closeArticle(hits) : null);
  const garageIntent = [
    'next_due',
    'spend',
    'economy',
    'last_done',
    'mileage',
    'cost_compare',
    'garage',
  ];
  if (article && u.confidence < 0.5 && garageIntent.includes(u.intent) && !u.namesGarageCar)
    return care(article, 'care');
  // "How much does it cost to respray a car?": a going rate Odo's price list lacks, not the
  // asker's own records (no "my", no car of theirs named); an article answers it, or Odo says so.
  if (
    goingRateAsked &&
    ['spend', 'cost_compare'].includes(u.intent) &&
    !u.personal &&
    /\b(should|usually|typical(ly)?|normally|on average|roughly|ballpark|going rate)\b|\bhow much (is|are|does|do|would|will|to)\b/.test(
      q,
    )
  )
    return noGoingRate();
  if (careAsked && article && u.otherCars.length)
    return care(
      article,
      article.article.tags.includes('warning-lights') ? 'warning_light' : 'care',
    );

  // A question naming no car, and not about the asker's own: a general one, never "which car?".
  const general = generalAnswer(ctx, hits, article, type);
  if (general) return general;

  switch (u.intent) {
    case 'decline':
      if (u.otherCars.length === 0 && type === null && u.confidence > 0.5)
        return decline(ctx, 'off_topic');
      break;
    case 'known_problems':
      // No car at all in the question, and an article answers it ("5W-30 or 10W-40?").
      if (article && !u.otherCars.length && !u.personal && !u.namesGarageCar)
        return care(article, 'care');
      return carProblems(ctx);
    case 'buying':
      return buying(ctx);
    case 'cost_compare':
      // A cost per distance is asked for, or a comparison; otherwise it is a plain "what did it cost".
      if (
        !/\bper (km|kilomet\w*|mile|mi|100)\b|\/ ?(km|mi)\b|\ba (km|kilomet\w*|mile)\b|cheap|expensive|more|less|compar|which|\bvs\b|versus|than/.test(
          q,
        )
      )
        return spend(ctx);
      return costCompare(ctx);
    case 'warning_light': {
      const answer = warningLight(ctx);
      if (answer) return answer;
      break;
    }
    case 'how_often':
      if (type) return howOften(ctx, type);
      break;
    case 'last_done':
      if (aboutAnotherCar(ctx) && type) return howOften(ctx, type);
      if (/economy|\bmpg\b|consumption|efficien|l\/100|kwh/.test(q)) return economy(ctx);
      if (type || g.vehicles.length > 0) return lastDone(ctx, type);
      break;
    case 'spend':
      // "What did the last oil change cost?": that one job's bill, from its record.
      if (type && /\b(last|latest|most recent|previous)\b/.test(q) && !aboutAnotherCar(ctx))
        return lastDone(ctx, type);
      if (!aboutAnotherCar(ctx)) return spend(ctx);
      break;
    case 'economy':
      if (!aboutAnotherCar(ctx)) return economy(ctx);
      break;
    case 'next_due':
      if (aboutAnotherCar(ctx) && type) return howOften(ctx, type);
      if (!aboutAnotherCar(ctx)) return nextDue(ctx, type);
      break;
    case 'rating':
      // The EPA's figure only when asked for an official one; "my Leaf's efficiency" is the owner's own.
      if (
        !aboutAnotherCar(ctx) &&
        g.vehicles.length &&
        !/\b(epa|rated|rating|official|should (it|my|i|a|the)\b.*\bget|supposed to|expected|claimed|advertised|manufacturer)/.test(
          q,
        )
      )
        return economy(ctx);
      return rating(ctx);
    case 'garage':
      return garageList(ctx);
    case 'mileage':
      // "how many km since the new battery": the distance since that job.
      if (type && /\bsince\b/.test(q) && !aboutAnotherCar(ctx)) return lastDone(ctx, type);
      if (!aboutAnotherCar(ctx)) return mileage(ctx);
      break;
    default:
      break;
  }
  // General questions: retrieval over the articles, given as a guide with its steps, cited.
  if (article)
    return care(
      article,
      article.article.tags.includes('warning-lights') ? 'warning_light' : 'care',
    );
  if (u.otherCars.length) return carProblems(ctx);
  if (type && u.personal && g.vehicles.length > 0) return nextDue(ctx, type);
  if (type) return howOften(ctx, type);
  return noGrounding(ctx);
}
