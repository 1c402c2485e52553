// GET and PATCH /api/garage/settings: the user's units and currency.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { garageKeys, garageRequest } from './garage-http.ts';
import type { DistanceUnit, VolumeUnit } from './units.ts';

export interface GarageSettings {
  distanceUnit: DistanceUnit;
  volumeUnit: VolumeUnit;
  currency: string;
}

export async function getGarageSettings(): Promise<GarageSettings> {
  const reply = await garageRequest<GarageSettings | { settings: GarageSettings }>(
    'GET',
    '/settings',
  );
  return 'settings' in reply ? reply.settings : reply;
}

export const garageSettingsQueryOptions = queryOptions({
  queryKey: garageKeys.settings,
  queryFn: getGarageSettings,
  staleTime: Infinity,
  retry: false,
});

export function useGarageSettings() {
  return useQuery(garageSettingsQueryOptions);
}

export function useSaveGarageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<GarageSettings>) => garageRequest('PATCH', '/settings', patch),
    onMutate: (patch) => {
      queryClient.setQueryData<GarageSettings>(garageKeys.settings, (current) =>
        current ? { ...current, ...patch } : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: garageKeys.settings }),
  });
}
