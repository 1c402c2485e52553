// A text input with a filtered list of suggestions (WAI-ARIA combobox, list autocomplete): typing
// filters, arrows move, Enter picks, Escape closes the list (only: see ui/dialog.tsx). Free text
// stays allowed. Once the text is exactly an option the list stays shut (it would lie over the
// next fields) unless the arrows ask for the other matches.
import { useId, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { inputClassName } from './input.tsx';

interface ComboboxProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly string[];
  /** Shown in the list while the options load. */
  loading?: boolean;
  /** Most suggestions listed at once. */
  limit?: number;
  /** Draws an option (e.g. with an icon); the option's text by default. */
  renderOption?: (option: string) => ReactNode;
}

function matches(options: readonly string[], query: string, limit: number): string[] {
  const q = query.trim().toLowerCase();
  if (!q) return options.slice(0, limit);
  const starts: string[] = [];
  const contains: string[] = [];
  for (const option of options) {
    const lower = option.toLowerCase();
    if (lower === q) continue;
    if (lower.startsWith(q)) starts.push(option);
    else if (lower.includes(q)) contains.push(option);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}

export function Combobox({
  value,
  onValueChange,
  options,
  loading = false,
  limit = 50,
  renderOption,
  className,
  onBlur,
  onKeyDown,
  ...props
}: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  /** The arrows opened the list: it shows even when the text is exactly an option. */
  const [browsing, setBrowsing] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = useMemo(() => matches(options, value, limit), [options, value, limit]);
  const exact = useMemo(() => {
    const q = value.trim().toLowerCase();
    return q !== '' && options.some((option) => option.toLowerCase() === q);
  }, [options, value]);
  const expanded = open && (!exact || browsing) && (shown.length > 0 || loading);

  const close = () => {
    setOpen(false);
    setBrowsing(false);
    setActive(-1);
  };

  const pick = (option: string) => {
    onValueChange(option);
    close();
  };

  return (
    <div className="relative">
      <input
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        className={cn(inputClassName, className)}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setBrowsing(false);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setBrowsing(true);
            setActive((index) => Math.min(index + 1, shown.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setBrowsing(true);
            setActive((index) => Math.max(index - 1, 0));
          } else if (event.key === 'Enter' && expanded && active >= 0 && shown[active]) {
            event.preventDefault();
            pick(shown[active]);
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault();
            event.stopPropagation();
            close();
          }
          onKeyDown?.(event);
        }}
        {...props}
      />
      <ul
        id={listId}
        role="listbox"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-60 overflow-y-auto rounded-control border border-border bg-surface-raised p-1 shadow-raised"
      >
        {loading && shown.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
            Loading…
          </li>
        ) : null}
        {shown.map((option, index) => (
          <li
            key={option}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={cn(
              'cursor-pointer rounded-[0.5rem] px-3 py-2 text-sm',
              index === active ? 'bg-brand-soft text-brand-soft-foreground' : 'hover:bg-muted',
            )}
            // Keep focus in the input: pick on mousedown before the blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
          >
            {renderOption ? renderOption(option) : option}
          </li>
        ))}
      </ul>
    </div>
  );
}
