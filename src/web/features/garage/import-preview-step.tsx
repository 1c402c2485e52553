// The import dialog's preview: the file's sections (each with its record type), its dates as
// they will be stored (or the question of their order), every bad row with its line and reason,
// and the choice to import the good rows.
import { useId } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { DateOrderChoice, SourceVehicleChoice } from './import-preview-questions.tsx';
import {
  EXPENSE_CATEGORY_LABELS,
  SERVICE_TYPE_LABELS,
  type ExpenseCategory,
  type ServiceType,
} from '../../../shared/garage-vocab.ts';
import {
  IMPORT_PRESET_LABELS,
  IMPORT_RECORD_TYPE_LABELS,
  type ImportDateFormat,
  type ImportPreviewDto,
  type ImportPreviewRow,
  type ImportRowError,
} from '../../../shared/garage-import.ts';
import {
  DISTANCE_UNIT_LABELS,
  VOLUME_UNIT_LABELS,
  type Units,
} from '../../../shared/units-vocab.ts';

function number(value: unknown, digits = 2): string {
  return typeof value === 'number'
    ? value.toLocaleString(undefined, { maximumFractionDigits: digits })
    : '';
}

/** One line of words for a row: what it is and its main figures. */
function describe(row: ImportPreviewRow, units: Units): string {
  const v = row.values;
  if (row.recordType === 'fuel') {
    // A charge is a charge: no tanks, no grades.
    if (typeof v.kwh === 'number' && typeof v.volume !== 'number') {
      return `Charge ${number(v.kwh)} kWh${v.missedPrevious ? ' (a charge before it was missed)' : ''}`;
    }
    const amount =
      typeof v.volume === 'number' ? `${number(v.volume)} ${VOLUME_UNIT_LABELS[units.volume]}` : '';
    const flags = [
      v.fullTank === false ? 'partial' : '',
      v.missedPrevious ? 'a fill-up before it was missed' : '',
    ]
      .filter(Boolean)
      .join(', ');
    return `Fill-up ${amount}${flags ? ` (${flags})` : ''}`;
  }
  if (row.recordType === 'maintenance') {
    const label = SERVICE_TYPE_LABELS[v.type as ServiceType] ?? 'Service';
    return typeof v.description === 'string' && v.description && v.description !== label
      ? `${label}: ${v.description}`
      : label;
  }
  if (row.recordType === 'expense') {
    const label = EXPENSE_CATEGORY_LABELS[v.category as ExpenseCategory] ?? 'Expense';
    return typeof v.note === 'string' && v.note ? `${label}: ${v.note}` : label;
  }
  return '—';
}

interface PreviewStepProps {
  fileName: string;
  preview: ImportPreviewDto;
  pending: boolean;
  commitError: string | null;
  commitRows: ImportRowError[];
  onChangeColumns: () => void;
  onChooseAnother: () => void;
  onDateFormat: (format: ImportDateFormat) => void;
  onSourceVehicle: (name: string) => void;
  onImport: (skipInvalid: boolean) => void;
}

