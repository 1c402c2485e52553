// The post form: title, topic, body, photos, car tags and a garage car, with publishing or saving
// an edit; its state lives in usePostComposer.
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  POST_TITLE_MAX,
  POST_TITLE_MIN,
  POST_TOPIC_LABELS,
  POST_TOPICS,
} from '../../../shared/community-vocab.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { CarTagFields } from './car-tag-fields.tsx';
import { vehicleName } from './community-format.ts';
import { ImagePicker } from './image-picker.tsx';
import { preloadPostInput } from './load-post-input.ts';
import { MarkdownEditor } from './markdown-editor.tsx';
import { OtherDrafts } from './other-drafts.tsx';
import type { PostFormValues } from './post-form-values.ts';
import { SaveStatus } from './save-status.tsx';
import { usePostComposer, type PostComposerProps } from './use-post-composer.ts';
import { VehiclePicker } from './vehicle-picker.tsx';

export function PostComposer(props: PostComposerProps) {
  const { start, editing } = props;
  const titleId = useId();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const {
    values,
    errors,
    images,
    saveState,
    pending,
    submitError,
    change,
    addImages,
    removeImage,
    submit,
    discard,
  } = usePostComposer(props);

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
        {editing ? null : <SaveStatus state={saveState} />}
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
            <ImagePicker items={images} onAdd={addImages} onRemove={removeImage} />
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
          void discard();
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
