// The frame every block of the home page sits in: a card with its own heading (a landmark region
// for screen readers), an optional "See all" link, and the same loading and error states, so the
// blocks that several features put on /dashboard look and behave alike.
import { ChevronRight, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { Skeleton } from './ui/skeleton.tsx';

export interface HomeBlockLink {
  to: string;
  /** What a sighted user reads ("See all"). */
  label: string;
  /** Read after the label by screen readers, so every link says where it goes. */
  srLabel?: string;
}

export function HomeBlock({
  id,
  title,
  icon,
  badge,
  link,
  className,
  children,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  icon?: ReactNode;
  badge?: ReactNode;
  link?: HomeBlockLink;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn('min-w-0', className)}>
      <Card className="flex h-full flex-col">
        <div className="flex min-h-14 items-center justify-between gap-3 px-4 pt-3 sm:px-5">
          <h2 id={id} className="flex min-w-0 items-center gap-2 text-base font-semibold">
            {icon ? (
              <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground [&_svg]:size-4">
                {icon}
              </span>
            ) : null}
            <span className="truncate">{title}</span>
            {badge}
          </h2>
          {link ? (
            <Link
              to={link.to}
              className="-mr-2 inline-flex min-h-11 shrink-0 items-center gap-0.5 rounded-control px-2 text-sm font-semibold text-brand hover:underline"
            >
              {link.label}
              {link.srLabel ? <span className="sr-only"> {link.srLabel}</span> : null}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col px-4 pt-1 pb-4 sm:px-5 sm:pb-5">{children}</div>
      </Card>
    </section>
  );
}

/** Placeholder rows the size of the block's real rows, so nothing moves when they arrive. */
export function HomeBlockSkeleton({
  rows = 3,
  rowClassName = 'h-14',
  label,
}: {
  rows?: number;
  rowClassName?: string;
  /** Read by screen readers while the block loads ("Loading notifications"). */
  label: string;
}) {
  return (
    <div className="grid gap-2" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={cn('w-full rounded-control', rowClassName)} />
      ))}
      <span className="sr-only" role="status">
        {label}
      </span>
    </div>
  );
}

/** A block that could not load says so in words and offers to try again, on its own. */
export function HomeBlockError({
  message,
  onRetry,
  retrying = false,
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-1 flex-col items-start justify-center gap-3 rounded-control border border-destructive/30 bg-destructive-soft px-4 py-4 text-sm text-destructive-soft-foreground',
        className,
      )}
    >
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={cn(retrying && 'animate-spin')} />
        Try again
      </Button>
    </div>
  );
}

/** A quiet line for a block with nothing to show yet, with an optional next step. */
export function HomeBlockEmpty({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-center gap-3 rounded-control bg-muted/60 px-4 py-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-surface text-muted-foreground shadow-card [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{title}</p>
        {children ? <div className="text-muted-foreground">{children}</div> : null}
      </div>
    </div>
  );
}

/**
 * A block's list in its four states, the same in every block: placeholder rows while the query
 * loads, the error with its own retry, the empty line, then the rows.
 */
export function HomeBlockList<T>({
  query,
  items,
  rows = 3,
  rowClassName,
  loadingLabel,
  errorMessage,
  empty,
  itemKey,
  renderItem,
  listClassName = 'grid gap-2',
}: {
  query: { isPending: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  items: readonly T[];
  rows?: number;
  rowClassName?: string;
  loadingLabel: string;
  errorMessage: string;
  empty: ReactNode;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  listClassName?: string;
}) {
  if (query.isPending) {
    return <HomeBlockSkeleton rows={rows} rowClassName={rowClassName} label={loadingLabel} />;
  }
  if (query.error) {
    return (
      <HomeBlockError
        message={errorMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) return empty;
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
