// Query keys of the vehicle data (catalog, VIN decodes): kept under ['garage'] as before the pickers
// were shared, so the garage's refetch-everything still covers them.
export const vehicleDataKeys = {
  vin: (vin: string) => ['garage', 'vin', vin] as const,
  makes: (year: number) => ['garage', 'catalog', year] as const,
  models: (year: number, make: string) => ['garage', 'catalog', year, make] as const,
};
