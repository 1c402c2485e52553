// Tabs after the WAI-ARIA tabs pattern, as Radix Tabs drew them (same roles, states, data
// attributes and keys) without its code: a tablist whose selected tab is the one tab stop, arrows
// (wrapping), Home and End move between tabs and select the one focused, Enter or Space select.
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '../../lib/cn.ts';

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string) {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${part} must be used within Tabs`);
  return context;
}

const idOf = (baseId: string, part: 'trigger' | 'content', value: string) =>
  `${baseId}-${part}-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const baseId = useId();
  const select = useCallback(
    (next: string) => {
      if (next === current) return;
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [current, value, onValueChange],
  );
  return (
    <TabsContext value={{ value: current, select, baseId }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || tabs.length === 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    // Focusing a tab selects it (automatic activation, as Radix's default).
    tabs[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      onKeyDown={moveFocus}
      className={cn('inline-flex h-11 items-center gap-1 rounded-control bg-muted p-1', className)}
      {...props}
    />
  );
}

type TabsTriggerProps = ComponentProps<'button'> & { value: string };

export function TabsTrigger({
  className,
  value,
  disabled,
  onFocus,
  onMouseDown,
  onKeyDown,
  ...props
}: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, 'trigger', value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.baseId, 'content', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.defaultPrevented || disabled) return;
        if (event.button === 0 && !event.ctrlKey) tabs.select(value);
        // Like Radix: a click with another button or Ctrl does not move focus here.
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        if (event.key === 'Enter' || event.key === ' ') tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !disabled) tabs.select(value);
      }}
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center rounded-[0.5rem] px-3 text-sm font-medium text-muted-foreground transition-colors data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

type TabsContentProps = ComponentProps<'div'> & {
  value: string;
  /** Keep the panel in the page while another tab is selected (it is hidden by the caller). */
  forceMount?: boolean;
};

export function TabsContent({
  className,
  value,
  forceMount,
  children,
  ...props
}: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  const present = selected || forceMount === true;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, 'content', value)}
      aria-labelledby={idOf(tabs.baseId, 'trigger', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!present}
      tabIndex={0}
      className={cn('mt-4 outline-none', className)}
      {...props}
    >
      {present ? children : null}
    </div>
  );
}
