import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { OdometerFromPhoto } from './odometer-from-photo.tsx';
import { ReceiptFromPhoto } from './receipt-from-photo.tsx';
import { KeepReceiptField, useKeepReceipt } from './keep-receipt.tsx';
import { Input } from '../../components/ui/input.tsx';
import { CheckField } from './check-field.tsx';
import type { FuelRecord } from './garage-types.ts';
import {
  FormError,
  RecordDialog,
  RecordFormFooter,
  useSaveRecordForm,
} from './record-form-parts.tsx';
import { fuelFormSchema, toFuelInput, type FuelFormValues } from './record-form-schemas.ts';
import { findFuelGaps } from '../../../shared/fuel-gaps.ts';
import { VOLUME_UNIT_LABELS } from '../../../shared/units-vocab.ts';
import { parseDecimal } from '../../lib/form-fields.ts';
import { localTodayIso, type UnitPrefs } from './units.ts';

interface FuelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vehicleId: string;
  /** The units of the reply the records come from: the form reads and types in them. */
  prefs: UnitPrefs;
  record: FuelRecord | null;
  /** In `prefs.distance`. */
  currentMileage: number;
  /** Charging: the quantity is energy in kWh. */
  electric: boolean;
  /** The car's other fill-ups (in `prefs`' units), to spot a fill after an unrecorded one. */
  records?: FuelRecord[];
}

/**
 * Whether the reading being typed looks like it follows an unrecorded fill-up (its consumption
 * since the last full one far below the car's usual): the share of the usual, else null.
 */
function gapShare(
  records: FuelRecord[],
  editing: FuelRecord | null,
  typed: { odometer: string; quantity: string; fullTank: boolean; missedPrevious: boolean },
  electric: boolean,
): number | null {
  const odometer = parseDecimal(typed.odometer);
  const quantity = parseDecimal(typed.quantity);
  if (!typed.fullTank || typed.missedPrevious || !(odometer > 0) || !(quantity > 0)) return null;
  const others = records
    .filter((record) => record.id !== editing?.id)
    .map((record) => ({
      odometer: record.odometer,
      amount: (electric ? record.kwh : record.volume) ?? 0,
      fullTank: record.fullTank,
      missedPrevious: record.missedPrevious,
      kind: record.volume === null && record.kwh !== null ? ('charge' as const) : ('fuel' as const),
    }));
  // Typed in the records' units: the share is a ratio of consumptions, whatever the units.
  const candidate = {
    odometer,
    amount: quantity,
    fullTank: true,
    missedPrevious: false,
    kind: electric ? ('charge' as const) : ('fuel' as const),
  };
  return findFuelGaps([...others, candidate]).get(others.length) ?? null;
}

export function FuelDialog(props: FuelDialogProps) {
  const noun = props.electric ? 'charge' : 'fill-up';
  return (
    <RecordDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.record ? `Edit ${noun}` : `Add ${noun}`}
      description={
        props.electric
          ? 'Consumption is measured between two full charges, counting the partial charges in between.'
          : 'Economy is measured between two full tanks, counting the partial fills in between.'
      }
    >
      <FuelForm {...props} onDone={() => props.onOpenChange(false)} />
    </RecordDialog>
  );
}

function round(value: number, digits: number) {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
}

