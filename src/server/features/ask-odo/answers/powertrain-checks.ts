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
  if (!epa || new Set(epa.kinds).size !== 1) return null;
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
