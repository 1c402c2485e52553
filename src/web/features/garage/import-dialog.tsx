// "Import CSV" on a vehicle's page: choose a file → (columns, units and dates when needed) →
// preview every row (bad ones with their line) → import them all, or the good ones.
import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type {
  ImportColumnsErrorDetails,
  ImportCommitDto,
  ImportPreviewDto,
  ImportRowError,
} from '../../../shared/garage-import.ts';
import { useCommitImport, usePreviewImport, type ImportOptions } from './import-csv.ts';
import { FileStep } from './import-file-step.tsx';
import { PreviewStep } from './import-preview-step.tsx';
import { ColumnsStep, type ColumnChoices } from './import-steps.tsx';

type Step = 'file' | 'columns' | 'preview';

interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vehicleId: string;
  vehicleTitle: string;
}

export function ImportDialog({ open, onOpenChange, vehicleId, vehicleTitle }: ImportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl p-4 sm:p-6">
        {/* Mounted only while open: every opening starts from the first step. */}
        {open ? (
          <ImportFlow
            vehicleId={vehicleId}
            vehicleTitle={vehicleTitle}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function summary(imported: ImportCommitDto['imported']): string {
  const parts = [
    imported.fuel ? `${imported.fuel} fill-up${imported.fuel === 1 ? '' : 's'}` : '',
    imported.maintenance
      ? `${imported.maintenance} service${imported.maintenance === 1 ? '' : 's'}`
      : '',
    imported.expense ? `${imported.expense} expense${imported.expense === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return parts.join(', ');
}

function ImportFlow({
  vehicleId,
  vehicleTitle,
  onDone,
}: {
  vehicleId: string;
  vehicleTitle: string;
  onDone: () => void;
}) {
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [options, setOptions] = useState<Omit<ImportOptions, 'vehicleId' | 'csv'>>({});
  const [preview, setPreview] = useState<ImportPreviewDto | null>(null);
  const [columnsProblem, setColumnsProblem] = useState<{
    message: string;
    details: ImportColumnsErrorDetails;
  } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [commitRows, setCommitRows] = useState<ImportRowError[]>([]);
  const previewing = usePreviewImport();
  const committing = useCommitImport();
  const toast = useToast();

  function runPreview(
    text: string,
    next: Omit<ImportOptions, 'vehicleId' | 'csv'>,
    then: Step = 'preview',
  ) {
    setOptions(next);
    setCommitRows([]);
    committing.reset();
    previewing.mutate(
      { vehicleId, csv: text, ...next },
      {
        onSuccess: (result) => {
          setPreview(result);
          setColumnsProblem(null);
          setStep(then);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'import_columns') {
            setColumnsProblem({
              message: error.message,
              details: error.details as unknown as ImportColumnsErrorDetails,
            });
            setPreview(null);
            setStep('columns');
          } else {
            setFileError(error.message);
            setStep('file');
          }
        },
      },
    );
  }

  function chooseFile(chosen: { name: string; text: string }) {
    setFile(chosen);
    setFileError(null);
    runPreview(chosen.text, {});
  }

  // What the columns step starts from: the preview's choices, or those the server sent back
  // with a missing column.
  const current: ColumnChoices | null = preview
    ? {
        preset: preview.preset,
        recordType: preview.recordType,
        columns: preview.columns,
        mapping: preview.mapping,
        units: preview.units,
        dateFormat: options.dateFormat ?? null,
        missing: [],
      }
    : columnsProblem
      ? {
          preset: columnsProblem.details.preset,
          recordType: columnsProblem.details.recordType,
          columns: columnsProblem.details.columns,
          mapping: columnsProblem.details.mapping,
          units: columnsProblem.details.units,
          dateFormat: options.dateFormat ?? null,
          missing: columnsProblem.details.missing,
        }
      : null;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Import CSV</DialogTitle>
        <DialogDescription>
          Records from Drivvo, Fuelly, aCar, Spritmonitor, Simply Auto, LubeLogger, Odo or any
          spreadsheet into {vehicleTitle}. You see every row before anything is saved.
        </DialogDescription>
      </DialogHeader>
      <ol className="flex gap-2 text-xs font-medium text-muted-foreground" aria-label="Steps">
        {(['file', 'columns', 'preview'] as const).map((name, index) => (
          <li
            key={name}
            aria-current={step === name ? 'step' : undefined}
            className={step === name ? 'text-brand' : undefined}
          >
            {index + 1}. {name === 'file' ? 'File' : name === 'columns' ? 'Columns' : 'Preview'}
            {index < 2 ? <span aria-hidden="true"> ›</span> : null}
          </li>
        ))}
      </ol>

      {step === 'file' ? (
        <FileStep
          pending={previewing.isPending}
          error={fileError}
          onFile={chooseFile}
          onError={setFileError}
        />
      ) : null}

      {step === 'columns' && file && current ? (
        <ColumnsStep
          key={`${current.preset}:${current.columns.join(',')}`}
          fileName={file.name}
          initial={current}
          problem={columnsProblem?.message ?? null}
          pending={previewing.isPending}
          onPresetChange={(preset) => runPreview(file.text, { preset }, 'columns')}
          onSubmit={(choices) =>
            runPreview(file.text, {
              preset: choices.preset,
              recordType: choices.recordType ?? undefined,
              mapping: choices.mapping,
              units: choices.units,
              dateFormat: choices.dateFormat ?? undefined,
              sourceVehicle: options.sourceVehicle,
            })
          }
          onBack={() => setStep(preview ? 'preview' : 'file')}
          backLabel={preview ? 'Back to preview' : 'Choose another file'}
        />
      ) : null}

      {step === 'preview' && file && preview ? (
        <PreviewStep
          fileName={file.name}
          preview={preview}
          pending={committing.isPending}
          commitError={committing.error?.message ?? null}
          commitRows={commitRows}
          onChangeColumns={() => setStep('columns')}
          onDateFormat={(dateFormat) => runPreview(file.text, { ...options, dateFormat })}
          onSourceVehicle={(sourceVehicle) => runPreview(file.text, { ...options, sourceVehicle })}
          onChooseAnother={() => {
            setPreview(null);
            setFile(null);
            setStep('file');
          }}
          onImport={(skipInvalid) =>
            committing.mutate(
              { vehicleId, csv: file.text, ...options, skipInvalid },
              {
                onSuccess: (result) => {
                  toast({
                    title: 'Import complete',
                    description: `${summary(result.imported)} added to ${vehicleTitle}.${
                      result.skipped.length
                        ? ` ${result.skipped.length} ${result.skipped.length === 1 ? 'row' : 'rows'} with problems left out.`
                        : ''
                    }`,
                    tone: 'success',
                  });
                  onDone();
                },
                onError: (error) => {
                  const rows = error instanceof ApiError ? error.details.rows : undefined;
                  setCommitRows(Array.isArray(rows) ? (rows as ImportRowError[]) : []);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
