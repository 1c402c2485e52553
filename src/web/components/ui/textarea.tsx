import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { inputClassName } from './input.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(inputClassName, 'h-auto min-h-32 resize-y py-3 leading-relaxed', className)}
      {...props}
    />
  );
}
