// /community/create: write a post (or, with ?edit={id}, change my own). What is typed is kept as a
// draft on the server (its id in the URL, ?draft={id}) and in localStorage, so a reload or a lost
// connection loses nothing; publishing opens the new post.
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { PostDetail } from '../../../shared/community-vocab.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { CommunityNotFound } from './not-found.tsx';
import { PostComposer } from './post-composer.tsx';
import { useComposerStart, type ComposerStart } from './use-composer-start.ts';

export function CreatePostPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  // A new form for another draft chosen from the list or another post to edit; not when autosave
  // names the current draft in the URL (that navigation keeps the location's state).
  const formKey = (location.state as { formKey?: string } | null)?.formKey ?? 'initial';
  const editParam = params.get('edit');
  return <ComposerLoader key={`${editParam ?? 'new'}-${formKey}`} />;
}

/** Loads what the form starts with once, then keeps it while the URL follows the draft. */
function ComposerLoader() {
  const { user } = useAppContext();
  const [params] = useSearchParams();
  const [initial] = useState(() => ({ draft: params.get('draft'), edit: params.get('edit') }));
  const userId = user?.id ?? 'anonymous';
  const loaded = useComposerStart(userId, initial.draft, initial.edit);
  const [kept, setKept] = useState<{ start: ComposerStart; post: PostDetail | null } | null>(null);
  if (kept === null && loaded.start && !loaded.missing) {
    setKept({ start: loaded.start, post: loaded.post });
  }

  if (kept) return <PostComposer userId={userId} start={kept.start} editing={kept.post} />;
  if (loaded.missing) {
    return (
      <CommunityNotFound
        title="Post not found"
        description="Only your own posts can be edited, and this one is not there."
      />
    );
  }
  return (
    <div
      className="mx-auto grid w-full max-w-3xl gap-4 px-4 pt-5 pb-12 sm:px-6 md:pt-8"
      aria-busy="true"
    >
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-64 w-full" />
      <span className="sr-only" role="status">
        Loading your draft
      </span>
    </div>
  );
}
