// Whether a picked file may be a picture, before it is sent (the server checks its content).
// Browsers that have no MIME type for HEIC (Chrome on Windows and Linux) give an iPhone's photo
// the type "": its name says what it is.

/** A file the browser calls an image, or an untyped HEIC/HEIF by its name. */
export function isPictureFile(file: File): boolean {
  return file.type.startsWith('image/') || (file.type === '' && /\.(heic|heif)$/i.test(file.name));
}

/** A file picker's `accept` for pictures: HEIC/HEIF named too, for the browsers above. */
export const PICTURE_ACCEPT = 'image/*,.heic,.heif';
