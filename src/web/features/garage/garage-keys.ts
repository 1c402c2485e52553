/** Query keys of the garage: everything under ['garage'] is refetched after a change. */
export const garageKeys = {
  all: ['garage'] as const,
  vehicles: ['garage', 'vehicles'] as const,
  upcoming: ['garage', 'upcoming'] as const,
  costs: (period: string) => ['garage', 'costs', period] as const,
  reminders: (vehicleId: string) => ['garage', 'reminders', vehicleId] as const,
  settings: ['garage', 'settings'] as const,
  vin: (vin: string) => ['garage', 'vin', vin] as const,
  makes: (year: number) => ['garage', 'catalog', year] as const,
  models: (year: number, make: string) => ['garage', 'catalog', year, make] as const,
};
