// Service intervals by item and powertrain, as DATA (not logic): the schedule engine reads this
// table. Figures are typical of manufacturers' published maintenance schedules; a car's own
// owner's manual always wins, and the `source` note says where each figure comes from.
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

export const SERVICE_INTERVALS: readonly ServiceIntervalEntry[] = [
  {
    type: 'oil_change',
    intervals: {
      combustion: { km: 15_000, months: 12 },
      hybrid: { km: 15_000, months: 12 },
    },
    source:
      'Typical of current owner’s manuals with synthetic oil (10,000–16,000 km or 12 months, whichever first); EVs have no engine oil.',
  },
  {
    type: 'tyre_rotation',
    intervals: {
      combustion: { km: 10_000, months: 12 },
      hybrid: { km: 10_000, months: 12 },
      electric: { km: 10_000, months: 12 },
    },
    source:
      'Tyre makers and most manuals advise rotating every 8,000–12,000 km; EV makers give the same range.',
  },
  {
    type: 'brake_pads',
    intervals: {
      combustion: { km: 40_000, months: null },
      hybrid: { km: 60_000, months: null },
      electric: { km: 80_000, months: null },
    },
    source:
      'Wear item: a check/replacement point typical of manuals; regenerative braking makes pads last longer on hybrids and EVs.',
  },
  {
    type: 'brake_fluid',
    intervals: {
      combustion: { km: null, months: 24 },
      hybrid: { km: null, months: 24 },
      electric: { km: null, months: 24 },
    },
    source:
      'Brake fluid absorbs water: most European and Japanese schedules replace it every 2 years regardless of distance.',
  },
  {
    type: 'coolant',
    intervals: {
      combustion: { km: 160_000, months: 120 },
      hybrid: { km: 160_000, months: 120 },
    },
    source:
      'Long-life coolant: first change typically at 160,000 km or 10 years in current schedules; EV battery coolant varies by maker (not scheduled here).',
  },
  {
    type: 'air_filter',
    intervals: {
      combustion: { km: 30_000, months: 24 },
      hybrid: { km: 30_000, months: 24 },
    },
    source: 'Engine air filter: typically 30,000 km or 2 years (sooner in dusty conditions).',
  },
  {
    type: 'cabin_filter',
    intervals: {
      combustion: { km: 20_000, months: 12 },
      hybrid: { km: 20_000, months: 12 },
      electric: { km: 20_000, months: 12 },
    },
    source: 'Pollen/cabin filter: typically every 15,000–25,000 km or yearly, EVs included.',
  },
  {
    type: 'spark_plugs',
    intervals: {
      combustion: { km: 100_000, months: 96 },
      hybrid: { km: 100_000, months: 96 },
    },
    sparkIgnitionOnly: true,
    source:
      'Iridium/platinum plugs: typically 100,000 km in current petrol schedules; diesels have no spark plugs.',
  },
  {
    type: 'timing_belt',
    intervals: {
      combustion: { km: 100_000, months: 72 },
      hybrid: { km: 100_000, months: 72 },
    },
    source:
      'Engines with a timing belt: typically 100,000 km or 6 years; engines with a timing chain need none (check your manual).',
  },
  {
    type: 'transmission_fluid',
    intervals: {
      combustion: { km: 90_000, months: 72 },
      hybrid: { km: 90_000, months: 72 },
    },
    source:
      'Automatic/CVT fluid: typically 60,000–100,000 km under severe-service schedules; many EV reduction gears are filled for life.',
  },
  {
    type: 'battery',
    intervals: {
      combustion: { km: null, months: 60 },
      hybrid: { km: null, months: 60 },
      electric: { km: null, months: 60 },
    },
    source: '12 V battery: typical life 4–6 years; every car, EVs included, has one.',
  },
  {
    type: 'tyres',
    intervals: {
      combustion: { km: 50_000, months: 72 },
      hybrid: { km: 50_000, months: 72 },
      electric: { km: 40_000, months: 72 },
    },
    source:
      'Tyres: typical tread life 40,000–60,000 km (less on heavier EVs); replace at 6 years of age whatever the tread.',
  },
  {
    type: 'inspection',
    intervals: {
      combustion: { km: null, months: 12 },
      hybrid: { km: null, months: 12 },
      electric: { km: null, months: 12 },
    },
    source: 'A yearly general inspection/service, as most manufacturers’ schedules have.',
  },
];

export function powertrainOf(fuelType: string | null): Powertrain {
  if (fuelType === 'electric') return 'electric';
  if (fuelType === 'hybrid' || fuelType === 'plug_in_hybrid') return 'hybrid';
  return 'combustion';
}
