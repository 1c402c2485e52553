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
      onClick={() =>
        markDone.mutate(
          { vehicleId, itemKey },
          {
            onSuccess: () =>
              toast({
                title: `${title} marked done`,
                description: 'Added to the maintenance history.',
                tone: 'success',
              }),
            onError: (error) =>
              toast({ title: 'Could not mark it done', description: error.message, tone: 'error' }),
          },
        )
      }
    >
      <Check aria-hidden="true" />
      Done
    </Button>
  );
}
