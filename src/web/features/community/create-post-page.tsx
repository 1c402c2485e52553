// /community/create: write a post (or, with ?edit={id}, change my own). What is typed is kept as a
// draft on the server (its id in the URL, ?draft={id}) and in localStorage, so a reload or a lost
// connection loses nothing; publishing opens the new post.
import { ArrowLeft, CloudOff, FileClock, Check } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  POST_TITLE_MAX,
  POST_TITLE_MIN,
  POST_TOPIC_LABELS,
  POST_TOPICS,
  type PostDetail,
} from '../../../shared/community-vocab.ts';
import type { PostPatch } from '../../../shared/community.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { cn } from '../../lib/cn.ts';
import { CarTagFields } from './car-tag-fields.tsx';
import { relativeTime } from './community-format.ts';
import { isUuid } from './community-ids.ts';
import { useCreatePost } from './create-post.ts';
import { useDraft, useDrafts } from './drafts.ts';
import { usePost } from './get-post.ts';
import { ImagePicker } from './image-picker.tsx';
import { readLocalDraft } from './local-draft.ts';
import { MarkdownEditor } from './markdown-editor.tsx';
import { CommunityNotFound } from './not-found.tsx';
import {
  EMPTY_VALUES,
  fromDraft,
  fromPost,
  type FieldErrors,
  type PostFormValues,
} from './post-form-values.ts';
import { useUpdatePost } from './update-post.ts';
import { useDraftAutosave, type SaveState } from './use-draft-autosave.ts';
import { useImageUploads } from './use-image-uploads.ts';
import { KEEP_VEHICLE, VehiclePicker } from './vehicle-picker.tsx';
import { vehicleName } from './community-format.ts';

interface Start {
  values: PostFormValues;
  draftId: string | null;
}

/** Picks what the form starts with: the newer of the server's draft and this device's copy. */
// The post check (zod and the shared schema) loads when the form is first used, not with the page.
let postInput: Promise<typeof import('./post-input.ts')> | null = null;
function loadPostInput() {
  return (postInput ??= import('./post-input.ts').catch((error: unknown) => {
    postInput = null;
    throw error;
  }));
}
function preloadPostInput() {
  loadPostInput().catch(() => {
    // Retried on submit, where the error surfaces.
  });
}

function useStart(userId: string, draftParam: string | null, editId: string | null) {
  const editing = editId !== null;
  const draft = useDraft(editing ? null : draftParam);
  const post = usePost(editId ?? undefined);
  return useMemo((): { start: Start | null; post: PostDetail | null; missing: boolean } => {
    if (editing) {
      if (!isUuid(editId)) return { start: null, post: null, missing: true };
      if (post.data) {
        const values = fromPost(post.data);
        if (post.data.vehicle) values.vehicleId = KEEP_VEHICLE;
        return { start: { values, draftId: null }, post: post.data, missing: !post.data.mine };
      }
      return { start: null, post: null, missing: post.isError };
    }
    const local = readLocalDraft(userId);
    if (draftParam && isUuid(draftParam)) {
      if (draft.isPending) return { start: null, post: null, missing: false };
      if (draft.data) {
        const newerHere = local?.draftId === draft.data.id && local.savedAt > draft.data.updatedAt;
        return {
          start: {
            values: newerHere ? local.values : fromDraft(draft.data),
            draftId: draft.data.id,
          },
          post: null,
          missing: false,
        };
      }
      // Offline keeps the id (the next save reaches it); a draft that is gone starts a new one.
      const offline = draft.error instanceof ApiError && draft.error.status === 0;
      if (local?.draftId === draftParam) {
        return {
          start: { values: local.values, draftId: offline ? draftParam : null },
          post: null,
          missing: false,
        };
      }
      return { start: { values: EMPTY_VALUES, draftId: null }, post: null, missing: false };
    }
    if (local)
      return {
        start: { values: local.values, draftId: local.draftId },
        post: null,
        missing: false,
      };
    return { start: { values: EMPTY_VALUES, draftId: null }, post: null, missing: false };
  }, [
    editing,
    editId,
    post.data,
    post.isError,
    draft.isPending,
    draft.data,
    draft.error,
    draftParam,
    userId,
  ]);
}

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
  const loaded = useStart(userId, initial.draft, initial.edit);
  const [kept, setKept] = useState<{ start: Start; post: PostDetail | null } | null>(null);
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

