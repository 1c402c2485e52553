// A post's photos: a grid of thumbnails; tapping one opens it large in a dialog.
import { useState } from 'react';
import type { PostImage } from '../../../shared/community-vocab.ts';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';

export function ImageGallery({ images, title }: { images: PostImage[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const current = open === null ? null : images[open];
  return (
    <>
      <ul
        aria-label="Photos"
        className={cn('grid gap-2', images.length === 1 ? 'grid-cols-1' : 'grid-cols-2')}
      >
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block w-full overflow-hidden rounded-control bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={`Open photo ${index + 1} of ${images.length}`}
            >
              <img
                src={image.url}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                className={cn(
                  'w-full object-cover transition-transform hover:scale-[1.02]',
                  images.length === 1 ? 'max-h-[26rem]' : 'aspect-square',
                )}
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={current != null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <DialogContent className="max-w-4xl p-2 sm:p-3">
          <DialogTitle className="sr-only">
            Photo {(open ?? 0) + 1} of {images.length}: {title}
          </DialogTitle>
          {current ? (
            <img
              src={current.url}
              alt=""
              width={current.width}
              height={current.height}
              className="max-h-[80dvh] w-full rounded-[0.75rem] object-contain"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
