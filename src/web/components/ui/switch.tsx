// An on/off switch: a button with role="switch" and aria-checked, labelled by its caller
// (aria-label or a <label htmlFor>). Written out rather than Radix Switch (the same markup,
// data-state and data-disabled included): /settings loads ~3 KB gzip less.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

interface SwitchProps extends Omit<ComponentProps<'button'>, 'value'> {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

export function Switch({ className, checked, onCheckedChange, onClick, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      data-disabled={props.disabled ? '' : undefined}
      value="on"
      {...props}
      className={cn(
        'peer inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-brand',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
    >
      <span
        data-state={state}
        data-disabled={props.disabled ? '' : undefined}
        className="pointer-events-none block size-6 rounded-full bg-surface shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}
