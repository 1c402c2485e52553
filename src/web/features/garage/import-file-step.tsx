// The import dialog's first step: choose or drop a CSV file, decoded whatever its encoding.
import { FileUp, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { IMPORT_MAX_CSV_CHARS } from '../../../shared/garage-import.ts';
import { readCsvFile } from './decode-csv-file.ts';

interface FileStepProps {
  pending: boolean;
  error: string | null;
  onFile: (file: { name: string; text: string }) => void;
  onError: (message: string) => void;
}

export function FileStep({ pending, error, onFile, onError }: FileStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  async function take(file: File | undefined) {
    if (!file) return;
    const looksCsv = /\.(csv|txt)$/i.test(file.name) || /csv|text\/plain/.test(file.type);
    if (!looksCsv) return onError(`${file.name} is not a CSV file: choose a .csv file.`);
    if (file.size > IMPORT_MAX_CSV_CHARS) return onError('The file is larger than 2 MB.');
    if (file.size === 0) return onError(`${file.name} is empty.`);
    onFile({ name: file.name, text: await readCsvFile(file) });
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  }

  return (
    <div className="grid gap-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'grid place-items-center gap-3 rounded-card border-2 border-dashed border-border px-4 py-8 text-center transition-colors',
          dragging && 'border-brand bg-brand-soft',
        )}
      >
        <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
        <p id={hintId} className="text-sm text-muted-foreground">
          Drag a .csv file here, or choose one. Exports from Drivvo, Fuelly, aCar, Spritmonitor,
          Simply Auto (Fuel_Log.csv from its zip) and LubeLogger are recognised; any other file can
          be matched column by column. Up to 5,000 records, 2 MB.
        </p>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-label="CSV file"
          onChange={(event) => {
            void take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          onClick={() => input.current?.click()}
          disabled={pending}
          aria-describedby={hintId}
        >
          {pending ? <Spinner /> : <Upload aria-hidden="true" />}
          {pending ? 'Reading the file…' : 'Choose a CSV file'}
        </Button>
      </div>
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
