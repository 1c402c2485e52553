// Taking or choosing the photo: the camera on phones (`capture`), a file picker and drag-and-drop
// on desktop, over a framing guide for a VIN plate or a door-jamb sticker.
import { Camera, ImageUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { PICTURE_ACCEPT } from '../../lib/picture-file.ts';

interface CapturePanelProps {
  onPhoto: (photo: File) => void;
}

export function CapturePanel({ onPhoto }: CapturePanelProps) {
  const cameraId = useId();
  const pickerId = useId();
  const [dragging, setDragging] = useState(false);

  const take = (files: FileList | null) => {
    const photo = files?.[0];
    if (photo) onPhoto(photo);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div className="grid w-full max-w-xl gap-5">
      <div
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'relative grid aspect-[4/3] place-items-center overflow-hidden rounded-3xl border-2 border-dashed transition-colors',
          dragging ? 'border-brand bg-[#0b1730]' : 'border-transparent bg-[#0b1017]',
        )}
      >
        {/* The framing guide: a VIN plate or sticker fits the bright frame. */}
        <div
          aria-hidden="true"
          className="absolute inset-x-[8%] top-[30%] bottom-[30%] rounded-2xl border-[3px] border-white/85 shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]"
        >
          <span className="absolute -top-7 left-0 text-xs font-medium tracking-wide text-white/85 uppercase">
            VIN plate or door sticker
          </span>
          <span className="absolute top-1/2 right-3 left-3 h-px bg-brand/70" />
        </div>
        <p className="absolute bottom-4 px-6 text-center text-sm text-white/80">
          <span className="hidden md:inline">Drop a photo here, or choose one below.</span>
          <span className="md:hidden">Fill the frame with all 17 characters.</span>
        </p>
      </div>

      <div className="grid gap-3 sm:flex sm:justify-center">
        {/* Phones open the rear camera; desktops ignore `capture` and show the picker. */}
        <label
          htmlFor={cameraId}
          className="inline-flex h-12 cursor-pointer items-center justify-center gap-2 rounded-control bg-brand px-6 text-base font-semibold text-brand-foreground shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand hover:bg-brand-hover md:hidden"
        >
          <Camera className="size-5" aria-hidden="true" />
          Take a photo
          <input
            id={cameraId}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(event) => {
              take(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        </label>
        <label
          htmlFor={pickerId}
          className="inline-flex h-12 cursor-pointer items-center justify-center gap-2 rounded-control border border-input bg-surface px-6 text-base font-semibold text-foreground focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand hover:bg-muted"
        >
          <ImageUp className="size-5" aria-hidden="true" />
          Choose a photo
          <input
            id={pickerId}
            type="file"
            accept={PICTURE_ACCEPT}
            className="sr-only"
            onChange={(event) => {
              take(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        </label>
      </div>
    </div>
  );
}
