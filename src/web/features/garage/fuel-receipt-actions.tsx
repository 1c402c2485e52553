// A fill-up's receipt on its row (issue 29): "Attach receipt" when it has none (a photo, checked
// against the same limits as every upload before it is sent), else "View receipt" and "Remove
// receipt" (asked first: the photo is deleted for good).
import { Paperclip, Receipt, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import type { FuelRecord } from './garage-types.ts';
import { useRemoveFuelReceipt } from './remove-fuel-receipt.ts';
import { useAttachFuelReceipt } from './upload-fuel-receipt.ts';
import { MAX_PHOTO_BYTES } from './upload-photo.ts';
import { isPictureFile, PICTURE_ACCEPT } from '../../lib/picture-file.ts';

const ACTION =
  'inline-flex items-center gap-1 rounded-sm text-brand hover:underline focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none';

/** Why a picked file is not sent, or null when it may be (the server checks its content again). */
export function receiptFileProblem(file: File): string | null {
  if (!isPictureFile(file)) return 'Choose a photo (JPEG, PNG, WebP or HEIC).';
  if (file.size > MAX_PHOTO_BYTES) return 'The photo is larger than 10 MB.';
  return null;
}

interface FuelReceiptActionsProps {
  vehicleId: string;
  record: Pick<FuelRecord, 'id' | 'receiptUrl'>;
  /** "fill-up of Mar 14, 2026": said in the actions' accessible names. */
  what: string;
}

export function FuelReceiptActions({ vehicleId, record, what }: FuelReceiptActionsProps) {
  const attach = useAttachFuelReceipt(vehicleId);
  const remove = useRemoveFuelReceipt(vehicleId);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  if (record.receiptUrl) {
    return (
      <>
        <a
          href={record.receiptUrl}
          target="_blank"
          rel="noreferrer"
          aria-label={`View the receipt of the ${what} (opens in a new tab)`}
          className={ACTION}
        >
          <Receipt className="size-3.5" aria-hidden="true" /> View receipt
        </a>
        <button
          type="button"
          className={ACTION}
          aria-label={`Remove the receipt of the ${what}`}
          onClick={() => setConfirming(true)}
        >
          <X className="size-3.5" aria-hidden="true" /> Remove receipt
        </button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) remove.reset();
          }}
          title="Remove the receipt?"
          description={`The photo kept with the ${what} is deleted for good; the record stays.`}
          confirmLabel="Remove receipt"
          pending={remove.isPending}
          error={remove.error?.message ?? null}
          onConfirm={() =>
            remove.mutate(record.id, {
              onSuccess: () => {
                setConfirming(false);
                toast({ title: 'Receipt removed', description: what, tone: 'success' });
              },
            })
          }
        />
      </>
    );
  }

  return (
    <label className={`${ACTION} cursor-pointer focus-within:ring-2 focus-within:ring-brand`}>
      {attach.isPending ? (
        <Spinner className="size-3.5" label="Attaching the receipt" />
      ) : (
        <Paperclip className="size-3.5" aria-hidden="true" />
      )}
      Attach receipt
      <input
        type="file"
        accept={PICTURE_ACCEPT}
        className="sr-only"
        aria-label={`Attach a receipt photo to the ${what}`}
        disabled={attach.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file picked again after a refusal must fire a change.
          event.target.value = '';
          if (!file) return;
          const problem = receiptFileProblem(file);
          if (problem) {
            toast({ tone: 'error', title: "The receipt wasn't attached", description: problem });
            return;
          }
          attach.mutate(
            { recordId: record.id, file },
            {
              onSuccess: () =>
                toast({ title: 'Receipt attached', description: what, tone: 'success' }),
              onError: (error) =>
                toast({
                  tone: 'error',
                  title: "The receipt wasn't attached",
                  description: error.message,
                }),
            },
          );
        }}
      />
    </label>
  );
}
