import {
  ChevronRight,
  Heart,
  LifeBuoy,
  LogOut,
  Mail,
  MessageSquareHeart,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_VERSION, SUPPORT_EMAIL } from '../../../shared/product.ts';
import { Logo } from '../../components/logo.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ProfileCard } from '../../features/account/profile-card.tsx';
import { SubscriptionBlock } from '../../features/billing/subscription-block.tsx';
import { InviteFriendsBlock } from '../../features/referrals/invite-friends-block.tsx';
import type { AppUser, Subscription } from '../../lib/app-context.ts';
import { cn } from '../../lib/cn.ts';

interface SideMenuProps {
  user: AppUser;
  subscription: Subscription | null;
  subscriptionLoading: boolean;
  /** Saved cars: the Favorites entry shows the count when above 0 (SPEC.md §2). */
  favoritesCount: number;
  onNavigate?: () => void;
  onFeedback: () => void;
  onSignOut: () => void;
  signingOut: boolean;
  /** The drawer shows its own title row; the permanent menu shows the logo. */
  header?: ReactNode;
}

const itemClass =
  'flex w-full items-center gap-3 rounded-control px-3 py-2.5 text-[0.9375rem] font-medium text-foreground transition-colors hover:bg-muted [&>svg:first-child]:size-5 [&>svg:first-child]:text-muted-foreground';

function ItemContent({
  icon: Icon,
  label,
  badge,
}: {
  icon: LucideIcon;
  label: string;
  badge?: ReactNode;
}) {
  return (
    <>
      <Icon aria-hidden="true" />
      <span className="flex-1 text-left">{label}</span>
      {badge}
      <ChevronRight className="size-4 text-muted-foreground/60" aria-hidden="true" />
    </>
  );
}

/** Side menu contents, shared by the permanent menu (large screens) and the drawer. */
export function SideMenu({
  user,
  subscription,
  subscriptionLoading,
  favoritesCount,
  onNavigate,
  onFeedback,
  onSignOut,
  signingOut,
  header,
}: SideMenuProps) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="shrink-0 px-5 pt-5 pb-3">{header ?? <Logo />}</div>
      {/*
        One scroll area for the entries and the footer: the footer sits at the bottom when there
        is room and scrolls with the entries when there is not, so it never covers them.
      */}
      <div
        data-testid="side-menu-scroll"
        className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain"
      >
        <div className="px-3 pb-4">
          <ProfileCard user={user} />

          <div className="mx-2 mt-3 grid grid-cols-1 gap-3 [&>*]:min-w-0">
            <SubscriptionBlock
              subscription={subscription}
              loading={subscriptionLoading}
              onNavigate={onNavigate}
            />
            <InviteFriendsBlock />
          </div>

          <nav aria-label="Side menu" className="mt-4">
            <ul className="grid gap-0.5">
              <li>
                <Link to="/favorites" className={itemClass} onClick={onNavigate}>
                  <ItemContent
                    icon={Heart}
                    label="Favorites"
                    badge={
                      favoritesCount > 0 ? (
                        <Badge data-testid="favorites-count">
                          {favoritesCount}
                          <span className="sr-only"> saved</span>
                        </Badge>
                      ) : null
                    }
                  />
                </Link>
              </li>
              <li>
                <button type="button" className={itemClass} onClick={onFeedback}>
                  <ItemContent icon={MessageSquareHeart} label="Send a Feedback" />
                </button>
              </li>
              <li>
                <Link to="/support" className={itemClass} onClick={onNavigate}>
                  <ItemContent icon={LifeBuoy} label="Get Support" />
                </Link>
              </li>
              <li>
                <Link to="/settings" className={itemClass} onClick={onNavigate}>
                  <ItemContent icon={Settings} label="Settings" />
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={cn(itemClass, 'text-destructive [&>svg:first-child]:text-destructive')}
                  onClick={onSignOut}
                  disabled={signingOut}
                  aria-busy={signingOut || undefined}
                >
                  <LogOut aria-hidden="true" />
                  <span className="flex-1 text-left">Log Out</span>
                </button>
              </li>
            </ul>
          </nav>
        </div>

        {/* Every link here is a 44 px tap target. */}
        <div className="mt-auto grid gap-2 border-t border-border px-5 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="inline-flex min-h-11 items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
          >
            <Mail className="size-4" aria-hidden="true" />
            {SUPPORT_EMAIL}
          </a>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              window.location.href = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Contact from Odo')}`;
            }}
          >
            Contact Us
          </Button>
          <div className="flex flex-wrap items-center gap-x-4 text-xs text-muted-foreground">
            <Link
              to="/privacy"
              className="inline-flex min-h-11 items-center hover:text-foreground"
              onClick={onNavigate}
            >
              Privacy Policy
            </Link>
            <Link
              to="/terms"
              className="inline-flex min-h-11 items-center hover:text-foreground"
              onClick={onNavigate}
            >
              Terms of Service
            </Link>
            <span className="ml-auto">version {APP_VERSION}</span>
          </div>
        </div>
      </div>
    </div>
  );
}
