// The post form's photo thumbnails when the browser cannot draw a picked file (an iPhone's HEIC
// outside Safari): an icon while it uploads, then the stored copy the server made.
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImagePicker } from './image-picker.tsx';
import type { UploadItem } from './use-image-uploads.ts';

const STORED = '/api/files/community/u1/0123456789abcdef0123456789abcdef-800.webp';

function item(patch: Partial<UploadItem>): UploadItem {
  return {
    key: 'upload-1',
    previewUrl: 'blob:http://localhost/heic',
    status: 'uploading',
    progress: 0.4,
    image: null,
    error: null,
    ...patch,
  };
}

function picker(items: UploadItem[]) {
  return render(<ImagePicker items={items} onAdd={() => undefined} onRemove={() => undefined} />);
}

describe('ImagePicker thumbnails', () => {
  it('shows the local file, and an icon instead when the browser cannot draw it', () => {
    const { container, rerender } = picker([item({})]);
    const thumbnail = container.querySelector('li img');
    expect(thumbnail?.getAttribute('src')).toBe('blob:http://localhost/heic');
    fireEvent.error(thumbnail!);
    expect(container.querySelector('li img')).toBeNull();
    expect(container.querySelector('li svg')).not.toBeNull();
    // Uploaded: the stored copy (WebP, which every browser draws) takes its place.
    rerender(
      <ImagePicker
        items={[
          item({
            status: 'done',
            progress: 1,
            image: { id: 'i1', url: STORED, width: 800, height: 600 },
          }),
        ]}
        onAdd={() => undefined}
        onRemove={() => undefined}
      />,
    );
    expect(container.querySelector('li img')?.getAttribute('src')).toBe(STORED);
  });
});
