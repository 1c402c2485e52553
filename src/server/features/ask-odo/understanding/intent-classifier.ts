// What a question asks for, from all of its words: a multinomial naive Bayes classifier over word
// stems and word pairs, trained once (on first use) on intent-examples.ts, plus context features
// the understanding step adds (a car is named, the question is about "my" car, a trouble code).
import { INTENT_EXAMPLES, INTENTS, type Intent } from './intent-examples.ts';

const STOP = new Set([
  'the',
  'a',
  'an',
  'of',
  'to',
  'in',
  'on',
  'for',
  'and',
  'it',
  'at',
  'be',
  'with',
  'that',
  'this',
  'there',
  'please',
  'odo',
  'hi',
  'hello',
  'hey',
]);

const SYNONYMS: Record<string, string> = {
  tire: 'tyre',
  tires: 'tyres',
  gas: 'fuel',
  gasoline: 'fuel',
  petrol: 'fuel',
  diesel: 'fuel',
  kilometre: 'km',
  kilometres: 'km',
  kilometer: 'km',
  kilometers: 'km',
  kms: 'km',
  mile: 'miles',
  mi: 'miles',
  vehicle: 'car',
  vehicles: 'cars',
  truck: 'car',
  trucks: 'cars',
  suv: 'car',
  automobile: 'car',
  motor: 'car',
  im: 'i',
  ive: 'i',
  we: 'i',
  our: 'my',
  mine: 'my',
  me: 'i',
  cheapest: 'cheaper',
  costlier: 'expensive',
  pricier: 'expensive',
  priciest: 'expensive',
  dearer: 'expensive',
  thirstier: 'thirsty',
  spent: 'spend',
  spending: 'spend',
  thirstiest: 'thirsty',
};

/** A light stemmer: enough to make "changing", "changed" and "changes" one feature. */
export function stem(word: string): string {
  const w = SYNONYMS[word] ?? word;
  if (w.length <= 4 || /\d/.test(w)) return w;
  return w
    .replace(/(ies)$/, 'y')
    .replace(/(ing|ed|es|s)$/, '')
    .replace(/(e)$/, '');
}

export function featuresOf(text: string, context: readonly string[] = []): string[] {
  const words = (
    text
      .toLowerCase()
      .replace(/[’']/g, '')
      .match(/[a-z]+|\d+/g) ?? []
  )
    .filter((w) => !STOP.has(w))
    .map((w) => (/^\d+$/.test(w) ? (w.length === 4 ? '#year' : '#num') : stem(w)));
  const pairs = words.slice(1).map((w, i) => `${words[i]}_${w}`);
  return [...words, ...pairs, ...context];
}

export interface IntentScores {
  best: Intent;
  /** Probability of each intent (softmax of the log scores). */
  probabilities: Record<Intent, number>;
  /** How many of the question's words the examples ever used: 0 means nothing it knows. */
  knownWords: number;
}

interface Model {
  logPrior: Record<Intent, number>;
  logLikelihood: Record<Intent, Map<string, number>>;
  unknown: Record<Intent, number>;
  vocabulary: Set<string>;
}

const ALPHA = 0.3;

function train(contextOf: (text: string) => string[]): Model {
  const counts = {} as Record<Intent, Map<string, number>>;
  const totals = {} as Record<Intent, number>;
  const vocabulary = new Set<string>();
  for (const intent of INTENTS) {
    counts[intent] = new Map();
    totals[intent] = 0;
    for (const example of INTENT_EXAMPLES[intent]) {
      for (const feature of featuresOf(example, contextOf(example))) {
        counts[intent].set(feature, (counts[intent].get(feature) ?? 0) + 1);
        totals[intent] += 1;
        vocabulary.add(feature);
      }
    }
  }
  const logPrior = {} as Record<Intent, number>;
  const logLikelihood = {} as Record<Intent, Map<string, number>>;
  const unknown = {} as Record<Intent, number>;
  for (const intent of INTENTS) {
    const denominator = totals[intent] + ALPHA * vocabulary.size;
    logPrior[intent] = Math.log(1 / INTENTS.length);
    unknown[intent] = Math.log(ALPHA / denominator);
    logLikelihood[intent] = new Map(
      [...counts[intent]].map(([feature, n]) => [feature, Math.log((n + ALPHA) / denominator)]),
    );
  }
  return { logPrior, logLikelihood, unknown, vocabulary };
}

export interface IntentClassifier {
  classify(text: string, context?: readonly string[]): IntentScores;
}

/** Trains on the examples; `contextOf` gives an example's context features (as for a question). */
export function createIntentClassifier(contextOf: (text: string) => string[]): IntentClassifier {
  const model = train(contextOf);
  return {
    classify(text, context = []) {
      const features = featuresOf(text, context).filter((f) => model.vocabulary.has(f));
      const knownWords = featuresOf(text).filter(
        (f) => !f.includes('_') && !f.startsWith('#') && model.vocabulary.has(f),
      ).length;
      const logs = INTENTS.map((intent) => {
        let score = model.logPrior[intent];
        for (const feature of features) {
          score += model.logLikelihood[intent].get(feature) ?? model.unknown[intent];
        }
        return score;
      });
      const max = Math.max(...logs);
      const exps = logs.map((l) => Math.exp(l - max));
      const sum = exps.reduce((s, v) => s + v, 0);
      const probabilities = {} as Record<Intent, number>;
      INTENTS.forEach((intent, i) => (probabilities[intent] = exps[i]! / sum));
      const best = INTENTS[logs.indexOf(max)]!;
      return { best, probabilities, knownWords };
    },
  };
}
