import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const badgeVariants = cva(
  'inline-flex items-center rounded-full font-bold tracking-wide whitespace-nowrap',
  {
    variants: {
      variant: {
        brand: 'bg-brand text-brand-foreground',
        accent: 'bg-accent text-accent-foreground',
        soft: 'bg-brand-soft text-brand-soft-foreground',
        muted: 'bg-muted text-muted-foreground',
        success: 'bg-success-soft text-success-soft-foreground',
        warning: 'bg-accent/25 text-accent-foreground dark:text-accent',
      },
      size: {
        xs: 'px-1.5 py-px text-[0.5625rem] leading-tight',
        sm: 'px-2 py-0.5 text-xs',
      },
    },
    defaultVariants: { variant: 'brand', size: 'sm' },
  },
);

export function Badge({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
