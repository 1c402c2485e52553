// "Keep this photo as the fill-up's receipt": after "Read receipt", the photo read may be kept with
// the record. It is uploaded once the fill-up is saved; a failed upload loses nothing but the photo.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { CheckField } from './check-field.tsx';
import { garageKeys } from './garage-keys.ts';
import { uploadFuelReceipt } from './upload-fuel-receipt.ts';

/** The photo last read in the form and whether to keep it; `afterSave` uploads it if asked. */
export function useKeepReceipt(vehicleId: string) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [keep, setKeep] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const afterSave = (recordId: string) => {
    if (!keep || !photo) return;
    uploadFuelReceipt(vehicleId, recordId, photo).then(
      () => queryClient.invalidateQueries({ queryKey: garageKeys.all }),
      (error: unknown) =>
        toast({
          tone: 'error',
          title: "The fill-up was saved, but its receipt photo wasn't kept",
          description: error instanceof Error ? error.message : undefined,
        }),
    );
  };
  return { photo, setPhoto, keep, setKeep, afterSave };
}

export function KeepReceiptField({
  keep,
  onChange,
}: {
  keep: boolean;
  onChange: (keep: boolean) => void;
}) {
  return (
    <CheckField
      label="Keep this photo as the fill-up's receipt"
      hint="Stored privately with this record; only you can see it."
      checked={keep}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