export function PreviewStep({
  fileName,
  preview,
  pending,
  commitError,
  commitRows,
  onChangeColumns,
  onChooseAnother,
  onDateFormat,
  onSourceVehicle,
  onImport,
}: PreviewStepProps) {
  const id = useId();
  const { counts, units } = preview;
  const errors = commitRows.length > 0 ? commitRows : preview.errors;
  const distance = DISTANCE_UNIT_LABELS[units.distance];
  const sectioned = preview.sections.length > 1 || preview.sections[0]?.title;
  const vehicleNeeded = preview.sourceVehicles.length > 0 && preview.sourceVehicle === null;
  const blocked = preview.dateFormatNeedsChoice
    ? 'Choose the date order first.'
    : vehicleNeeded
      ? 'Choose the vehicle in the file first.'
      : null;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">{fileName}</span> ·{' '}
          {IMPORT_PRESET_LABELS[preview.preset]} · {distance}, {VOLUME_UNIT_LABELS[units.volume]} ·
          dates {preview.dateFormat}
          {preview.dateFormatGuessed ? ' (the app’s usual order: every date fits both)' : ''}
        </p>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={onChangeColumns}
        >
          Change columns &amp; units
        </Button>
      </div>

      {sectioned ? (
        <ul className="grid gap-0.5 text-sm" aria-label="Sections of the file">
          {preview.sections.map((section) => (
            <li key={section.line} className={cn(section.skipped && 'text-muted-foreground')}>
              <span className="font-medium">{section.title ?? 'Records'}</span> (line {section.line}
              ): {section.rows} {section.rows === 1 ? 'row' : 'rows'} ·{' '}
              {section.skipped
                ? `left out — ${section.skipped}`
                : `${IMPORT_PRESET_LABELS[section.preset]} → ${
                    section.recordType
                      ? IMPORT_RECORD_TYPE_LABELS[section.recordType]
                      : 'record type per row'
                  }`}
            </li>
          ))}
        </ul>
      ) : null}

      {preview.sourceVehicles.length > 0 ? (
        <SourceVehicleChoice
          vehicles={preview.sourceVehicles}
          chosen={preview.sourceVehicle}
          onChoose={onSourceVehicle}
        />
      ) : null}

      {preview.dateFormatNeedsChoice ? (
        <DateOrderChoice
          format={preview.dateFormat}
          example={preview.dateSamples[0]?.text}
          onChoose={onDateFormat}
        />
      ) : preview.dateSamples.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          First dates as they will be stored:{' '}
          {preview.dateSamples
            .map((sample) => `${sample.text} → ${sample.stored ?? '?'}`)
            .join(' · ')}
        </p>
      ) : null}

      <p role="status" className="text-sm font-medium">
        {counts.total} {counts.total === 1 ? 'row' : 'rows'}: {counts.valid} ready
        {counts.invalid ? `, ${counts.invalid} with problems` : ''}.
      </p>

      {errors.length > 0 ? (
        <Alert tone="error" role="alert">
          <p className="font-medium">
            {errors.length} {errors.length === 1 ? 'row has' : 'rows have'} problems. Import the
            other rows and leave {errors.length === 1 ? 'it' : 'them'} out, or fix the file and
            choose it again.
          </p>
          <ul className="mt-1 grid gap-0.5">
            {errors.slice(0, 20).map((error) => (
              <li key={error.line}>
                Line {error.line}: {error.message}
              </li>
            ))}
            {errors.length > 20 ? <li>…and {errors.length - 20} more.</li> : null}
          </ul>
        </Alert>
      ) : null}
      {commitError && commitRows.length === 0 ? (
        <Alert tone="error" role="alert">
          {commitError}
        </Alert>
      ) : null}

      <div className="max-h-[45dvh] overflow-auto rounded-control border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Rows of {fileName}
            {counts.total > preview.rows.length
              ? `, ${preview.rows.length} of ${counts.total}`
              : ''}
          </caption>
          <thead className="sticky top-0 bg-surface-raised text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-2 font-medium">
                Line
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                Date
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                Record
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-medium sm:table-cell">
                Odometer ({distance})
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-medium sm:table-cell">
                Cost
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => {
              const v = row.values;
              const odometer = row.recordType === 'maintenance' ? v.mileage : v.odometer;
              const cost = row.recordType === 'expense' ? v.amount : v.cost;
              return (
                <tr
                  key={row.line}
                  data-line={row.line}
                  className={cn(
                    'border-t border-border align-top',
                    row.error && 'bg-destructive-soft text-destructive-soft-foreground',
                  )}
                >
                  <td className="px-2 py-2 tabular-nums">{row.line}</td>
                  <td className="px-2 py-2 whitespace-nowrap">
                    {typeof v.date === 'string' ? v.date : ''}
                  </td>
                  <td className="min-w-40 px-2 py-2">
                    <span className="line-clamp-2">
                      {row.error ? 'Not imported' : describe(row, units)}
                    </span>
                    {/* Phones have no room for the figure columns: they follow the words. */}
                    <span className="block text-muted-foreground tabular-nums sm:hidden">
                      {[
                        typeof odometer === 'number' ? `${number(odometer, 0)} ${distance}` : '',
                        typeof cost === 'number' ? `cost ${number(cost)}` : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    {row.error ? (
                      <span className="mt-0.5 block font-medium">Problem: {row.error}</span>
                    ) : null}
                    {row.warning ? (
                      <span className="mt-0.5 block text-muted-foreground">{row.warning}</span>
                    ) : null}
                  </td>
                  <td className="hidden px-2 py-2 text-right tabular-nums sm:table-cell">
                    {number(odometer, 1)}
                  </td>
                  <td className="hidden px-2 py-2 text-right tabular-nums sm:table-cell">
                    {number(cost)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {counts.total > preview.rows.length ? (
        <p className="text-xs text-muted-foreground">
          Showing {preview.rows.length} of {counts.total} rows (every row with a problem first);
          every row is checked.
        </p>
      ) : null}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onChooseAnother} disabled={pending}>
          Choose another file
        </Button>
        <Button
          type="button"
          onClick={() => onImport(counts.invalid > 0)}
          disabled={pending || counts.valid === 0 || blocked !== null}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
        >
          {pending ? <Spinner /> : null}
          Import {counts.valid} {counts.valid === 1 ? 'record' : 'records'}
          {counts.invalid ? `, skip ${counts.invalid}` : ''}
        </Button>
      </DialogFooter>
      {blocked ? (
        <p id={`${id}-blocked`} className="text-right text-xs text-muted-foreground">
          {blocked}
        </p>
      ) : null}
    </div>
  );
}
