import { Repeat, Wallet } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { newestFirst } from './garage-figures.ts';
import { expenseLabel, type ExpenseRecord, type VehicleDetail } from './garage-types.ts';
import { EmptyRecords, RecordList, TabHeader, useEditor } from './record-list.tsx';
import { formatAmounts, formatDate, formatMoney, type UnitPrefs } from './units.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

// Dialogs load on first open (see lazyDialog).
const ExpenseDialog = lazyDialog(async () => (await import('./expense-dialog.tsx')).ExpenseDialog);

const REPEATS = { monthly: 'Monthly', yearly: 'Yearly' } as const;

export function ExpensesTab({ vehicle, prefs }: { vehicle: VehicleDetail; prefs: UnitPrefs }) {
  const editor = useEditor<ExpenseRecord>();
  const records = newestFirst(vehicle.expenses ?? []);
  return (
    <section aria-label="Expenses" className="grid gap-3">
      <TabHeader title="Expenses" addLabel="Add expense" onAdd={editor.add} />
      {records.length === 0 ? (
        <EmptyRecords
          icon={Wallet}
          title="No expenses yet"
          text="Insurance, tax, parking, tolls: add them once, or as monthly or yearly payments."
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {formatAmounts(
              vehicle.recordTotals.map((row) => ({ currency: row.currency, amount: row.expenses })),
              prefs.currency,
            )}{' '}
            recorded · recurring ones repeat on their dates in your costs
          </p>
          <RecordList
            label="Expense list"
            records={records}
            vehicleId={vehicle.id}
            kind="expenses"
            onEdit={editor.edit}
            row={(record) => {
              const label = expenseLabel(record.category);
              return {
                icon: Wallet,
                title: (
                  <span className="flex flex-wrap items-center gap-2">
                    {label}
                    {record.recurring !== 'none' ? (
                      <Badge variant="soft">
                        <Repeat className="mr-1 size-3" aria-hidden="true" />
                        {REPEATS[record.recurring]}
                      </Badge>
                    ) : null}
                  </span>
                ),
                name: `${label}, ${formatDate(record.date)}`,
                meta: (
                  <>
                    <span>
                      {record.recurring !== 'none' ? 'From ' : ''}
                      {formatDate(record.date)}
                    </span>
                    {record.note ? <span>{record.note}</span> : null}
                  </>
                ),
                amount: formatMoney(record.amount, record.currency),
              };
            }}
          />
        </>
      )}
      <ExpenseDialog
        open={editor.open}
        onOpenChange={editor.setOpen}
        vehicleId={vehicle.id}
        prefs={prefs}
        record={editor.record}
      />
    </section>
  );
}
