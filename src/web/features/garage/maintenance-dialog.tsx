import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { OdometerFromPhoto } from './odometer-from-photo.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { SERVICE_LABELS, SERVICE_TYPES, type MaintenanceRecord } from './garage-types.ts';
import {
  FormError,
  RecordDialog,
  RecordFormFooter,
  useSaveRecordForm,
} from './record-form-parts.tsx';
import {
  maintenanceFormSchema,
  toMaintenanceInput,
  type MaintenanceFormValues,
} from './record-form-schemas.ts';
import { localTodayIso, type UnitPrefs } from './units.ts';

interface MaintenanceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vehicleId: string;
  /** The units of the reply the record and mileage come from: the form reads and types in them. */
  prefs: UnitPrefs;
  /** The record to edit, or null to add one. */
  record: MaintenanceRecord | null;
  /** In `prefs.distance`: the car's mileage, the default of a new record. */
  currentMileage: number;
}

export function MaintenanceDialog(props: MaintenanceDialogProps) {
  return (
    <RecordDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.record ? 'Edit service' : 'Add service'}
      description="What was done, when, at what mileage and for how much."
    >
      <MaintenanceForm {...props} onDone={() => props.onOpenChange(false)} />
    </RecordDialog>
  );
}

export function MaintenanceForm({
  vehicleId,
  prefs,
  record,
  currentMileage,
  onDone,
}: MaintenanceDialogProps & { onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<MaintenanceFormValues>({
    resolver: zodResolver(maintenanceFormSchema(prefs)),
    defaultValues: {
      type: (record?.type as MaintenanceFormValues['type'] | undefined) ?? 'oil_change',
      description: record?.description ?? '',
      date: record?.date.slice(0, 10) ?? localTodayIso(),
      mileage: String(Math.round(record?.mileage ?? currentMileage)),
      cost: record ? String(record.cost) : '',
    },
  });
  const { save, submit } = useSaveRecordForm({
    vehicleId,
    kind: 'maintenance',
    recordId: record?.id,
    onDone,
    setError,
    fields: ['type', 'description', 'date', 'mileage', 'cost'],
  });

  const onSubmit = handleSubmit((values) => submit(toMaintenanceInput(values, prefs)));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Service">
      <FormError error={save.error} />
      <FormField label="Service" error={errors.type?.message}>
        {(ids) => (
          <NativeSelect {...ids} {...register('type')}>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {SERVICE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Date" error={errors.date?.message}>
          {(ids) => <Input {...ids} {...register('date')} type="date" max={localTodayIso()} />}
        </FormField>
        <FormField label={`Mileage (${prefs.distance})`} error={errors.mileage?.message}>
          {(ids) => <Input {...ids} {...register('mileage')} inputMode="decimal" />}
        </FormField>
      </div>
      <OdometerFromPhoto
        unit={prefs.distance}
        recorded={currentMileage}
        onValue={(value) => setValue('mileage', value, { shouldDirty: true, shouldValidate: true })}
      />
      {/* A record keeps the currency it was entered in; a new one takes the setting's. */}
      <FormField
        label={`Cost (${record?.currency ?? prefs.currency})`}
        error={errors.cost?.message}
      >
        {(ids) => <Input {...ids} {...register('cost')} inputMode="decimal" placeholder="0.00" />}
      </FormField>
      <FormField label="Description (optional)" error={errors.description?.message}>
        {(ids) => (
          <Textarea
            {...ids}
            {...register('description')}
            rows={3}
            placeholder="Parts, garage, notes"
          />
        )}
      </FormField>
      <RecordFormFooter pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
