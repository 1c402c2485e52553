// What a scan is doing: uploading (with the share sent), reading the photo, decoding the VIN.
import { Check } from 'lucide-react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';

export type ScanStage = 'uploading' | 'reading' | 'decoding';

const STAGES: { stage: ScanStage; label: string }[] = [
  { stage: 'uploading', label: 'Uploading the photo' },
  { stage: 'reading', label: 'Reading the VIN' },
  { stage: 'decoding', label: 'Decoding the car' },
];

export function ScanProgress({ stage, uploaded }: { stage: ScanStage; uploaded: number }) {
  const current = STAGES.findIndex((item) => item.stage === stage);
  return (
    <div role="status" aria-live="polite" className="grid w-full max-w-sm gap-4">
      <ol className="grid gap-3">
        {STAGES.map((item, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={item.stage}
              className={cn(
                'flex items-center gap-3 text-base',
                active ? 'font-semibold text-white' : done ? 'text-white/80' : 'text-white/45',
              )}
            >
              <span className="grid size-7 place-items-center rounded-full bg-white/10">
                {done ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : active ? (
                  <Spinner className="size-4" />
                ) : (
                  <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
                )}
              </span>
              <span>
                {item.label}
                {active && item.stage === 'uploading' ? ` (${Math.round(uploaded * 100)}%)` : null}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-white/15"
        role="progressbar"
        aria-label="Scan progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(((current + (stage === 'uploading' ? uploaded : 0.5)) / 3) * 100)}
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-300"
          style={{
            width: `${Math.round(((current + (stage === 'uploading' ? uploaded : 0.5)) / 3) * 100)}%`,
          }}
        />
      </div>
    </div>
  );
}
