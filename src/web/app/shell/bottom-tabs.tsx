import { Link, useLocation } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { isTabActive, TABS } from './tabs.ts';

/** The five-tab bar at the bottom of the shell. */
export function BottomTabs({ onHomeReselect }: { onHomeReselect: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Tabs"
      className="shrink-0 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-surface/85"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-5">
        {TABS.map(({ label, to, icon: Icon, badge }) => {
          const active = isTabActive(pathname, to);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  if (to === '/dashboard' && pathname === '/dashboard') {
                    event.preventDefault();
                    onHomeReselect();
                  }
                }}
                className={cn(
                  'group relative flex h-16 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium transition-colors',
                  active ? 'text-brand' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'relative grid h-7 w-12 place-items-center rounded-full transition-colors',
                    active && 'bg-brand-soft',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" strokeWidth={active ? 2.4 : 2} />
                  {/* Anchored to the icon pill, so it stays inside the tab even at 360 px. */}
                  {badge ? (
                    <Badge
                      variant="accent"
                      size="xs"
                      className="absolute -top-1.5 -right-2 shadow-xs"
                    >
                      {badge}
                    </Badge>
                  ) : null}
                </span>
                <span className={cn(active && 'font-semibold')}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
