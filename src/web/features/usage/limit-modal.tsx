import { Camera, CarFront, Check, Gauge, MessageCircleQuestion, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  FEATURE_LABELS,
  FEATURES,
  FREE_CAPS,
  limitReachedMessage,
  UPGRADE_LABEL,
  type Feature,
} from '../../../shared/plans-vocab.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';

export const LIMIT_MODAL_TITLE = "You've reached your free limit";

const ICONS: Record<Feature, LucideIcon> = {
  assessment: Gauge,
  carlens: Camera,
  askodo: MessageCircleQuestion,
  garage: CarFront,
};

/** "1 vehicle assessment", "1 garage vehicle" (plural when a cap is ever above one). */
function allowance(feature: Feature): string {
  const cap = FREE_CAPS[feature];
  const label = FEATURE_LABELS[feature];
  return `${cap} ${label}${cap === 1 ? '' : 's'}`;
}

interface LimitModalProps {
  open: boolean;
  /** The feature whose free cap was reached. */
  feature: Feature | null;
  onClose: () => void;
}

/** SPEC.md §4's limit modal: what the free plan includes and the way up to Premium. */
export function LimitModal({ open, feature, onClose }: LimitModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent className="max-w-[26rem] gap-5">
        <DialogHeader>
          <span className="mb-2 grid size-12 place-items-center rounded-2xl bg-accent/25 text-accent-foreground dark:text-accent">
            <Sparkles className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle>{LIMIT_MODAL_TITLE}</DialogTitle>
          <DialogDescription>
            {feature
              ? limitReachedMessage(feature)
              : 'Upgrade to Premium for unlimited use of every feature.'}
          </DialogDescription>
        </DialogHeader>

        <div className="rounded-control border border-border bg-muted/50 p-4">
          <p className="text-sm font-semibold">The free plan includes</p>
          <ul className="mt-3 grid gap-2.5" aria-label="The free plan includes">
            {FEATURES.map((item) => {
              const Icon = ICONS[item];
              const reached = item === feature;
              return (
                <li
                  key={item}
                  className={cn('flex items-center gap-3 text-sm', reached && 'font-semibold')}
                >
                  <Icon
                    className={cn(
                      'size-4.5 shrink-0',
                      reached ? 'text-destructive' : 'text-muted-foreground',
                    )}
                    aria-hidden="true"
                  />
                  <span className="min-w-0 flex-1">{allowance(item)}</span>
                  {reached ? (
                    <span className="shrink-0 rounded-full bg-destructive-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-destructive-soft-foreground">
                      Limit reached
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-xs text-muted-foreground">
            Assessments, Car Lens results and Ask Odo questions reset on the 1st of each month.
          </p>
        </div>

        <div className="flex items-start gap-2.5 text-sm">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          <p>
            <span className="font-semibold">Premium</span> lifts every limit: unlimited assessments,
            Car Lens, Ask Odo and garage space.
          </p>
        </div>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Not now
          </Button>
          <Button asChild>
            <Link to="/billing" onClick={onClose}>
              <Sparkles aria-hidden="true" />
              {UPGRADE_LABEL}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
