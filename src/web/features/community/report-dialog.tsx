// Report a post or a comment: a reason (SPEC's five), an optional note, then a thank-you.
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '../../../shared/community-vocab.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useReportContent } from './report-content.ts';

interface ReportDialogProps {
  target: { type: 'post' | 'comment'; id: string } | null;
  onOpenChange: (open: boolean) => void;
}

export function ReportDialog({ target, onOpenChange }: ReportDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {target ? (
          <ReportForm
            key={`${target.type}-${target.id}`}
            target={target}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({
  target,
  onDone,
}: {
  target: { type: 'post' | 'comment'; id: string };
  onDone: () => void;
}) {
  const id = useId();
  const report = useReportContent();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const what = target.type === 'post' ? 'post' : 'comment';

  if (report.isSuccess) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Thanks for telling us</DialogTitle>
          <DialogDescription>
            We will look at this {what}. Content reported by several members is hidden until it is
            reviewed.
          </DialogDescription>
        </DialogHeader>
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-success">
          <CircleCheck className="size-5" aria-hidden="true" /> Report sent
        </p>
        <DialogFooter>
          <Button onClick={onDone}>Done</Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason) {
          setMissingReason(true);
          return;
        }
        const trimmed = note.trim();
        report.mutate({
          targetType: target.type,
          targetId: target.id,
          reason,
          ...(trimmed ? { note: trimmed } : {}),
        });
      }}
    >
      <DialogHeader>
        <DialogTitle>Report this {what}</DialogTitle>
        <DialogDescription>What is wrong with it? Your report is anonymous.</DialogDescription>
      </DialogHeader>
      <fieldset
        className="grid gap-1.5"
        aria-describedby={missingReason ? `${id}-reason-error` : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium">Reason</legend>
        {REPORT_REASONS.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-border px-3 has-checked:border-brand has-checked:bg-brand-soft/50"
          >
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setMissingReason(false);
              }}
              className="size-4.5 accent-[var(--odo-brand)]"
            />
            <span className="text-sm font-medium">{REPORT_REASON_LABELS[value]}</span>
          </label>
        ))}
        {missingReason ? (
          <p id={`${id}-reason-error`} className="text-sm font-medium text-destructive">
            Choose a reason.
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>Anything else? (optional)</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={REPORT_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
          className="min-h-20"
        />
      </div>
      {report.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {report.error.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? <Spinner className="size-4.5" /> : null}
          Send report
        </Button>
      </DialogFooter>
    </form>
  );
}
