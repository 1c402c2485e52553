// The frame every record form shares: a dialog with a title, the form-level error, the
// Cancel/Save buttons and the save itself (with the server's field messages on the fields).
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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
import { applyFieldErrors } from './field-errors.ts';
import { useSaveRecord, type RecordInputs, type RecordKind } from './save-record.ts';

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

interface SaveRecordFormOptions<K extends RecordKind, Values extends FieldValues> {
  vehicleId: string;
  kind: K;
  /** The record being edited (PATCH); none to add one (POST). */
  recordId: string | undefined;
  onDone: () => void;
  /** Called with the saved record's id, before `onDone` (e.g. to upload its receipt). */
  onSaved?: (recordId: string) => void;
  setError: UseFormSetError<Values>;
  /** The form's fields that can show a server message; `rename` maps API names onto them. */
  fields: readonly Path<Values>[];
  rename?: Record<string, Path<Values>>;
}

/** Saves a record form's input: `onDone` once saved, else the server's messages on the fields. */
export function useSaveRecordForm<K extends RecordKind, Values extends FieldValues>({
  vehicleId,
  kind,
  recordId,
  onDone,
  onSaved,
  setError,
  fields,
  rename,
}: SaveRecordFormOptions<K, Values>) {
  const save = useSaveRecord(vehicleId, kind);
  const submit = (input: RecordInputs[K]) =>
    save.mutate(
      { input, ...(recordId ? { recordId } : {}) },
      {
        onSuccess: (saved) => {
          onSaved?.(saved.id);
          onDone();
        },
        onError: (error) => applyFieldErrors(error, setError, fields, rename),
      },
    );
  return { save, submit };
}