export function FuelForm({
  vehicleId,
  prefs,
  record,
  currentMileage,
  electric,
  records = [],
  onDone,
}: FuelDialogProps & { onDone: () => void }) {
  const quantity = record ? (electric ? record.kwh : record.volume) : null;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<FuelFormValues>({
    resolver: zodResolver(fuelFormSchema(prefs, electric)),
    defaultValues: {
      date: record?.date.slice(0, 10) ?? localTodayIso(),
      cost: record ? String(record.cost) : '',
      quantity: quantity != null ? round(quantity, 2) : '',
      odometer: record?.odometer != null ? round(record.odometer, 2) : '',
      fullTank: record?.fullTank ?? true,
      missedPrevious: record?.missedPrevious ?? false,
      grade: record?.grade ?? '',
    },
  });
  const receipt = useKeepReceipt(vehicleId);
  const { save, submit } = useSaveRecordForm({
    vehicleId,
    kind: 'fuel',
    recordId: record?.id,
    onDone,
    onSaved: receipt.afterSave,
    setError,
    fields: ['date', 'cost', 'quantity', 'odometer', 'grade'],
    rename: { volume: 'quantity', kwh: 'quantity' },
  });
  const unit = electric ? 'kWh' : VOLUME_UNIT_LABELS[prefs.volume];
  const typed = useWatch({ control });
  const gap = gapShare(
    records,
    record,
    {
      odometer: typed.odometer ?? '',
      quantity: typed.quantity ?? '',
      fullTank: typed.fullTank ?? true,
      missedPrevious: typed.missedPrevious ?? false,
    },
    electric,
  );

  const onSubmit = handleSubmit((values) => submit(toFuelInput(values, prefs, electric)));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Fill-up">
      <FormError error={save.error} />
      {electric ? null : (
        <ReceiptFromPhoto
          volumeUnit={prefs.volume}
          currency={record?.currency ?? prefs.currency}
          onValues={(values, photo) => {
            receipt.setPhoto(photo);
            const options = { shouldDirty: true, shouldValidate: true } as const;
            if (values.date) setValue('date', values.date, options);
            if (values.quantity) setValue('quantity', values.quantity, options);
            if (values.cost) setValue('cost', values.cost, options);
          }}
        />
      )}
      {receipt.photo && !electric ? (
        <KeepReceiptField keep={receipt.keep} onChange={receipt.setKeep} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Date" error={errors.date?.message}>
          {(ids) => <Input {...ids} {...register('date')} type="date" max={localTodayIso()} />}
        </FormField>
        <FormField
          label={`Odometer (${prefs.distance})`}
          error={errors.odometer?.message}
          hint={`Currently about ${Math.round(currentMileage)} ${prefs.distance}`}
        >
          {(ids) => <Input {...ids} {...register('odometer')} inputMode="decimal" />}
        </FormField>
        <OdometerFromPhoto
          unit={prefs.distance}
          recorded={currentMileage}
          onValue={(value) =>
            setValue('odometer', value, { shouldDirty: true, shouldValidate: true })
          }
        />
        <FormField
          label={electric ? 'Energy (kWh)' : `Volume (${unit})`}
          error={errors.quantity?.message}
        >
          {(ids) => <Input {...ids} {...register('quantity')} inputMode="decimal" />}
        </FormField>
        <FormField
          label={`Cost (${record?.currency ?? prefs.currency})`}
          error={errors.cost?.message}
        >
          {(ids) => <Input {...ids} {...register('cost')} inputMode="decimal" placeholder="0.00" />}
        </FormField>
      </div>
      <FormField
        label={electric ? 'Charger (optional)' : 'Grade (optional)'}
        error={errors.grade?.message}
      >
        {(ids) => (
          <Input
            {...ids}
            {...register('grade')}
            placeholder={electric ? 'DC fast, home…' : 'Regular, premium, E10…'}
          />
        )}
      </FormField>
      <div className="grid gap-2">
        <CheckField
          label={electric ? 'Charged to full' : 'Filled the tank'}
          hint="Economy is computed at each full fill."
          {...register('fullTank')}
        />
        {gap !== null ? (
          <div
            role="status"
            className="grid gap-2 rounded-control border border-border p-3 text-sm"
          >
            <p>
              This {electric ? 'charge' : 'fill-up'} covers {Math.round(gap * 100)}% of the{' '}
              {electric ? 'energy' : 'fuel'} the car usually uses for that distance: an earlier{' '}
              {electric ? 'charge' : 'fill-up'} was probably not recorded.
            </p>
            <button
              type="button"
              className="justify-self-start font-medium text-brand underline"
              onClick={() => setValue('missedPrevious', true)}
            >
              Mark as “missed the previous {electric ? 'charge' : 'fill-up'}”
            </button>
          </div>
        ) : null}
        <CheckField
          label={electric ? 'Missed the previous charge' : 'Missed the previous fill-up'}
          hint={
            electric
              ? 'A charge went unrecorded before this one: no consumption across the gap.'
              : 'A fill-up went unrecorded before this one: no economy across the gap.'
          }
          {...register('missedPrevious')}
        />
      </div>
      <RecordFormFooter pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
