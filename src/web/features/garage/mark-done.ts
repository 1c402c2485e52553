// POST /api/garage/vehicles/{id}/upcoming-services/{itemKey}/done: records the service (today, the
// car's mileage, no cost unless given) and moves the item's next due.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { MarkDoneInput } from '../../../shared/garage.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { garageKeys } from './garage-keys.ts';

const done = api.garage.vehicles[':id']['upcoming-services'][':itemKey'].done;

export type MarkDoneReply = InferResponseType<typeof done.$post, 201>;

export function markDone(
  vehicleId: string,
  itemKey: string,
  input: MarkDoneInput = {},
): Promise<MarkDoneReply> {
  return readJson<MarkDoneReply>(
    done.$post({
      param: { id: encodeURIComponent(vehicleId), itemKey: encodeURIComponent(itemKey) },
      query: {},
      json: input,
    }),
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
