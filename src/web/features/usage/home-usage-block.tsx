// The home page's plan block: a free member sees what is left of this month's free uses and an
// upgrade prompt; a premium member sees their status. Figures are GET /api/usage's (the same query
// the app keeps for the limit checks, so a use elsewhere shows here at once).
import { dateTimeFormat } from '../../lib/intl.ts';
import {
  Camera,
  CarFront,
  Crown,
  Gauge,
  MessageCircleQuestion,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { UPGRADE_LABEL, type Feature, type UsageReply } from '../../../shared/plans-vocab.ts';
import { HomeBlock, HomeBlockError, HomeBlockSkeleton } from '../../components/home-block.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { cn } from '../../lib/cn.ts';
import { statusBadgeLabel, statusBadgeVariant } from '../../lib/subscription-status.ts';
import { useUsage } from './get-usage.ts';

const METERS: Array<{ feature: Feature; label: string; icon: LucideIcon }> = [
  { feature: 'assessment', label: 'Assessments', icon: Gauge },
  { feature: 'carlens', label: 'Car Lens scans', icon: Camera },
  { feature: 'askodo', label: 'Ask Odo questions', icon: MessageCircleQuestion },
];

export function HomeUsageBlock() {
  const usage = useUsage();
  const { subscription } = useAppContext();
  const data = usage.data;
  const badge = !data ? null : data.premium ? (
    // The same colour and words as the status badge in the side menu and on /billing.
    <Badge variant={statusBadgeVariant(subscription?.status ?? data.status ?? 'active')}>
      {subscription ? statusBadgeLabel(subscription) : 'Active'}
    </Badge>
  ) : (
    <Badge variant="muted">Free</Badge>
  );
  return (
    <HomeBlock id="plan-heading" title="Your plan" icon={<Crown />} badge={badge}>
      {usage.isPending ? (
        <HomeBlockSkeleton rows={4} rowClassName="h-11" label="Loading your plan" />
      ) : usage.error ? (
        <HomeBlockError
          message="Your plan's usage could not be loaded."
          onRetry={() => void usage.refetch()}
          retrying={usage.isFetching}
        />
      ) : data!.premium ? (
        <PremiumStatus />
      ) : (
        <FreeUsage usage={data!} />
      )}
    </HomeBlock>
  );
}

function PremiumStatus() {
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3 rounded-control bg-success-soft p-4 text-success-soft-foreground">
        <Sparkles className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="text-sm">
          <p className="font-semibold">You're on Premium</p>
          <p>No limits on assessments, Car Lens, Ask Odo or your garage.</p>
        </div>
      </div>
      <Button asChild variant="outline">
        <Link to="/billing">Manage subscription</Link>
      </Button>
    </div>
  );
}

function FreeUsage({ usage }: { usage: UsageReply }) {
  const resets = dateTimeFormat(undefined, {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(usage.resets_at));
  const garage = usage.features.garage;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold">Free uses left this month</h3>
        <ul className="grid gap-3 pt-1">
          {METERS.map(({ feature, label, icon }) => {
            const { used, cap } = usage.features[feature];
            return (
              <Meter
                key={feature}
                label={label}
                icon={icon}
                left={Math.max(0, cap - used)}
                cap={cap}
              />
            );
          })}
          <Meter
            label="Cars in your garage"
            icon={CarFront}
            left={Math.max(0, garage.cap - garage.used)}
            cap={garage.cap}
            kept
          />
        </ul>
        <p className="pt-1 text-xs text-muted-foreground">Monthly uses reset on {resets}.</p>
      </div>
      <div className="grid gap-3 rounded-control bg-gradient-to-br from-brand to-brand-deep p-4 text-brand-foreground">
        <p className="flex items-start gap-2 text-sm">
          <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">Go unlimited with Premium.</span> Every assessment, scan
            and question, and as many cars as you own.
          </span>
        </p>
        <Button
          asChild
          className="w-full bg-surface text-brand shadow-sm hover:bg-surface/90 dark:text-foreground"
        >
          <Link to="/billing">{UPGRADE_LABEL}</Link>
        </Button>
      </div>
    </div>
  );
}

function Meter({
  label,
  icon: Icon,
  left,
  cap,
  kept = false,
}: {
  label: string;
  icon: LucideIcon;
  left: number;
  cap: number;
  /** The garage counts cars kept, not uses: it reads "1 of 1 used". */
  kept?: boolean;
}) {
  const shown = Math.min(left, cap);
  const empty = shown === 0;
  const text = kept ? `${cap - shown} of ${cap} used` : `${shown} of ${cap} left`;
  return (
    <li className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="flex min-w-0 items-center gap-2">
          <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="truncate">{label}</span>
        </span>
        <span
          className={cn(
            'shrink-0 font-semibold tabular-nums',
            empty && !kept ? 'text-destructive' : 'text-foreground',
          )}
        >
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={kept ? `${label}: used` : `${label}: left this month`}
        aria-valuemin={0}
        aria-valuemax={cap}
        aria-valuenow={kept ? cap - shown : shown}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            kept ? 'bg-brand' : empty ? 'bg-destructive' : 'bg-brand',
          )}
          style={{ width: `${cap > 0 ? ((kept ? cap - shown : shown) / cap) * 100 : 0}%` }}
        />
      </div>
    </li>
  );
}
