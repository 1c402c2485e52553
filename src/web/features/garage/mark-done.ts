// POST /api/garage/vehicles/{id}/upcoming-services/{itemKey}/done: records the service (today, the
// car's mileage, no cost unless given) and moves the item's next due.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { garageKeys, garageRequest } from './garage-http.ts';
import type { UpcomingService } from './garage-types.ts';

export interface MarkDoneInput {
  date?: string;
  mileage?: number;
  cost?: number;
  description?: string;
}

export interface MarkDoneReply {
  record: { id: string; date: string };
  next: UpcomingService | null;
}

export function markDone(
  vehicleId: string,
  itemKey: string,
  input: MarkDoneInput = {},
): Promise<MarkDoneReply> {
  return garageRequest<MarkDoneReply>(
    'POST',
    `/vehicles/${encodeURIComponent(vehicleId)}/upcoming-services/${encodeURIComponent(itemKey)}/done`,
    input,
  );
}

export function useMarkDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      vehicleId,
      itemKey,
      input,
    }: {
      vehicleId: string;
      itemKey: string;
      input?: MarkDoneInput;
    }) => markDone(vehicleId, itemKey, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: garageKeys.all }),
  });
}
