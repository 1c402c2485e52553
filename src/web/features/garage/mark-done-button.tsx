// One tap marks an upcoming item done with the defaults (today, the car's mileage) and says so in a
// toast; the maintenance record can be edited afterwards on the vehicle's maintenance tab.
import { Check } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useMarkDone } from './mark-done.ts';

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
          () =>
            toast({
              title: `${title} marked done`,
              description: 'Added to the maintenance history.',
              tone: 'success',
            }),
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
