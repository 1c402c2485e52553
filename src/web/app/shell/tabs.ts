import { Camera, Gauge, Home, Users, Warehouse, type LucideIcon } from 'lucide-react';

export interface TabDefinition {
  label: string;
  to: string;
  icon: LucideIcon;
  badge?: string;
}

/** The five bottom tabs of SPEC.md §2, in order. */
export const TABS: readonly TabDefinition[] = [
  { label: 'Home', to: '/dashboard', icon: Home },
  { label: 'Assess', to: '/assessment', icon: Gauge },
  { label: 'Garage', to: '/garage', icon: Warehouse },
  { label: 'Car Lens', to: '/car-lens', icon: Camera },
  { label: 'Community', to: '/community', icon: Users, badge: 'NEW' },
];

/** A tab is active when the path equals it or starts under it ("/community/post/1"). */
export function isTabActive(pathname: string, tabPath: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === tabPath || path.startsWith(`${tabPath}/`);
}

/** Index of the active tab in TABS, or -1 when the path is under none of them. */
export function activeTabIndex(pathname: string, tabs: readonly { to: string }[] = TABS): number {
  return tabs.findIndex((tab) => isTabActive(pathname, tab.to));
}
