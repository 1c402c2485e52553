import { unitSettingsQueryKey } from '../../lib/unit-prefs/garage-settings.ts';

/** Query keys of the garage: everything under ['garage'] is refetched after a change. */
export const garageKeys = {
  all: ['garage'] as const,
  vehicles: ['garage', 'vehicles'] as const,
  upcoming: ['garage', 'upcoming'] as const,
  costs: (period: string) => ['garage', 'costs', period] as const,
  reminders: (vehicleId: string) => ['garage', 'reminders', vehicleId] as const,
  settings: unitSettingsQueryKey,
};
