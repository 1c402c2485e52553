// The import dialog's columns step: preset, record type, units, date format, and a column for
// each Odo field (the file step is import-file-step.tsx, the preview import-preview-step.tsx).
import { useId, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import {
  IMPORT_DATE_FORMATS,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_FIELDS_BY_TYPE,
  IMPORT_PRESET_LABELS,
  IMPORT_PRESETS,
  IMPORT_RECORD_TYPE_LABELS,
  IMPORT_RECORD_TYPES,
  IMPORT_REQUIRED_FIELDS,
  type ImportDateFormat,
  type ImportField,
  type ImportMapping,
  type ImportPreset,
  type ImportRecordType,
} from '../../../shared/garage-import.ts';
import { DISTANCE_UNITS, VOLUME_UNITS, type Units } from '../../../shared/units-vocab.ts';

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
