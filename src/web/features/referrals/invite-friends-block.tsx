import { Check, Copy, Crown, Gift } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { REFERRAL_SIGNUPS_PER_REWARD, REFERRAL_TEXT } from '../../../shared/plans-vocab.ts';
import { COPIED_LABEL_MS } from '../../../shared/product.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { copyText } from './copy-text.ts';
import { useReferral } from './get-referral.ts';
import { rewardSummary, type RewardSummary } from './reward-summary.ts';

/** SPEC.md §2's side-menu Invite Friends block; it loads the user's code itself. */
export function InviteFriendsBlock({ className }: { className?: string }) {
  const referral = useReferral();
  const { error } = referral;

  useEffect(() => {
    // SPEC.md §8: referral errors are only logged.
    if (error) console.warn('Referral code could not be loaded', error);
  }, [error]);

  const data = referral.data;
  return (
    <section
      aria-labelledby="invite-block-title"
      className={cn(
        'rounded-card border border-border bg-gradient-to-br from-brand-soft/70 to-surface p-4',
        className,
      )}
    >
      <h2
        id="invite-block-title"
        className="flex items-center gap-2 text-sm font-semibold text-muted-foreground"
      >
        <Gift className="size-4 text-brand" aria-hidden="true" />
        Invite Friends
      </h2>
      <p className="mt-1.5 text-sm font-semibold">{REFERRAL_TEXT}</p>

      {data ? (
        <>
          <div className="mt-3 flex items-center gap-2">
            <p className="min-w-0 flex-1 truncate rounded-control border border-dashed border-brand/40 bg-surface px-2 py-1.5 text-center">
              <span className="sr-only">Your referral code: </span>
              <code
                data-testid="referral-code"
                className="font-mono text-[0.9375rem] font-bold tracking-[0.12em]"
              >
                {data.code}
              </code>
            </p>
            <CopyButton text={data.link} />
          </div>
          <ReferralProgress
            value={data.progress}
            max={data.target}
            next={data.rewards_earned > 0}
          />
          <EarnedRewards summary={rewardSummary(data)} />
          <ReferralNotes
            pending={data.pending_count}
            capReached={data.cap_reached}
            capDays={data.max_days_per_year}
          />
          <div className="mt-3 grid grid-cols-2 gap-2">
            <ShareLink href={data.whatsapp_url} label="WhatsApp" icon={<WhatsAppIcon />} />
            <ShareLink href={data.facebook_url} label="Facebook" icon={<FacebookIcon />} />
          </div>
        </>
      ) : referral.isPending ? (
        <div
          role="status"
          className="mt-3 grid gap-2.5"
          aria-busy="true"
          aria-label="Loading referral code"
        >
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-2 w-full" />
          <div className="grid grid-cols-2 gap-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">
          Your invite link is not available right now.
        </p>
      )}
    </section>
  );
}

/** 'Copy', then 'Copied!' for COPIED_LABEL_MS (SPEC.md §9: 2000 ms). */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const ok = await copyText(text);
    if (!ok) {
      console.warn('Copying the invite link failed');
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
  };

  return (
    <Button
      type="button"
      size="sm"
      variant={copied ? 'secondary' : 'primary'}
      className="min-w-[5.75rem] px-2.5"
      onClick={() => void copy()}
      title="Copy your invite link"
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </Button>
  );
}

/** Counted sign-ups toward the next reward, out of 3. */
export function ReferralProgress({
  value,
  max = REFERRAL_SIGNUPS_PER_REWARD,
  next = false,
}: {
  value: number;
  max?: number;
  /** After a first reward the bar counts toward the next one, and says so. */
  next?: boolean;
}) {
  const shown = Math.max(0, Math.min(value, max));
  const label = next
    ? `${shown} of ${max} friends toward your next reward`
    : `${shown} of ${max} friends signed up`;
  return (
    <div className="mt-3 grid gap-1.5">
      <div
        role="progressbar"
        aria-label="Referral progress"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={shown}
        aria-valuetext={label}
        className="flex h-2 gap-1"
      >
        {Array.from({ length: max }, (_, index) => (
          <span
            key={index}
            className={cn(
              'h-full flex-1 rounded-full transition-colors',
              index < shown ? 'bg-brand' : 'bg-brand/15',
            )}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">{label}</p>
    </div>
  );
}

/** Friends who have not confirmed their e-mail yet, and the yearly cap: said plainly. */
function ReferralNotes({
  pending,
  capReached,
  capDays,
}: {
  pending: number;
  capReached: boolean;
  capDays: number;
}) {
  if (pending <= 0 && !capReached) return null;
  return (
    <div className="mt-2 grid gap-1 text-xs text-muted-foreground" data-testid="referral-notes">
      {pending > 0 ? (
        <p>
          {pending === 1
            ? '1 friend waiting to confirm their e-mail'
            : `${pending} friends waiting to confirm their e-mail`}
        </p>
      ) : null}
      {capReached ? (
        <p>
          {`You've reached this year's referral limit of ${capDays % 7 === 0 ? `${capDays / 7} weeks` : `${capDays} days`} of Premium. Friends still count; new rewards start again next year.`}
        </p>
      ) : null}
    </div>
  );
}

/** After a reward the bar starts again at 0: this line keeps what was earned in sight. */
function EarnedRewards({ summary }: { summary: RewardSummary | null }) {
  if (!summary) return null;
  return (
    <p
      data-testid="referral-rewards"
      className="mt-2 flex items-start gap-1.5 rounded-control bg-success-soft px-2 py-1.5 text-xs font-medium text-success-soft-foreground"
    >
      <Crown className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span className="grid gap-0.5">
        <span>
          {summary.earned}
          {summary.until ? <span className="sr-only">.</span> : null}
        </span>
        {summary.until ? <span className="font-normal">{summary.until}</span> : null}
      </span>
    </p>
  );
}

function ShareLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  return (
    <Button
      asChild
      size="sm"
      variant="outline"
      className="gap-1.5 bg-surface px-2 text-[0.8125rem]"
    >
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`Share on ${label}`}>
        {icon}
        {label}
      </a>
    </Button>
  );
}

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="text-[#25D366]" fill="currentColor">
      <path d="M12.04 2a9.9 9.9 0 0 0-8.5 14.98L2 22l5.16-1.5A9.93 9.93 0 1 0 12.04 2Zm0 18.1a8.2 8.2 0 0 1-4.17-1.14l-.3-.18-3.06.9.9-2.98-.2-.31a8.2 8.2 0 1 1 6.83 3.71Zm4.5-6.14c-.25-.12-1.46-.72-1.69-.8-.22-.08-.39-.12-.55.13-.16.24-.63.8-.78.96-.14.17-.29.19-.53.06a6.7 6.7 0 0 1-3.36-2.93c-.25-.44.25-.4.72-1.34.08-.16.04-.3-.02-.42-.06-.12-.55-1.33-.76-1.82-.2-.48-.4-.41-.55-.42h-.47a.9.9 0 0 0-.65.3 2.74 2.74 0 0 0-.86 2.04 4.77 4.77 0 0 0 1 2.53 10.9 10.9 0 0 0 4.18 3.7c1.56.67 2.17.73 2.95.61.47-.07 1.46-.6 1.67-1.18.2-.58.2-1.07.14-1.18-.06-.1-.22-.16-.47-.28Z" />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="text-[#1877F2]" fill="currentColor">
      <path d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.62 23.1 24 18.1 24 12.07Z" />
    </svg>
  );
}
