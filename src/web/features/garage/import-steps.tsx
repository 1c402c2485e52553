// The import dialog's steps: the file (picker or drag and drop), the columns (preset, record type,
// units, date format, and a column for each Odo field) and the preview (bad rows by line).
import { FileUp, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import {
  EXPENSE_CATEGORY_LABELS,
  SERVICE_TYPE_LABELS,
  type ExpenseCategory,
  type ServiceType,
} from '../../../shared/garage-vocab.ts';
import {
  IMPORT_DATE_FORMATS,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_FIELDS_BY_TYPE,
  IMPORT_MAX_CSV_CHARS,
  IMPORT_PRESET_LABELS,
  IMPORT_PRESETS,
  IMPORT_RECORD_TYPE_LABELS,
  IMPORT_RECORD_TYPES,
  IMPORT_REQUIRED_FIELDS,
  type ImportDateFormat,
  type ImportField,
  type ImportMapping,
  type ImportPreset,
  type ImportPreviewDto,
  type ImportPreviewRow,
  type ImportRecordType,
  type ImportRowError,
} from '../../../shared/garage-import.ts';
import {
  DISTANCE_UNIT_LABELS,
  DISTANCE_UNITS,
  VOLUME_UNIT_LABELS,
  VOLUME_UNITS,
  type Units,
} from '../../../shared/units-vocab.ts';

// ---------------------------------------------------------------- 1. file

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
    onFile({ name: file.name, text: await file.text() });
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
          Drag a .csv file here, or choose one. Exports from Fuelly and LubeLogger are recognised;
          any other file can be matched column by column. Up to 5,000 records, 2 MB.
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

// ---------------------------------------------------------------- 2. columns

export interface ColumnChoices {
  preset: ImportPreset;
  recordType: ImportRecordType | null;
  columns: string[];
  mapping: ImportMapping;
  units: Units;
  dateFormat: ImportDateFormat | null;
  missing: ImportField[];
}

interface ColumnsStepProps {
  fileName: string;
  initial: ColumnChoices;
  problem: string | null;
  pending: boolean;
  onPresetChange: (preset: ImportPreset) => void;
  onSubmit: (choices: ColumnChoices) => void;
  onBack: () => void;
  backLabel: string;
}

function requiredFields(recordType: ImportRecordType | null): readonly ImportField[] {
  return recordType === null ? ['recordType', 'date', 'cost'] : IMPORT_REQUIRED_FIELDS[recordType];
}

const FIELD_HINTS: Partial<Record<ImportField, string>> = {
  cost: 'For fill-ups, a price per unit column will do instead.',
  volume: 'For charging, an energy (kWh) column will do instead.',
  serviceType: 'Without one, the type is taken from the description’s words.',
};

export function ColumnsStep({
  fileName,
  initial,
  problem,
  pending,
  onPresetChange,
  onSubmit,
  onBack,
  backLabel,
}: ColumnsStepProps) {
  const [choices, setChoices] = useState<ColumnChoices>(initial);
  const id = useId();
  const fields: readonly ImportField[] =
    choices.recordType === null ? IMPORT_FIELDS : IMPORT_FIELDS_BY_TYPE[choices.recordType];
  const required = requiredFields(choices.recordType);
  const set = (patch: Partial<ColumnChoices>) => setChoices((now) => ({ ...now, ...patch }));

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const mapping: ImportMapping = {};
        for (const field of IMPORT_FIELDS) mapping[field] = choices.mapping[field] ?? null;
        onSubmit({ ...choices, mapping });
      }}
    >
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{fileName}</span> · {choices.columns.length}{' '}
        columns
      </p>
      {problem ? (
        <Alert tone="error" role="alert">
          {problem}
        </Alert>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-preset`}>File comes from</Label>
          <NativeSelect
            id={`${id}-preset`}
            value={choices.preset}
            disabled={pending}
            onChange={(event) => onPresetChange(event.target.value as ImportPreset)}
          >
            {IMPORT_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {IMPORT_PRESET_LABELS[preset]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-type`}>Records in the file</Label>
          <NativeSelect
            id={`${id}-type`}
            value={choices.recordType ?? ''}
            onChange={(event) =>
              set({ recordType: (event.target.value || null) as ImportRecordType | null })
            }
          >
            {IMPORT_RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {IMPORT_RECORD_TYPE_LABELS[type]}
              </option>
            ))}
            <option value="">Mixed (a column gives each row’s type)</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-distance`}>Distances in</Label>
          <NativeSelect
            id={`${id}-distance`}
            value={choices.units.distance}
            onChange={(event) =>
              set({
                units: { ...choices.units, distance: event.target.value as Units['distance'] },
              })
            }
          >
            {DISTANCE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit === 'km' ? 'Kilometres (km)' : 'Miles (mi)'}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-volume`}>Volumes in</Label>
          <NativeSelect
            id={`${id}-volume`}
            value={choices.units.volume}
            onChange={(event) =>
              set({ units: { ...choices.units, volume: event.target.value as Units['volume'] } })
            }
          >
            {VOLUME_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit === 'l' ? 'Litres (L)' : unit === 'us_gal' ? 'US gallons' : 'UK gallons'}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-dates`}>Dates written as</Label>
          <NativeSelect
            id={`${id}-dates`}
            value={choices.dateFormat ?? ''}
            onChange={(event) =>
              set({ dateFormat: (event.target.value || null) as ImportDateFormat | null })
            }
          >
            <option value="">Detect from the file</option>
            {IMPORT_DATE_FORMATS.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">
          Which column holds each field{' '}
          <span className="font-normal text-muted-foreground">(* required)</span>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.map((field) => {
            const isRequired = required.includes(field);
            const isMissing = choices.missing.includes(field) && !choices.mapping[field];
            const hint = FIELD_HINTS[field];
            return (
              <div key={field} className="grid gap-1.5">
                <Label htmlFor={`${id}-${field}`}>
                  {IMPORT_FIELD_LABELS[field]}
                  {isRequired ? (
                    <>
                      <span aria-hidden="true" className="text-destructive">
                        {' '}
                        *
                      </span>
                      <span className="sr-only"> (required)</span>
                    </>
                  ) : null}
                </Label>
                <NativeSelect
                  id={`${id}-${field}`}
                  value={choices.mapping[field] ?? ''}
                  aria-invalid={isMissing || undefined}
                  aria-describedby={hint ? `${id}-${field}-hint` : undefined}
                  className={cn(isMissing && 'border-destructive')}
                  onChange={(event) =>
                    set({ mapping: { ...choices.mapping, [field]: event.target.value || null } })
                  }
                >
                  <option value="">— not in the file —</option>
                  {choices.columns.map((column) => (
                    <option key={column} value={column}>
                      {column}
                    </option>
                  ))}
                </NativeSelect>
                {hint ? (
                  <p id={`${id}-${field}-hint`} className="text-xs text-muted-foreground">
                    {hint}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
          {backLabel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          Show preview
        </Button>
      </DialogFooter>
    </form>
  );
}

// ---------------------------------------------------------------- 3. preview

function number(value: unknown, digits = 2): string {
  return typeof value === 'number'
    ? value.toLocaleString(undefined, { maximumFractionDigits: digits })
    : '';
}

/** One line of words for a row: what it is and its main figures. */
function describe(row: ImportPreviewRow, units: Units): string {
  const v = row.values;
  if (row.recordType === 'fuel') {
    const amount =
      typeof v.volume === 'number'
        ? `${number(v.volume)} ${VOLUME_UNIT_LABELS[units.volume]}`
        : typeof v.kwh === 'number'
          ? `${number(v.kwh)} kWh`
          : '';
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
  onImport: () => void;
}

export function PreviewStep({
  fileName,
  preview,
  pending,
  commitError,
  commitRows,
  onChangeColumns,
  onChooseAnother,
  onImport,
}: PreviewStepProps) {
  const id = useId();
  const { counts, units } = preview;
  const blocked = counts.invalid > 0;
  const errors = commitRows.length > 0 ? commitRows : preview.errors;
  const distance = DISTANCE_UNIT_LABELS[units.distance];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">{fileName}</span> ·{' '}
          {IMPORT_PRESET_LABELS[preview.preset]} · {distance}, {VOLUME_UNIT_LABELS[units.volume]} ·
          dates {preview.dateFormat}
          {preview.dateFormatGuessed ? ' (guessed: every date fits several formats)' : ''}
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

      <p role="status" className="text-sm font-medium">
        {counts.total} {counts.total === 1 ? 'row' : 'rows'}: {counts.valid} ready
        {counts.invalid ? `, ${counts.invalid} with problems` : ''}.
      </p>

      {errors.length > 0 ? (
        <Alert tone="error" role="alert">
          <p className="font-medium">
            {errors.length} {errors.length === 1 ? 'row has' : 'rows have'} problems; nothing is
            imported until every row is right. Fix the file and choose it again.
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
              ? `, the first ${preview.rows.length} of ${counts.total}`
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
                    <span className="line-clamp-2">{describe(row, units)}</span>
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
                  </td>
                  <td className="hidden px-2 py-2 text-right tabular-nums sm:table-cell">
                    {number(odometer, 0)}
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
          Showing the first {preview.rows.length} of {counts.total} rows; every row is checked.
        </p>
      ) : null}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onChooseAnother} disabled={pending}>
          Choose another file
        </Button>
        <Button
          type="button"
          onClick={onImport}
          disabled={blocked || pending || counts.valid === 0}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
        >
          {pending ? <Spinner /> : null}
          Import {counts.valid} {counts.valid === 1 ? 'record' : 'records'}
        </Button>
      </DialogFooter>
      {blocked ? (
        <p id={`${id}-blocked`} className="text-right text-xs text-muted-foreground">
          Import is off while {counts.invalid} {counts.invalid === 1 ? 'row has' : 'rows have'}{' '}
          problems.
        </p>
      ) : null}
    </div>
  );
}
