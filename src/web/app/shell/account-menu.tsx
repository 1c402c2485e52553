import { CreditCard, LogOut, Settings } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import type { AppUser } from '../../lib/app-context.ts';

export interface AccountMenuProps {
  user: AppUser;
  /** The trigger's accessible name (the stand-in in top-bar.tsx has the same). */
  label: string;
  triggerClassName: string;
  onSignOut: () => void;
  /** Opened by the stand-in's first press: open at once, on the first item if by keyboard. */
  openedBy: 'pointer' | 'keyboard';
}

/** The account menu (Radix DropdownMenu), loaded the first time the avatar button is pressed. */
export function AccountMenu({
  user,
  label,
  triggerClassName,
  onSignOut,
  openedBy,
}: AccountMenuProps) {
  const navigate = useNavigate();
  const contentRef = useRef<HTMLDivElement>(null);
  // Radix puts a keyboard user on the first item; the key press that opened this menu was seen by
  // the stand-in (top-bar.tsx), so do the same once the menu is in the page.
  useEffect(() => {
    if (openedBy !== 'keyboard') return;
    // The content mounts in its portal a render later, then focuses itself: wait for both.
    let frame = 0;
    let tries = 0;
    const focusFirst = () => {
      const item = contentRef.current?.querySelector<HTMLElement>(
        '[role="menuitem"]:not([data-disabled])',
      );
      if (item) item.focus({ preventScroll: true });
      else if (++tries < 20) frame = requestAnimationFrame(focusFirst);
    };
    frame = requestAnimationFrame(focusFirst);
    return () => cancelAnimationFrame(frame);
  }, [openedBy]);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger aria-label={label} className={triggerClassName}>
        <Avatar name={user.name} src={user.avatar_url} className="size-8 text-sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" ref={contentRef}>
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
  );
}
