import { unitSettingsQueryKey } from '../../lib/unit-prefs/garage-settings.ts';
import { CANONICAL_UNITS, formatUnits, type Units } from '../../../shared/units-vocab.ts';

/** The units a garage read is asked in: "km,l" (the API's default, no `?units=`) or "mi,us_gal". */
export const unitsKey = (units: Units) =>
  formatUnits({ distance: units.distance, volume: units.volume });

/** True for the API's own units, asked without `?units=` (so the first-load answers seed them). */
export const isCanonical = (units: Units) => unitsKey(units) === unitsKey(CANONICAL_UNITS);

/** `?units=` of a garage read: none for the API's own units. */
export const unitsQuery = (units: Units): { units?: string } =>
  isCanonical(units) ? {} : { units: unitsKey(units) };

/**
 * Query keys of the garage: everything under ['garage'] is refetched after a change. A read in
 * other units than the API's own has its units in its key, so a change of units asks again.
 */
export const garageKeys = {
  all: ['garage'] as const,
  vehicles: ['garage', 'vehicles'] as const,
  vehicleList: (units: Units) =>
    isCanonical(units)
      ? (['garage', 'vehicles'] as const)
      : (['garage', 'vehicles', 'in', unitsKey(units)] as const),
  vehicle: (id: string, units: Units) => ['garage', 'vehicles', id, unitsKey(units)] as const,
  upcoming: ['garage', 'upcoming'] as const,
  upcomingList: (units: Units) =>
    isCanonical(units)
      ? (['garage', 'upcoming'] as const)
      : (['garage', 'upcoming', unitsKey(units)] as const),
  costs: (period: string) => ['garage', 'costs', period] as const,
  reminders: (vehicleId: string) => ['garage', 'reminders', vehicleId] as const,
  settings: unitSettingsQueryKey,
};
