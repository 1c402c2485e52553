import { ImagePlus, LoaderCircle, TriangleAlert, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { POST_IMAGES_MAX } from '../../../shared/community-vocab.ts';
import { cn } from '../../lib/cn.ts';
import type { UploadItem } from './use-image-uploads.ts';
import { PICTURE_ACCEPT } from '../../lib/picture-file.ts';

interface ImagePickerProps {
  items: UploadItem[];
  onAdd: (files: File[], room: number) => void;
  onRemove: (key: string) => void;
}

/**
 * A photo's thumbnail: the local file; where the browser cannot draw it (HEIC outside Safari), the
 * stored copy once it is uploaded, and an icon until then.
 */
function Thumbnail({ item }: { item: UploadItem }) {
  const [undrawn, setUndrawn] = useState<string | null>(null);
  const src = undrawn === item.previewUrl ? (item.image?.url ?? null) : item.previewUrl;
  if (!src) {
    return (
      <div className="grid size-full place-items-center text-muted-foreground">
        <ImagePlus className="size-6" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      className={cn('size-full object-cover', item.status !== 'done' && 'opacity-60')}
      onError={() => setUndrawn(item.previewUrl)}
    />
  );
}

/** Up to four photos: thumbnails with their upload progress, a remove button, and "Add photos". */
export function ImagePicker({ items, onAdd, onRemove }: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const room = POST_IMAGES_MAX - items.length;
  return (
    <div className="grid gap-2" role="group" aria-labelledby={`${id}-label`}>
      <div className="flex items-baseline justify-between">
        <span id={`${id}-label`} className="text-sm font-medium">
          Photos
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">
          {items.length}/{POST_IMAGES_MAX}
        </span>
      </div>
      <ul className="grid grid-cols-4 gap-2" aria-label="Photos to post">
        {items.map((item, index) => (
          <li
            key={item.key}
            className="relative aspect-square overflow-hidden rounded-control bg-muted"
          >
            <Thumbnail item={item} />
            {item.status === 'uploading' ? (
              <div className="absolute inset-x-1.5 bottom-1.5 grid gap-1">
                <span className="sr-only" role="status">
                  Uploading photo {index + 1}: {Math.round(item.progress * 100)}%
                </span>
                <div
                  className="h-1.5 overflow-hidden rounded-full bg-surface/80"
                  role="progressbar"
                  aria-label={`Photo ${index + 1} upload`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(item.progress * 100)}
                >
                  <div
                    className="h-full bg-brand transition-[width]"
                    style={{ width: `${Math.max(6, item.progress * 100)}%` }}
                  />
                </div>
              </div>
            ) : null}
            {item.status === 'uploading' ? (
              <LoaderCircle
                className="absolute top-1/2 left-1/2 size-6 -translate-1/2 animate-spin text-foreground"
                aria-hidden="true"
              />
            ) : null}
            {item.status === 'error' ? (
              <div className="absolute inset-0 grid place-items-center bg-destructive-soft/90 p-1.5 text-center">
                <p className="grid justify-items-center gap-1 text-[0.6875rem] leading-tight font-medium text-destructive-soft-foreground">
                  <TriangleAlert className="size-4" aria-hidden="true" />
                  <span role="alert">{item.error}</span>
                </p>
              </div>
            ) : null}
            <button
              type="button"
              onClick={() => onRemove(item.key)}
              aria-label={`Remove photo ${index + 1}`}
              className="absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-foreground/70 text-background hover:bg-foreground"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {room > 0 ? (
          <li className="aspect-square">
            <button
              type="button"
              onClick={() => input.current?.click()}
              className="grid size-full place-items-center rounded-control border-2 border-dashed border-input text-muted-foreground transition-colors hover:border-brand hover:text-brand"
            >
              <span className="grid justify-items-center gap-1 text-xs font-semibold">
                <ImagePlus className="size-6" aria-hidden="true" />
                Add photos
              </span>
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        type="file"
        accept={PICTURE_ACCEPT}
        multiple
        hidden
        aria-label="Add photos"
        data-testid="photo-input"
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []), room);
          event.target.value = '';
        }}
      />
      <p className="text-xs text-muted-foreground">
        Up to {POST_IMAGES_MAX} photos (JPEG, PNG, WebP, HEIC), 10 MB each.
      </p>
    </div>
  );
}
