// What to check before buying depends on what drives the car: an EV's or hybrid's battery, a
// diesel's particulate filter. The powertrain comes from the words of the question ("TDI", "320d",
// "hybrid", "EV") or else from the US EPA ratings of that model year, when every variant agrees.
import type { FuelType } from '../../../../shared/garage.ts';
import { findEpaPowertrain } from '../../knowledge/epa-ratings.ts';
import type { CarMention } from '../understanding/car-mentions.ts';

export type Powertrain = 'electric' | 'plug_in_hybrid' | 'hybrid' | 'diesel' | null;

const WORDS: Array<[Exclude<Powertrain, null>, RegExp]> = [
  ['plug_in_hybrid', /\b(phev|plug-?in)\b/i],
  ['hybrid', /\bhybrid\b/i],
  ['electric', /\b(ev|electric|bev)\b/i],
  ['diesel', /\b(diesel|tdi|tdci|crdi|cdi|hdi|dci|jtd|d-4d|bluehdi|bluetec|\d{3}d|\d\.\dd)\b/i],
];

export function powertrainOf(mention: CarMention, question: string): Powertrain {
  const text = `${question} ${mention.trim.join(' ')} ${mention.engine ?? ''} ${mention.model ?? ''}`;
  for (const [kind, pattern] of WORDS) if (pattern.test(text)) return kind;
  if (mention.year === null || mention.model === null) return null;
  const epa = findEpaPowertrain({
    year: mention.year,
    make: mention.make,
    model: mention.model,
    trim: mention.trim.join(' ') || null,
  });
  if (!epa) return null;
  const kinds = new Set<FuelType | 'hydrogen'>(epa.kinds);
  const within = (...allowed: string[]) => [...kinds].every((k) => allowed.includes(k));
  // A range-extender or plug-in variant beside the pure one: still a car that lives on its battery.
  if (kinds.has('electric') && within('electric', 'plug_in_hybrid')) return 'electric';
  if (kinds.size !== 1) return null;
  const kind: FuelType | 'hydrogen' = epa.kind;
  return kind === 'electric' || kind === 'hybrid' || kind === 'plug_in_hybrid' || kind === 'diesel'
    ? kind
    : null;
}

/** A line for the reasons and a check for the list, for the powertrains that need one. */
export function powertrainAdvice(
  powertrain: Powertrain,
  question: string,
): { reason: string; check: string } | null {
  const shortTrips =
    /short (trips|journeys|runs|drives)|city (driving|trips)|in town|school run/i.test(question);
  switch (powertrain) {
    case 'electric':
      return {
        reason:
          "It is electric: the traction battery is the costliest part and loses capacity with age and charging. Its health (remaining capacity and real range) matters more than the mileage, and many makers' battery warranties run about 8 years / 160,000 km.",
        check:
          'Get a battery health (state-of-health, capacity) report from a dealer or a diagnostic tool, check the range on a full charge, and ask whether the battery warranty still runs.',
      };
    case 'plug_in_hybrid':
    case 'hybrid':
      return {
        reason:
          'It is a hybrid: the hybrid battery and its cooling fan are the big-ticket items as it ages; a weak hybrid battery shows as poor economy, the engine running more, or a hybrid system warning.',
        check:
          'Have the hybrid battery health checked (a hybrid system scan or a battery test) and make sure the battery cooling fan and its filter are clean.',
      };
    case 'diesel':
      return {
        reason: shortTrips
          ? 'It is a diesel, and mostly short trips are hard on one: the diesel particulate filter (DPF) never gets hot enough to clean itself and clogs, and the EGR valve sooted up. For short trips a petrol or hybrid is usually the better buy.'
          : 'It is a diesel: the diesel particulate filter (DPF), EGR valve, injectors and dual-mass flywheel are the usual costly items; a diesel suits long, regular drives.',
        check:
          'Check for DPF or engine warning lights, smoke under hard acceleration and a rattle from the flywheel at idle; ask how it was driven (long runs or short trips).',
      };
    default:
      return null;
  }
}

const POWERTRAIN_NAMES: Array<[string, RegExp]> = [
  ['diesel', /\bdiesels?\b/i],
  ['petrol', /\b(petrol|gasoline|gas)\b/i],
  ['hybrid', /\bhybrids?\b/i],
  ['electric', /\b(electric|evs?)\b/i],
];

/** How many powertrains (diesel, petrol, hybrid, electric) a question names. */
export function powertrainsNamed(question: string): number {
  return POWERTRAIN_NAMES.filter(([, pattern]) => pattern.test(question)).length;
}

/** "Diesel or petrol for short trips?": which powertrain suits how the car will be driven. */
export function powertrainChoice(question: string): string | null {
  const named = POWERTRAIN_NAMES.filter(([, pattern]) => pattern.test(question)).map(([n]) => n);
  // A daily distance under 20 km or miles ("I only drive 5 km to work") is a short trip.
  const daily = /\b(\d{1,2}(?:[.,]\d)?)\s?(km|kms|kilomet\w*|miles?|mi)\b/i.exec(question);
  const short =
    /short|city|town|school run|commut/i.test(question) ||
    (daily !== null && Number(daily[1]!.replace(',', '.')) < 20);
  const long = /long|motorway|highway|freeway|high mileage|lots of (miles|km)/i.test(question);
  // One powertrain named is a choice too when the question says how the car is used.
  if (named.length < 2 && !(named.length === 1 && (short || long))) return null;
  if (named.length === 1)
    named.push(...POWERTRAIN_NAMES.map(([n]) => n).filter((n) => n !== named[0]));
  const lines = [
    'Which powertrain suits you depends mostly on how far and how often you drive:',
    '• Diesel: economical on long, regular motorway runs and for towing. On mostly short trips the diesel particulate filter (DPF) cannot burn off its soot and clogs, and the EGR valve soots up — costly repairs.',
    '• Petrol: the simple choice for short trips and low yearly mileage; cheaper to buy and to repair than a diesel.',
    '• Hybrid: at its best in stop-start city driving, where it runs on electric power at low speed; check the hybrid battery health on a used one.',
    '• Electric: the cheapest per km if you can charge at home; check the battery health and range on a used one.',
  ].filter(
    (line) =>
      !line.startsWith('•') ||
      named.some((n) => line.startsWith(`• ${n[0]!.toUpperCase()}${n.slice(1)}`)) ||
      named.length > 2,
  );
  // "Hybrid vs EV, I can't charge at home": without a home charger an EV costs more and takes planning.
  if (
    named.includes('electric') &&
    /\b(can'?t|cannot|can not|unable to|no way to|nowhere to) charge\b|\bno (home |off-street )?(charg\w*|driveway|garage)\b|\b(apartment|flat|street parking|on-street)\b/i.test(
      question,
    )
  )
    lines.push(
      'Verdict: without charging at home, a hybrid is usually the easier choice. An electric car charged only at public rapid chargers costs several times more per kWh than home charging (often as much per km as petrol) and every charge takes planning; it suits you if there is reliable charging at work or nearby.',
    );
  else if (short)
    lines.push(
      'Verdict: for mostly short trips, a petrol (or a hybrid) is the better buy; a diesel suits long distances.',
    );
  else if (long)
    lines.push(
      'Verdict: for long, regular distances a diesel (or a hybrid) is economical; for home-charged daily driving an electric car is the cheapest per km.',
    );
  lines.push('Odo does not know your budget or local fuel prices, so weigh those too.');
  return lines.join('\n');
}
