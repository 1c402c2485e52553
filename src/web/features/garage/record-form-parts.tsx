// The frame every record form shares: a dialog with a title, the form-level error and the
// Cancel/Save buttons.
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
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
import { ApiError } from '../../lib/api-client.ts';

interface RecordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

export function RecordDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: RecordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  const message =
    error instanceof ApiError || error instanceof Error
      ? error.message
      : 'Something went wrong. Please try again.';
  return (
    <Alert tone="error" role="alert">
      {message}
    </Alert>
  );
}

export function RecordFormFooter({
  pending,
  onCancel,
  submitLabel = 'Save',
}: {
  pending: boolean;
  onCancel: () => void;
  submitLabel?: string;
}) {
  return (
    <DialogFooter className="pt-1">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? <Spinner className="size-4.5" /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
