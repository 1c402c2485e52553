// The post form's state and what it does: the fields and their errors, the photos being uploaded,
// the draft kept on the server and in the URL as it is typed, and publishing or saving an edit.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PostDetail } from '../../../shared/community-vocab.ts';
import type { PostPatch } from '../../../shared/community.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useCreatePost } from './create-post.ts';
import { loadPostInput } from './load-post-input.ts';
import { EMPTY_VALUES, type FieldErrors, type PostFormValues } from './post-form-values.ts';
import { useUpdatePost } from './update-post.ts';
import type { ComposerStart } from './use-composer-start.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { useImageUploads } from './use-image-uploads.ts';
import { KEEP_VEHICLE } from './vehicle-picker.tsx';

export interface PostComposerProps {
  userId: string;
  start: ComposerStart;
  /** The post being edited, or null for a new post. */
  editing: PostDetail | null;
}

export function usePostComposer({ userId, start, editing }: PostComposerProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<PostFormValues>(start.values);
  const [errors, setErrors] = useState<FieldErrors>({});
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

  const clearImageError = () => setErrors(({ imageIds: _gone, ...rest }) => rest);
  const addImages = (files: File[], room: number) => {
    uploads.add(files, room);
    clearImageError();
  };
  const removeImage = (key: string) => {
    uploads.remove(key);
    clearImageError();
  };

  const discard = () =>
    autosave.discard().then(() => {
      setValues(EMPTY_VALUES);
      setErrors({});
      uploads.restore([]);
    });

  return {
    values,
    errors,
    images: uploads.items,
    saveState: autosave.state,
    pending,
    submitError,
    change,
    addImages,
    removeImage,
    submit,
    discard,
  };
}
