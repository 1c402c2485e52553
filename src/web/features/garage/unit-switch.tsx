import { cn } from '../../lib/cn.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import {
  DISTANCE_UNIT_LABELS,
  VOLUME_UNIT_LABELS,
  type DistanceUnit,
  type VolumeUnit,
} from '../../../shared/units-vocab.ts';

function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  labels,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labels: Record<T, string>;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="inline-flex h-9 items-center gap-0.5 rounded-control bg-muted p-0.5"
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === value}
          onClick={() => onChange(option)}
          className={cn(
            'h-full rounded-[0.45rem] px-2.5 text-xs font-semibold text-muted-foreground transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            option === value && 'bg-surface text-foreground shadow-sm',
          )}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}

/** The compact km/mi and L/US gal/UK gal switch (until the settings page holds units). */
export function UnitSwitch({ className }: { className?: string }) {
  const [prefs, setPrefs] = useUnitPrefs();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Segmented<DistanceUnit>
        label="Distance unit"
        options={['km', 'mi']}
        value={prefs.distance}
        onChange={(distance) => setPrefs({ distance })}
        labels={DISTANCE_UNIT_LABELS}
      />
      <Segmented<VolumeUnit>
        label="Volume unit"
        options={['l', 'us_gal', 'uk_gal']}
        value={prefs.volume}
        onChange={(volume) => setPrefs({ volume })}
        labels={VOLUME_UNIT_LABELS}
      />
    </div>
  );
}
