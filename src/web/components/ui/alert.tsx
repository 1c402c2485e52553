import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const alertVariants = cva(
  'flex items-start gap-3 rounded-control border px-4 py-3 text-sm leading-relaxed [&>svg]:mt-0.5 [&>svg]:size-4.5 [&>svg]:shrink-0',
  {
    variants: {
      tone: {
        error: 'border-destructive/30 bg-destructive-soft text-destructive-soft-foreground',
        success: 'border-success/30 bg-success-soft text-success-soft-foreground',
        info: 'border-brand/20 bg-brand-soft text-brand-soft-foreground',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const icons = { error: CircleAlert, success: CircleCheck, info: Info };

export function Alert({
  className,
  tone,
  children,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  const Icon = icons[tone ?? 'info'];
  return (
    <div className={cn(alertVariants({ tone }), className)} {...props}>
      <Icon aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
