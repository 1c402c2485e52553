import { describe, expect, it } from 'vitest';
import { isPictureFile } from './picture-file.ts';

describe('isPictureFile', () => {
  it('takes what the browser calls an image, and an untyped HEIC by its name', () => {
    expect(isPictureFile(new File(['x'], 'plate.jpg', { type: 'image/jpeg' }))).toBe(true);
    expect(isPictureFile(new File(['x'], 'IMG_0001.heic', { type: 'image/heic' }))).toBe(true);
    expect(isPictureFile(new File(['x'], 'IMG_0001.HEIC', { type: '' }))).toBe(true);
    expect(isPictureFile(new File(['x'], 'IMG_0002.heif', { type: '' }))).toBe(true);
  });

  it('refuses other files, and a typed file whose name merely ends in .heic', () => {
    expect(isPictureFile(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(false);
    expect(isPictureFile(new File(['x'], 'export.csv', { type: '' }))).toBe(false);
    expect(isPictureFile(new File(['x'], 'trick.heic', { type: 'application/pdf' }))).toBe(false);
  });
});
