// "Cancel your subscription?" on /billing: loaded the first time it opens.
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The end of the paid period, formatted; null when unknown. */
  periodEnd: string | null;
  pending: boolean;
  onConfirm: () => void;
}

export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  periodEnd,
  pending,
  onConfirm,
}: CancelSubscriptionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription>
            {periodEnd
              ? `You keep Premium until ${periodEnd}. After that you're back on the free plan, and nothing more is charged.`
              : 'You keep Premium until the end of the period you paid for. Nothing more is charged.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep subscription
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? <Spinner className="size-4" /> : null}
            Cancel at period end
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