interface PostComposerProps {
  userId: string;
  start: Start;
  /** The post being edited, or null for a new post. */
  editing: PostDetail | null;
}

function PostComposer({ userId, start, editing }: PostComposerProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<PostFormValues>(start.values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const uploads = useImageUploads();
  const create = useCreatePost();
  const update = useUpdatePost();
  const submitError = editing ? update.error : create.error;
  const pending = create.isPending || update.isPending;

  const { restore } = uploads;
  useEffect(() => {
    restore(start.values.images);
  }, [restore, start.values.images]);

  const current = useMemo(() => ({ ...values, images: uploads.images }), [values, uploads.images]);

  const onDraftId = useCallback(
    (id: string | null) => {
      setParams(
        (search) => {
          const next = new URLSearchParams(search);
          if (id) next.set('draft', id);
          else next.delete('draft');
          return next;
        },
        { replace: true, state: location.state },
      );
    },
    [setParams, location.state],
  );
  // A draft picked up from this device's copy names itself in the URL too.
  const [namedAtStart] = useState(() => params.get('draft'));
  useEffect(() => {
    if (start.draftId && namedAtStart !== start.draftId) onDraftId(start.draftId);
    // Once, for the draft the form started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const autosave = useDraftAutosave({
    userId,
    enabled: editing === null,
    values: current,
    initialDraftId: start.draftId,
    onDraftId,
  });

  const change = (patch: Partial<PostFormValues>) => {
    setValues((old) => ({ ...old, ...patch }));
    setErrors((old) => {
      const next = { ...old };
      for (const key of Object.keys(patch)) delete next[key as keyof FieldErrors];
      delete next.form;
      return next;
    });
  };

  const submit = async () => {
    const imageError = uploads.uploading
      ? 'Wait for the photos to finish uploading.'
      : uploads.items.some((item) => item.status === 'error')
        ? 'Remove the photos that could not be uploaded.'
        : null;
    const keepVehicle = current.vehicleId === KEEP_VEHICLE;
    const { toPostInput } = await loadPostInput();
    const checked = toPostInput(
      { ...current, vehicleId: keepVehicle ? null : current.vehicleId },
      null,
    );
    if (checked.errors || imageError) {
      setErrors({ ...checked.errors, ...(imageError ? { imageIds: imageError } : {}) });
      window.requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const { input } = checked;
    if (editing) {
      const { draftId: _draftId, vehicleId, ...fields } = input;
      const patch: PostPatch = keepVehicle ? fields : { ...fields, vehicleId: vehicleId ?? null };
      update.mutate(
        { id: editing.id, patch },
        { onSuccess: (post) => void navigate(`/community/post/${post.id}`, { replace: true }) },
      );
      return;
    }
    const draftId = await autosave.finish();
    create.mutate(
      { ...input, draftId },
      {
        onSuccess: (post) => {
          autosave.forget();
          void navigate(`/community/post/${post.id}`, { replace: true });
        },
        onError: (error) => {
          autosave.resume();
          if (error instanceof ApiError && error.fields.length > 0) {
            const fromServer: FieldErrors = {};
            for (const field of error.fields) {
              const key = field.path.split('.')[0] as keyof FieldErrors;
              fromServer[key] ??= field.message;
            }
            setErrors(fromServer);
          }
        },
      },
    );
  };

  const title = editing ? 'Edit post' : 'New post';
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5 px-4 pt-4 pb-12 sm:px-6 md:pt-8">
      <Link
        to={editing ? `/community/post/${editing.id}` : '/community'}
        className="inline-flex min-h-10 items-center gap-1.5 justify-self-start rounded-control text-sm font-semibold text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {editing ? 'Back to the post' : 'Community'}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-title font-bold md:text-[2.25rem]">{title}</h1>
        {editing ? null : <SaveStatus state={autosave.state} />}
      </header>

      {editing ? null : <OtherDrafts currentId={start.draftId} />}

      <form
        noValidate
        aria-labelledby={titleId}
        className="grid gap-5"
        onFocus={preloadPostInput}
        onPointerDown={preloadPostInput}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <span id={titleId} className="sr-only">
          {title}
        </span>
        <Card className="grid gap-5 p-4 sm:p-5">
          <FormField
            label="Title"
            error={errors.title}
            hint={`${POST_TITLE_MIN}–${POST_TITLE_MAX} characters`}
          >
            {(ids) => (
              <div className="relative">
                <Input
                  {...ids}
                  value={values.title}
                  maxLength={POST_TITLE_MAX}
                  placeholder="What is it about?"
                  className="pr-16"
                  onChange={(event) => change({ title: event.target.value })}
                />
                <span
                  className={cn(
                    'pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-xs tabular-nums',
                    values.title.length >= POST_TITLE_MAX
                      ? 'text-destructive'
                      : 'text-muted-foreground',
                  )}
                  aria-live={values.title.length >= POST_TITLE_MAX - 10 ? 'polite' : 'off'}
                >
                  {values.title.length}/{POST_TITLE_MAX}
                </span>
              </div>
            )}
          </FormField>

          <FormField label="Topic" error={errors.topic}>
            {(ids) => (
              <NativeSelect
                {...ids}
                value={values.topic}
                onChange={(event) =>
                  change({ topic: event.target.value as PostFormValues['topic'] })
                }
              >
                <option value="" disabled>
                  Choose a topic
                </option>
                {POST_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {POST_TOPIC_LABELS[topic]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>

          <MarkdownEditor
            value={values.body}
            onChange={(body) => change({ body })}
            error={errors.body}
          />

          <div className="grid gap-1.5">
            <ImagePicker
              items={uploads.items}
              onAdd={(files, room) => {
                uploads.add(files, room);
                setErrors(({ imageIds: _gone, ...rest }) => rest);
              }}
              onRemove={(key) => {
                uploads.remove(key);
                setErrors(({ imageIds: _gone, ...rest }) => rest);
              }}
            />
            {errors.imageIds ? (
              <p className="text-sm font-medium text-destructive" role="alert">
                {errors.imageIds}
              </p>
            ) : null}
          </div>
        </Card>

        <Card className="grid gap-5 p-4 sm:p-5">
          <CarTagFields values={values} errors={errors} onChange={change} />
          <VehiclePicker
            value={values.vehicleId}
            error={errors.vehicleId}
            keepLabel={editing?.vehicle ? vehicleName(editing.vehicle) : null}
            onChange={(vehicleId, vehicle) => {
              const patch: Partial<PostFormValues> = { vehicleId };
              // A car picked from the garage fills the car tags that are still empty.
              if (vehicle && !values.make.trim() && !values.model.trim() && !values.year.trim()) {
                patch.make = vehicle.make;
                patch.model = vehicle.model;
                patch.year = String(vehicle.year);
              }
              change(patch);
            }}
          />
        </Card>

        {submitError ? (
          <Alert tone="error" role="alert">
            <p className="font-semibold">{submitTitle(submitError)}</p>
            <p>{submitError.message}</p>
          </Alert>
        ) : errors.form ? (
          <Alert tone="error" role="alert">
            {errors.form}
          </Alert>
        ) : null}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          {editing ? (
            <Button asChild variant="ghost">
              <Link to={`/community/post/${editing.id}`}>Cancel</Link>
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setConfirmDiscard(true)}>
              Discard draft
            </Button>
          )}
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? <Spinner className="size-5" /> : null}
            {editing ? 'Save changes' : 'Publish'}
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard this draft?"
        description="What you wrote and the photos you added are thrown away."
        confirmLabel="Discard"
        onConfirm={() => {
          setConfirmDiscard(false);
          void autosave.discard().then(() => {
            setValues(EMPTY_VALUES);
            setErrors({});
            uploads.restore([]);
          });
        }}
      />
    </div>
  );
}

function submitTitle(error: Error): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'Slow down a little';
    if (error.status === 403) return 'You cannot post right now';
    if (error.status === 0) return 'You are offline';
  }
  return 'The post could not be published';
}

function SaveStatus({ state }: { state: SaveState }) {
  const shown: Record<SaveState, { icon: typeof Check; text: string } | null> = {
    idle: null,
    saving: { icon: FileClock, text: 'Saving draft…' },
    saved: { icon: Check, text: 'Draft saved' },
    device: { icon: CloudOff, text: 'Draft kept on this device' },
  };
  const item = shown[state];
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex min-h-6 items-center gap-1.5 text-sm text-muted-foreground"
    >
      {item ? (
        <>
          <item.icon className="size-4" aria-hidden="true" />
          {item.text}
        </>
      ) : null}
    </p>
  );
}

/** My other drafts, to pick one up again. */
function OtherDrafts({ currentId }: { currentId: string | null }) {
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
