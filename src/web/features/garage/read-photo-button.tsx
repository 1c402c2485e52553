// "Read from photo": picks (or takes) a photo, sends it to the reader and says what happened —
// reading, an error, or "not recognised" with the server's tips. The caller fills its form.
import { Camera } from 'lucide-react';
import { useId, useRef } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useReadPhoto, type PhotoKind, type PhotoReading } from './read-photo.ts';

interface ReadPhotoButtonProps<K extends PhotoKind> {
  kind: K;
  label: string;
  onRead: (reading: PhotoReading<K>, file: File) => void;
}

export function ReadPhotoButton<K extends PhotoKind>({
  kind,
  label,
  onRead,
}: ReadPhotoButtonProps<K>) {
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const read = useReadPhoto(kind);
  const error = read.error;
  const tips =
    error instanceof ApiError && Array.isArray(error.details.tips)
      ? (error.details.tips as string[])
      : [];

  // Every check (size, format, bombs) is the server's: it answers in words the user can act on.
  const onFile = (file: File | undefined) => {
    if (file) read.mutate(file, { onSuccess: (reading) => onRead(reading, file) });
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={read.isPending}
          aria-describedby={statusId}
          onClick={() => input.current?.click()}
        >
          <Camera aria-hidden="true" />
          {label}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`read-${kind}-file`}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <span
          id={statusId}
          role="status"
          aria-live="polite"
          className="text-sm text-muted-foreground"
        >
          {read.isPending ? (
            <span className="inline-flex items-center gap-2">
              <Spinner className="size-4" />
              Reading the photo…
            </span>
          ) : null}
        </span>
      </div>
      {error ? (
        <Alert tone="error" role="alert">
          <div className="grid gap-1">
            <p>{error.message}</p>
            {tips.length > 0 ? (
              <ul className="list-disc pl-4">
                {tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </Alert>
      ) : null}
    </div>
  );
}
