// A reliability score out of 10 as a ring (the assessment, the vehicle page, favorites): the
// colour follows the band, the number is the text; screen readers hear "7.4 out of 10".
import { cn } from '../lib/cn.ts';

export type ScoreBand = 'good' | 'fair' | 'poor';

/** 7.5 and up reads as good, 5 and up as fair, below as poor. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 7.5) return 'good';
  if (score >= 5) return 'fair';
  return 'poor';
}

const BAND_STROKE: Record<ScoreBand, string> = {
  good: 'text-success',
  fair: 'text-accent',
  poor: 'text-destructive',
};

interface ScoreRingProps {
  score: number;
  /** sm: 3rem (lists), md: 5.5rem (cards), lg: 8.5rem (the report). */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** What the score is of, for screen readers ("Reliability score"). */
  label?: string;
}

const SIZES = {
  sm: { box: 'size-12', number: 'text-base', unit: 'hidden', stroke: 5 },
  md: { box: 'size-22', number: 'text-2xl', unit: 'text-[0.625rem]', stroke: 6 },
  lg: { box: 'size-34', number: 'text-[2.5rem]', unit: 'text-xs', stroke: 7 },
};

export function ScoreRing({
  score,
  size = 'md',
  className,
  label = 'Reliability score',
}: ScoreRingProps) {
  const clamped = Math.min(10, Math.max(0, score));
  const shown = clamped.toFixed(1);
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const s = SIZES[size];
  return (
    <div
      role="img"
      aria-label={`${label}: ${shown} out of 10`}
      className={cn('relative grid shrink-0 place-items-center', s.box, className)}
    >
      <svg
        viewBox="0 0 100 100"
        className="absolute inset-0 size-full -rotate-90"
        aria-hidden="true"
      >
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth={s.stroke}
          className="odo-ring-track text-muted"
          stroke="currentColor"
        />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          stroke="currentColor"
          strokeWidth={s.stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped / 10)}
          className={cn(
            BAND_STROKE[scoreBand(clamped)],
            'transition-[stroke-dashoffset] duration-700',
          )}
        />
      </svg>
      <span aria-hidden="true" className="relative grid place-items-center leading-none">
        <span className={cn('font-bold tracking-tight tabular-nums', s.number)}>{shown}</span>
        <span className={cn('mt-0.5 font-medium text-muted-foreground', s.unit)}>out of 10</span>
      </span>
    </div>
  );
}
