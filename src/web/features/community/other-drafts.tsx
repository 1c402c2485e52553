import { Link } from 'react-router';
import { relativeTime } from './community-format.ts';
import { useDrafts } from './drafts.ts';

/** My other drafts, to pick one up again. */
export function OtherDrafts({ currentId }: { currentId: string | null }) {
  const drafts = useDrafts();
  const others = (drafts.data ?? []).filter((draft) => draft.id !== currentId);
  if (others.length === 0) return null;
  return (
    <details className="group rounded-control border border-border bg-surface px-4 py-2 text-sm">
      <summary className="flex min-h-9 cursor-pointer items-center font-semibold">
        {others.length === 1 ? 'You have 1 other draft' : `You have ${others.length} other drafts`}
      </summary>
      <ul className="grid gap-1 pb-2">
        {others.map((draft) => (
          <li key={draft.id}>
            <Link
              to={`/community/create?draft=${draft.id}`}
              state={{ formKey: draft.id }}
              className="flex min-h-10 items-center justify-between gap-3 rounded-control px-2 hover:bg-muted"
            >
              <span className="truncate font-medium">{draft.title.trim() || 'Untitled draft'}</span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {relativeTime(draft.updatedAt)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
