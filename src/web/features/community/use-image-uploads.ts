// The create form's photos: each one uploads as soon as it is picked (with progress), can be
// removed, and only finished uploads count towards the post's imageIds.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { POST_IMAGES_MAX, type PostImage } from '../../../shared/community-vocab.ts';
import { MAX_IMAGE_BYTES, uploadImage } from './upload-image.ts';
import { isPictureFile } from '../../lib/picture-file.ts';

export interface UploadItem {
  key: string;
  /** What the thumbnail shows: the local file while it uploads, then the stored copy. */
  previewUrl: string;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  image: PostImage | null;
  error: string | null;
}

let nextKey = 1;

function doneItem(image: PostImage): UploadItem {
  return {
    key: `stored-${image.id}`,
    previewUrl: image.url,
    status: 'done',
    progress: 1,
    image,
    error: null,
  };
}

export function useImageUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Set<string>());

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  useEffect(() => {
    const urls = objectUrls.current;
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  /** Starts uploading the picked files, as many as there is room for. */
  const add = useCallback(
    (files: File[], room: number) => {
      const picked = files.slice(0, Math.max(0, room));
      const added: UploadItem[] = picked.map((file) => {
        const key = `upload-${nextKey++}`;
        const previewUrl = URL.createObjectURL(file);
        objectUrls.current.add(previewUrl);
        const problem = !isPictureFile(file)
          ? 'Only photos can be added.'
          : file.size > MAX_IMAGE_BYTES
            ? 'This photo is larger than 10 MB.'
            : null;
        if (!problem) {
          const controller = new AbortController();
          controllers.current.set(key, controller);
          uploadImage(file, (progress) => patch(key, { progress }), controller.signal)
            .then(
              (image) => patch(key, { status: 'done', progress: 1, image }),
              (error: unknown) => {
                if (error instanceof DOMException && error.name === 'AbortError') return;
                patch(key, {
                  status: 'error',
                  error:
                    error instanceof Error ? error.message : 'The photo could not be uploaded.',
                });
              },
            )
            .finally(() => controllers.current.delete(key));
        }
        return {
          key,
          previewUrl,
          status: problem ? 'error' : 'uploading',
          progress: 0,
          image: null,
          error: problem,
        };
      });
      setItems((list) => [...list, ...added]);
    },
    [patch],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  /** Shows images already stored (a draft's or an edited post's). */
  const restore = useCallback((images: PostImage[]) => {
    setItems(images.slice(0, POST_IMAGES_MAX).map(doneItem));
  }, []);

  const images = useMemo(() => items.flatMap((item) => (item.image ? [item.image] : [])), [items]);
  const uploading = items.some((item) => item.status === 'uploading');
  return { items, images, uploading, add, remove, restore };
}
