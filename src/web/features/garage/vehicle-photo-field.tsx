// The vehicle form's optional photo: a file picker with a preview, checked for type and size
// before the form is sent (the photo is uploaded once the car is saved).
import { ImagePlus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { FormField } from '../../components/ui/form-field.tsx';
import { MAX_PHOTO_BYTES } from './upload-photo.ts';
import { isPictureFile, PICTURE_ACCEPT } from '../../lib/picture-file.ts';

interface VehiclePhotoFieldProps {
  photo: File | null;
  onPhoto: (photo: File | null) => void;
}

export function VehiclePhotoField({ photo, onPhoto }: VehiclePhotoFieldProps) {
  const [photoError, setPhotoError] = useState<string | null>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  // A browser that cannot draw the file (HEIC outside Safari) shows the icon, not a broken image.
  const [unshown, setUnshown] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  return (
    <FormField
      label="Photo (optional)"
      error={photoError ?? undefined}
      hint="JPEG, PNG, WebP or HEIC, up to 10 MB"
    >
      {(ids) => (
        <label className="flex h-12 cursor-pointer items-center gap-3 rounded-control border border-dashed border-input bg-surface px-3.5 text-sm text-muted-foreground focus-within:border-brand focus-within:ring-4 focus-within:ring-brand/15 hover:bg-muted">
          {preview && unshown !== preview ? (
            <img
              src={preview}
              alt=""
              className="size-8 rounded-md object-cover"
              onError={() => setUnshown(preview)}
            />
          ) : (
            <ImagePlus className="size-5" aria-hidden="true" />
          )}
          <span className="truncate">{photo ? photo.name : 'Choose a photo'}</span>
          <input
            {...ids}
            type="file"
            accept={PICTURE_ACCEPT}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              setPhotoError(null);
              if (file && !isPictureFile(file)) {
                setPhotoError('Choose an image file');
                onPhoto(null);
              } else if (file && file.size > MAX_PHOTO_BYTES) {
                setPhotoError('The photo is larger than 10 MB');
                onPhoto(null);
              } else onPhoto(file);
            }}
          />
        </label>
      )}
    </FormField>
  );
}
