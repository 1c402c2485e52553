import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { CheckField } from './check-field.tsx';
import { SERVICE_LABELS, SERVICE_TYPES, type Reminder } from './garage-types.ts';
import {
  FormError,
  RecordDialog,
  RecordFormFooter,
  useSaveRecordForm,
} from './record-form-parts.tsx';
import {
  reminderFormSchema,
  toReminderInput,
  type ReminderFormValues,
} from './record-form-schemas.ts';
import type { UnitPrefs } from './units.ts';

interface ReminderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vehicleId: string;
  /** The units of the reply the reminder comes from: the form reads and types in them. */
  prefs: UnitPrefs;
  record: Reminder | null;
}

export function ReminderDialog(props: ReminderDialogProps) {
  return (
    <RecordDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.record ? 'Edit reminder' : 'Add reminder'}
      description="Due on a date, at a mileage, or whichever comes first."
    >
      <ReminderForm {...props} onDone={() => props.onOpenChange(false)} />
    </RecordDialog>
  );
}

/** A distance of the reply, in the form's unit already. */
const distanceText = (value: number | null | undefined) =>
  value != null ? String(Math.round(value)) : '';

export function ReminderForm({
  vehicleId,
  prefs,
  record,
  onDone,
}: ReminderDialogProps & { onDone: () => void }) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReminderFormValues>({
    resolver: zodResolver(reminderFormSchema(prefs)),
    defaultValues: {
      title: record?.title ?? '',
      serviceType: (record?.serviceType as ReminderFormValues['serviceType'] | null) ?? '',
      dueDate: record?.dueDate?.slice(0, 10) ?? '',
      dueMileage: distanceText(record?.dueMileage),
      repeat: Boolean(record?.repeatMonths || record?.repeatDistance),
      repeatMonths: record?.repeatMonths ? String(record.repeatMonths) : '',
      repeatDistance: distanceText(record?.repeatDistance),
    },
  });
  const repeat = useWatch({ control, name: 'repeat' });
  const { save, submit } = useSaveRecordForm({
    vehicleId,
    kind: 'reminders',
    recordId: record?.id,
    onDone,
    setError,
    fields: ['title', 'serviceType', 'dueDate', 'dueMileage', 'repeatMonths', 'repeatDistance'],
  });

  const onSubmit = handleSubmit((values) => submit(toReminderInput(values, prefs)));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Reminder">
      <FormError error={save.error} />
      <FormField label="Title" error={errors.title?.message}>
        {(ids) => <Input {...ids} {...register('title')} placeholder="Renew the parking permit" />}
      </FormField>
      <FormField label="Service (optional)" error={errors.serviceType?.message}>
        {(ids) => (
          <NativeSelect {...ids} {...register('serviceType')}>
            <option value="">Not a service</option>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {SERVICE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Due date" error={errors.dueDate?.message}>
          {(ids) => <Input {...ids} {...register('dueDate')} type="date" />}
        </FormField>
        <FormField label={`Due at (${prefs.distance})`} error={errors.dueMileage?.message}>
          {(ids) => <Input {...ids} {...register('dueMileage')} inputMode="decimal" />}
        </FormField>
      </div>
      <CheckField
        label="Repeats"
        hint="Moves to the next due when marked done."
        {...register('repeat')}
      />
      {repeat ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Every (months)" error={errors.repeatMonths?.message}>
            {(ids) => <Input {...ids} {...register('repeatMonths')} inputMode="numeric" />}
          </FormField>
          <FormField label={`Every (${prefs.distance})`} error={errors.repeatDistance?.message}>
            {(ids) => <Input {...ids} {...register('repeatDistance')} inputMode="decimal" />}
          </FormField>
        </div>
      ) : null}
      <RecordFormFooter pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
