// /community/profile/{id}: a member (avatar, name, member since, counts), their posts, and
// Block/Unblock (their posts and comments disappear for me) on anyone else's profile.
import { ArrowLeft, Ban, CalendarDays, FileText, MessageCircle, SquarePen } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSetBlocked } from './block-member.ts';
import { memberSince } from './community-format.ts';
import { useProfile } from './get-profile.ts';
import { CommunityNotFound } from './not-found.tsx';
import { PostList } from './post-list.tsx';

export function CommunityProfilePage() {
  const { id = '' } = useParams();
  const profile = useProfile(id);
  const block = useSetBlocked(id);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  if (
    profile.error instanceof ApiError &&
    profile.error.status < 500 &&
    profile.error.status !== 0
  ) {
    return (
      <CommunityNotFound
        title="Member not found"
        description="This member does not exist or is no longer in the community."
      />
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5 px-4 pt-4 pb-12 sm:px-6 md:pt-8">
      <Link
        to="/community"
        className="inline-flex min-h-10 items-center gap-1.5 justify-self-start rounded-control text-sm font-semibold text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Community
      </Link>

      {profile.isPending ? (
        <Card className="flex items-center gap-4 p-5" aria-busy="true">
          <Skeleton className="size-20 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-4 w-36" />
          </div>
          <span className="sr-only" role="status">
            Loading the profile
          </span>
        </Card>
      ) : profile.isError ? (
        <>
          <h1 className="text-title font-bold">Member</h1>
          <Alert tone="error" role="alert">
            The profile could not be loaded: {profile.error.message}{' '}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => void profile.refetch()}
            >
              Try again
            </button>
          </Alert>
        </>
      ) : (
        <>
          <Card className="grid gap-4 p-5">
            <div className="flex items-center gap-4">
              <Avatar
                name={profile.data.name}
                src={profile.data.avatarUrl}
                className="size-20 [&_span]:text-2xl"
              />
              <div className="grid min-w-0 gap-1">
                <h1 className="text-heading font-bold break-words sm:text-title">
                  {profile.data.name}
                </h1>
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  {memberSince(profile.data.memberSince)}
                </p>
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-control bg-muted/60 p-3">
                <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <FileText className="size-4" aria-hidden="true" /> Posts
                </dt>
                <dd className="text-2xl font-bold tabular-nums">
                  {profile.data.postCount.toLocaleString('en-US')}
                </dd>
              </div>
              <div className="rounded-control bg-muted/60 p-3">
                <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <MessageCircle className="size-4" aria-hidden="true" /> Comments
                </dt>
                <dd className="text-2xl font-bold tabular-nums">
                  {profile.data.commentCount.toLocaleString('en-US')}
                </dd>
              </div>
            </dl>
            {profile.data.isMe ? (
              <Button asChild variant="secondary" className="justify-self-start">
                <Link to="/community/create">
                  <SquarePen aria-hidden="true" /> New post
                </Link>
              </Button>
            ) : (
              <Button
                variant={profile.data.blocked ? 'outline' : 'ghost'}
                className="justify-self-start text-destructive hover:text-destructive"
                onClick={() => setConfirming(true)}
              >
                <Ban aria-hidden="true" />
                {profile.data.blocked ? 'Unblock' : 'Block'}
              </Button>
            )}
          </Card>

          {profile.data.blocked ? (
            <Alert tone="info">
              You blocked {profile.data.name}. Their posts and comments are hidden from you.
            </Alert>
          ) : (
            <section aria-labelledby="member-posts" className="grid gap-3">
              <h2 id="member-posts" className="text-heading font-semibold">
                {profile.data.isMe ? 'Your posts' : `Posts by ${profile.data.name}`}
              </h2>
              <PostList
                filters={{ sort: 'new', authorId: profile.data.id }}
                label={`Posts by ${profile.data.name}`}
                empty={
                  <p className="rounded-control bg-muted/60 p-4 text-center text-sm text-muted-foreground">
                    {profile.data.isMe ? 'You have not posted yet.' : 'No posts yet.'}
                  </p>
                }
              />
            </section>
          )}

          <ConfirmDialog
            open={confirming}
            onOpenChange={(open) => {
              setConfirming(open);
              if (!open) block.reset();
            }}
            title={
              profile.data.blocked ? `Unblock ${profile.data.name}?` : `Block ${profile.data.name}?`
            }
            description={
              profile.data.blocked
                ? 'Their posts and comments show again for you.'
                : 'Their posts and comments disappear for you. They are not told.'
            }
            confirmLabel={profile.data.blocked ? 'Unblock' : 'Block'}
            pending={block.isPending}
            error={block.error?.message ?? null}
            onConfirm={() => {
              const blocked = !profile.data.blocked;
              block.mutate(blocked, {
                onSuccess: () => {
                  setConfirming(false);
                  toast({
                    title: blocked
                      ? `${profile.data.name} is blocked`
                      : `${profile.data.name} is unblocked`,
                    tone: 'success',
                  });
                },
              });
            }}
          />
        </>
      )}
    </div>
  );
}
