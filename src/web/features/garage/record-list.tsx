// The pieces every record tab shares: the section header with its Add button, the empty state,
// and the list whose rows have Edit and Delete (which asks first).
import { Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useDeleteRecord, type RecordKind } from './save-record.ts';

export function TabHeader({
  title,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-heading font-semibold">{title}</h2>
      <div className="flex items-center gap-2">
        {children}
        <Button size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
    </div>
  );
}

export function EmptyRecords({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <div className="grid justify-items-center gap-2 rounded-card border border-dashed border-border px-6 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-muted text-muted-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

interface RecordRowProps {
  icon: LucideIcon;
  title: ReactNode;
  /** Used in the buttons' accessible names: "Edit Oil change, Nov 2, 2026". */
  name: string;
  meta: ReactNode;
  amount: ReactNode;
  aside?: ReactNode;
  onEdit: () => void;
  vehicleId: string;
  kind: RecordKind;
  recordId: string;
}

function RecordRow({
  icon: Icon,
  title,
  name,
  meta,
  amount,
  aside,
  onEdit,
  vehicleId,
  kind,
  recordId,
}: RecordRowProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteRecord(vehicleId, kind);
  const toast = useToast();
  return (
    <li className="flex items-start gap-3 py-3.5">
      <span className="mt-0.5 grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-soft-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-medium">{title}</p>
          <p className="shrink-0 font-semibold tabular-nums">{amount}</p>
        </div>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {meta}
        </div>
        {aside ? <div className="mt-1.5">{aside}</div> : null}
      </div>
      <div className="-mr-2 flex shrink-0 items-center">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Edit ${name}`}
          onClick={onEdit}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-muted-foreground hover:text-destructive"
          aria-label={`Delete ${name}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title={`Delete ${name}?`}
        description="This record is removed for good, with its figures."
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() =>
          remove.mutate(recordId, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'Deleted', description: name, tone: 'success' });
            },
          })
        }
      />
    </li>
  );
}

/** What a tab shows of one record; RecordList adds the Edit and Delete buttons. */
export type RecordRowContent = Pick<
  RecordRowProps,
  'icon' | 'title' | 'name' | 'meta' | 'amount' | 'aside'
>;

export function RecordList<T extends { id: string }>({
  label,
  records,
  vehicleId,
  kind,
  onEdit,
  row,
}: {
  label: string;
  records: readonly T[];
  vehicleId: string;
  kind: RecordKind;
  onEdit: (record: T) => void;
  row: (record: T) => RecordRowContent;
}) {
  return (
    <ul className="divide-y divide-border" aria-label={label}>
      {records.map((record) => (
        <RecordRow
          key={record.id}
          {...row(record)}
          onEdit={() => onEdit(record)}
          vehicleId={vehicleId}
          kind={kind}
          recordId={record.id}
        />
      ))}
    </ul>
  );
}

/** Which record a tab's dialog edits: none (closed), a new one, or an existing one. */
/** `openAtStart`: the form for a new record is open from the start (a deep link asked for it). */
export function useEditor<T>(openAtStart = false) {
  const [state, setState] = useState<{ open: boolean; record: T | null }>({
    open: openAtStart,
    record: null,
  });
  return {
    open: state.open,
    record: state.record,
    add: () => setState({ open: true, record: null }),
    edit: (record: T) => setState({ open: true, record }),
    setOpen: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}
