import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

const TONES = {
  brand: 'bg-brand-soft text-brand-soft-foreground',
  success: 'bg-success-soft text-success-soft-foreground',
  warning: 'bg-accent/25 text-accent-foreground dark:text-accent',
  danger: 'bg-destructive-soft text-destructive-soft-foreground',
  muted: 'bg-muted text-muted-foreground',
};

/** The centred card of /checkout/success and /checkout/cancel. */
export function CheckoutStatusCard({
  icon: Icon,
  visual,
  tone,
  title,
  children,
  actions,
}: {
  /** The icon in the round badge, or `visual` for anything else (a spinner). */
  icon?: LucideIcon;
  visual?: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-10 sm:py-16">
      <Card className="grid justify-items-center gap-4 px-5 py-8 text-center sm:px-8 sm:py-10">
        <span className={cn('grid size-16 place-items-center rounded-[1.5rem]', TONES[tone])}>
          {Icon ? <Icon className="size-8" aria-hidden="true" strokeWidth={1.9} /> : visual}
        </span>
        <h1 className="text-title font-bold">{title}</h1>
        {children ? (
          <div className="grid w-full gap-3 text-base text-muted-foreground">{children}</div>
        ) : null}
        {actions ? (
          <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            {actions}
          </div>
        ) : null}
      </Card>
    </div>
  );
}
