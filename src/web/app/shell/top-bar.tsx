import { Bell, Menu } from 'lucide-react';
import { lazy, Suspense, useState, type KeyboardEvent, type Ref } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo.tsx';
import { Avatar, initialsOf } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { AppUser } from '../../lib/app-context.ts';
import { useUnreadCount } from '../../features/notifications/unread-count.ts';

const loadAccountMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(async () => ({ default: (await loadAccountMenu()).AccountMenu }));

interface TopBarProps {
  user: AppUser;
  onSignOut: () => void;
  /** The "Open menu" button that opens the drawer; the drawer gives focus back to it. */
  menuButtonRef?: Ref<HTMLButtonElement>;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

export function TopBar({ user, onSignOut, menuButtonRef, drawerOpen, onOpenDrawer }: TopBarProps) {
  const unread = useUnreadCount();
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface/90 px-2 pt-[env(safe-area-inset-top)] backdrop-blur sm:px-4 lg:h-16 lg:px-6">
      {/* Opens the drawer (loaded on first open); focus comes back here when it closes. */}
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        data-state={drawerOpen ? 'open' : 'closed'}
        onClick={onOpenDrawer}
      >
        <Menu aria-hidden="true" />
      </Button>
      <Link
        to="/dashboard"
        aria-label="Odo"
        className="flex items-center gap-2 rounded-md lg:hidden"
      >
        <LogoMark className="size-8" />
        <span className="text-lg font-extrabold tracking-tight">Odo</span>
      </Link>
      <div className="ml-auto flex items-center gap-1">
        <Button asChild variant="ghost" size="icon" className="relative">
          <Link
            to="/notifications"
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          >
            <Bell aria-hidden="true" />
            {unread > 0 ? (
              <span
                aria-hidden="true"
                data-testid="unread-badge"
                className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive-fill px-1 text-[0.625rem] leading-none font-bold text-white"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </Link>
        </Button>
        <AccountMenuButton user={user} onSignOut={onSignOut} />
      </div>
    </header>
  );
}

const accountTriggerClass = 'rounded-full p-1 transition-colors hover:bg-muted';

/**
 * The avatar button and its menu. Until first pressed it is a stand-in with the trigger's name,
 * role and state; the press (pointer, Enter, Space or ArrowDown, as Radix's trigger takes) loads
 * the menu and opens it.
 */
function AccountMenuButton({ user, onSignOut }: { user: AppUser; onSignOut: () => void }) {
  const [openedBy, setOpenedBy] = useState<'pointer' | 'keyboard' | null>(null);
  // The name starts with the initials the button shows (WCAG 2.5.3, label in name).
  const label = `${initialsOf(user.name)}, account menu`;
  const standIn = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={accountTriggerClass}
      onPointerEnter={() => void loadAccountMenu().catch(() => undefined)}
      onFocus={() => void loadAccountMenu().catch(() => undefined)}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) {
          event.preventDefault();
          setOpenedBy('pointer');
        }
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          setOpenedBy('keyboard');
        }
      }}
    >
      <Avatar name={user.name} src={user.avatar_url} className="size-8 text-sm" />
    </button>
  );
  if (!openedBy) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountMenu
        user={user}
        label={label}
        triggerClassName={accountTriggerClass}
        onSignOut={onSignOut}
        openedBy={openedBy}
      />
    </Suspense>
  );
}
