// One tap marks an upcoming item done with the defaults (today, the car's mileage) and says so in a
// toast; the maintenance record can be edited afterwards on the vehicle's maintenance tab. A plain
// reminder (no service type) writes no record, and the toast says what happened to it instead.
import { Check } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useMarkDone, type MarkDoneReply } from './mark-done.ts';

function doneText(reply: MarkDoneReply): string {
  if (reply.record) return 'Added to the maintenance history.';
  return reply.reminder && !reply.reminder.completedAt
    ? 'The reminder moved on to its next due.'
    : 'The reminder is completed.';
}

export function MarkDoneButton({
  vehicleId,
  itemKey,
  title,
}: {
  vehicleId: string;
  itemKey: string;
  title: string;
}) {
  const markDone = useMarkDone();
  const toast = useToast();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Mark ${title} done`}
      disabled={markDone.isPending}
      // mutateAsync, not mutate's callbacks: once done, the item often moves to another group (the
      // list refetches first), which remounts this button and would drop those callbacks.
      onClick={() =>
        markDone.mutateAsync({ vehicleId, itemKey }).then(
          (reply) =>
            toast({ title: `${title} marked done`, description: doneText(reply), tone: 'success' }),
          (error: Error) =>
            toast({ title: 'Could not mark it done', description: error.message, tone: 'error' }),
        )
      }
    >
      <Check aria-hidden="true" />
      Done
    </Button>
  );
}
