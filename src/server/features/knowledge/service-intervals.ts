// Service intervals by item and powertrain, as DATA (not logic), in the knowledge base: the
// garage's schedule engine and the assessment read this table. Figures are typical of
// manufacturers' published maintenance schedules; a car's own owner's manual always wins, and
// the `source` note says where each figure comes from.
import type { ServiceType } from '../../../shared/garage.ts';

export type Powertrain = 'combustion' | 'hybrid' | 'electric';

export interface ServiceInterval {
  /** Due every this many km (null: time only). */
  km: number | null;
  /** Due every this many months (null: distance only). */
  months: number | null;
}

export interface ServiceIntervalEntry {
  type: ServiceType;
  /** Per powertrain; a missing powertrain means the item does not apply (an EV has no oil change). */
  intervals: Partial<Record<Powertrain, ServiceInterval>>;
  /** Applies only to petrol/LPG engines (not diesel: glow plugs, no spark plugs). */
  sparkIgnitionOnly?: boolean;
  source: string;
}

/** Items of the engine (and what drives it): petrol, diesel and hybrid cars, never an EV. */
const ENGINE: readonly Powertrain[] = ['combustion', 'hybrid'];
/** Items every car has, EVs included. */
const EVERY_CAR: readonly Powertrain[] = ['combustion', 'hybrid', 'electric'];

const every = (km: number | null, months: number | null): ServiceInterval => ({ km, months });

/** One row per item: the combustion interval, shared by the other powertrains it applies to. */
interface BaseInterval extends Omit<ServiceIntervalEntry, 'intervals'> {
  interval: ServiceInterval;
  powertrains: readonly Powertrain[];
  /** Where a powertrain's figure differs from `interval`. */
  differs?: Partial<Record<Powertrain, ServiceInterval>>;
}

const BASE_INTERVALS: readonly BaseInterval[] = [
  {
    type: 'oil_change',
    interval: every(15_000, 12),
    powertrains: ENGINE,
    source:
      'Typical of current owner’s manuals with synthetic oil (10,000–16,000 km or 12 months, whichever first); EVs have no engine oil.',
  },
  {
    type: 'tyre_rotation',
    interval: every(10_000, 12),
    powertrains: EVERY_CAR,
    source:
      'Tyre makers and most manuals advise rotating every 8,000–12,000 km; EV makers give the same range.',
  },
  {
    type: 'brake_pads',
    interval: every(40_000, null),
    powertrains: EVERY_CAR,
    differs: { hybrid: every(60_000, null), electric: every(80_000, null) },
    source:
      'Wear item: a check/replacement point typical of manuals; regenerative braking makes pads last longer on hybrids and EVs.',
  },
  {
    type: 'brake_fluid',
    interval: every(null, 24),
    powertrains: EVERY_CAR,
    source:
      'Brake fluid absorbs water: most European and Japanese schedules replace it every 2 years regardless of distance.',
  },
  {
    type: 'coolant',
    interval: every(160_000, 120),
    powertrains: ENGINE,
    source:
      'Long-life coolant: first change typically at 160,000 km or 10 years in current schedules; EV battery coolant varies by maker (not scheduled here).',
  },
  {
    type: 'air_filter',
    interval: every(30_000, 24),
    powertrains: ENGINE,
    source: 'Engine air filter: typically 30,000 km or 2 years (sooner in dusty conditions).',
  },
  {
    type: 'cabin_filter',
    interval: every(20_000, 12),
    powertrains: EVERY_CAR,
    source: 'Pollen/cabin filter: typically every 15,000–25,000 km or yearly, EVs included.',
  },
  {
    type: 'spark_plugs',
    interval: every(100_000, 96),
    powertrains: ENGINE,
    sparkIgnitionOnly: true,
    source:
      'Iridium/platinum plugs: typically 100,000 km in current petrol schedules; diesels have no spark plugs.',
  },
  {
    type: 'timing_belt',
    interval: every(100_000, 72),
    powertrains: ENGINE,
    source:
      'Engines with a timing belt: typically 100,000 km or 6 years; engines with a timing chain need none (check your manual).',
  },
  {
    type: 'transmission_fluid',
    interval: every(90_000, 72),
    powertrains: ENGINE,
    source:
      'Automatic/CVT fluid: typically 60,000–100,000 km under severe-service schedules; many EV reduction gears are filled for life.',
  },
  {
    type: 'battery',
    interval: every(null, 60),
    powertrains: EVERY_CAR,
    source: '12 V battery: typical life 4–6 years; every car, EVs included, has one.',
  },
  {
    type: 'tyres',
    interval: every(50_000, 72),
    powertrains: EVERY_CAR,
    differs: { electric: every(40_000, 72) },
    source:
      'Tyres: typical tread life 40,000–60,000 km (less on heavier EVs); replace at 6 years of age whatever the tread.',
  },
  {
    type: 'inspection',
    interval: every(null, 12),
    powertrains: EVERY_CAR,
    source: 'A yearly general inspection/service, as most manufacturers’ schedules have.',
  },
];

/** The table the schedule reads: each base row spread over the powertrains it applies to. */
export const SERVICE_INTERVALS: readonly ServiceIntervalEntry[] = BASE_INTERVALS.map(
  ({ interval, powertrains, differs, ...entry }) => ({
    ...entry,
    intervals: Object.fromEntries(
      powertrains.map((powertrain) => [powertrain, { ...(differs?.[powertrain] ?? interval) }]),
    ),
  }),
);

export function powertrainOf(fuelType: string | null): Powertrain {
  if (fuelType === 'electric') return 'electric';
  if (fuelType === 'hybrid' || fuelType === 'plug_in_hybrid') return 'hybrid';
  return 'combustion';
}
