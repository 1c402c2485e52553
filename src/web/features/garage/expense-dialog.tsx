import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { EXPENSE_CATEGORIES, EXPENSE_LABELS, type ExpenseRecord } from './garage-types.ts';
import {
  FormError,
  RecordDialog,
  RecordFormFooter,
  useSaveRecordForm,
} from './record-form-parts.tsx';
import {
  expenseFormSchema,
  toExpenseInput,
  type ExpenseFormValues,
} from './record-form-schemas.ts';
import { localTodayIso, type UnitPrefs } from './units.ts';

interface ExpenseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vehicleId: string;
  prefs: UnitPrefs;
  record: ExpenseRecord | null;
}

/** SPEC.md's add-expense modal. */
export function ExpenseDialog(props: ExpenseDialogProps) {
  return (
    <RecordDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.record ? 'Edit expense' : 'Add expense'}
      description="Insurance, tax, parking and everything else the car costs."
    >
      <ExpenseForm {...props} onDone={() => props.onOpenChange(false)} />
    </RecordDialog>
  );
}

export function ExpenseForm({
  vehicleId,
  prefs,
  record,
  onDone,
}: ExpenseDialogProps & { onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ExpenseFormValues>({
    resolver: zodResolver(expenseFormSchema),
    defaultValues: {
      category: (record?.category as ExpenseFormValues['category'] | undefined) ?? 'insurance',
      amount: record ? String(record.amount) : '',
      date: record?.date.slice(0, 10) ?? localTodayIso(),
      note: record?.note ?? '',
      recurring: record?.recurring ?? 'none',
    },
  });
  const { save, submit } = useSaveRecordForm({
    vehicleId,
    kind: 'expenses',
    recordId: record?.id,
    onDone,
    setError,
    fields: ['category', 'amount', 'date', 'note', 'recurring'],
  });

  const onSubmit = handleSubmit((values) => submit(toExpenseInput(values)));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Expense">
      <FormError error={save.error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category" error={errors.category?.message}>
          {(ids) => (
            <NativeSelect {...ids} {...register('category')}>
              {EXPENSE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {EXPENSE_LABELS[category]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={`Amount (${record?.currency ?? prefs.currency})`}
          error={errors.amount?.message}
        >
          {(ids) => (
            <Input {...ids} {...register('amount')} inputMode="decimal" placeholder="0.00" />
          )}
        </FormField>
        <FormField label="Date" error={errors.date?.message}>
          {(ids) => <Input {...ids} {...register('date')} type="date" max={localTodayIso()} />}
        </FormField>
        <FormField label="Repeats" error={errors.recurring?.message}>
          {(ids) => (
            <NativeSelect {...ids} {...register('recurring')}>
              <option value="none">One-off</option>
              <option value="monthly">Every month</option>
              <option value="yearly">Every year</option>
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label="Note (optional)" error={errors.note?.message}>
        {(ids) => <Input {...ids} {...register('note')} placeholder="Policy number, place…" />}
      </FormField>
      <RecordFormFooter pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
