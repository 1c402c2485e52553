import { Bell, CreditCard, LogOut, Menu, Settings } from 'lucide-react';
import type { Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import { LogoMark } from '../../components/logo.tsx';
import { Avatar, initialsOf } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { SheetTrigger } from '../../components/ui/sheet.tsx';
import type { AppUser } from '../../lib/app-context.ts';
import { useUnreadCount } from '../../features/notifications/unread-count.ts';

/** Rendered inside the shell's Sheet, whose trigger is the "Open menu" button. */
interface TopBarProps {
  user: AppUser;
  onSignOut: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
}

export function TopBar({ user, onSignOut, menuButtonRef }: TopBarProps) {
  const navigate = useNavigate();
  const unread = useUnreadCount();
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface/90 px-2 pt-[env(safe-area-inset-top)] backdrop-blur sm:px-4 lg:h-16 lg:px-6">
      {/* Opens the drawer (the Sheet around the shell); focus comes back here when it closes. */}
      <SheetTrigger asChild>
        <Button
          ref={menuButtonRef}
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Open menu"
        >
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
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
        <DropdownMenu>
          {/* The name starts with the initials the button shows (WCAG 2.5.3, label in name). */}
          <DropdownMenuTrigger
            aria-label={`${initialsOf(user.name)}, account menu`}
            className="rounded-full p-1 transition-colors hover:bg-muted"
          >
            <Avatar name={user.name} src={user.avatar_url} className="size-8 text-sm" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel className="max-w-56 truncate">{user.email}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void navigate('/billing')}>
              <CreditCard aria-hidden="true" />
              Billing
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void navigate('/settings')}>
              <Settings aria-hidden="true" />
              Settings
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onSignOut}>
              <LogOut aria-hidden="true" />
              Log Out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
