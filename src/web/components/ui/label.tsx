// A form label. What Radix's Label does, without its two packages on every form's first load: a
// double click on the label's own text does not select it (a click on a control inside it is
// left alone).
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../../lib/cn.ts';

export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('text-sm font-medium text-foreground select-none', className)}
      {...props}
      onMouseDown={(event: MouseEvent<HTMLLabelElement>) => {
        if ((event.target as Element).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
}
