import { BellRing, CalendarClock } from 'lucide-react';
import { DueBadge } from './due-badge.tsx';
import { serviceLabel, type Reminder, type VehicleDetail } from './garage-types.ts';
import { MarkDoneButton } from './mark-done-button.tsx';
import { EmptyRecords, RecordList, TabHeader, useEditor } from './record-list.tsx';
import { dueText } from './due-text.ts';
import type { UnitPrefs } from './units.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

// Dialogs load on first open (see lazyDialog).
const ReminderDialog = lazyDialog(
  async () => (await import('./reminder-dialog.tsx')).ReminderDialog,
);

export function RemindersTab({ vehicle, prefs }: { vehicle: VehicleDetail; prefs: UnitPrefs }) {
  const editor = useEditor<Reminder>();
  const reminders = (vehicle.reminders ?? []).filter((reminder) => !reminder.completedAt);
  const schedule = (vehicle.upcomingServices ?? []).filter((item) => item.kind === 'schedule');
  return (
    <section aria-label="Reminders" className="grid gap-4">
      <TabHeader title="Reminders" addLabel="Add reminder" onAdd={editor.add} />
      {reminders.length === 0 ? (
        <EmptyRecords
          icon={BellRing}
          title="No custom reminders"
          text="Add one for anything with a date or a mileage: a permit, winter tyres, a warranty."
        />
      ) : (
        <RecordList
          label="Custom reminders"
          records={reminders}
          vehicleId={vehicle.id}
          kind="reminders"
          onEdit={editor.edit}
          row={(reminder) => ({
            icon: BellRing,
            title: reminder.title,
            name: `reminder ${reminder.title}`,
            meta: (
              <>
                <span>Due {dueText(reminder, prefs)}</span>
                {reminder.serviceType ? <span>{serviceLabel(reminder.serviceType)}</span> : null}
                {reminder.repeatMonths || reminder.repeatDistance ? <span>Repeats</span> : null}
              </>
            ),
            amount: null,
            aside: (
              <MarkDoneButton
                vehicleId={vehicle.id}
                itemKey={`rem:${reminder.id}`}
                title={reminder.title}
              />
            ),
          })}
        />
      )}
      {schedule.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-muted-foreground">From the service schedule</h3>
          <ul className="grid gap-2" aria-label="Scheduled services">
            {schedule.map((item) => (
              <li
                key={item.itemKey}
                className="flex items-center gap-3 rounded-control border border-border px-3 py-2.5"
              >
                <CalendarClock
                  className="size-4.5 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{item.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    Due{' '}
                    {dueText(
                      { dueDate: item.effectiveDate ?? item.dueDate, dueMileage: item.dueMileage },
                      prefs,
                    )}
                  </span>
                </span>
                <DueBadge status={item.status} />
                <MarkDoneButton vehicleId={vehicle.id} itemKey={item.itemKey} title={item.title} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ReminderDialog
        open={editor.open}
        onOpenChange={editor.setOpen}
        vehicleId={vehicle.id}
        prefs={prefs}
        record={editor.record}
      />
    </section>
  );
}
