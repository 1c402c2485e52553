// The vehicle form's photo picker with an iPhone's HEIC: taken even when the browser gives it
// no type, and shown as the icon, not a broken image, where the browser cannot draw it.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VehiclePhotoField } from './vehicle-photo-field.tsx';

function Picker({ onPhoto }: { onPhoto: (photo: File | null) => void }) {
  const [photo, setPhoto] = useState<File | null>(null);
  return (
    <VehiclePhotoField
      photo={photo}
      onPhoto={(picked) => {
        onPhoto(picked);
        setPhoto(picked);
      }}
    />
  );
}

describe('VehiclePhotoField', () => {
  it('takes an untyped HEIC by its name and shows the icon when the browser cannot draw it', async () => {
    const onPhoto = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Picker onPhoto={onPhoto} />);
    const heic = new File(['heic bytes'], 'IMG_0001.HEIC', { type: '' });
    await user.upload(screen.getByLabelText('Photo (optional)'), heic);
    expect(onPhoto).toHaveBeenLastCalledWith(heic);
    expect(screen.queryByText('Choose an image file')).toBeNull();
    expect(screen.getByText('IMG_0001.HEIC')).toBeTruthy();
    const preview = container.querySelector('img');
    expect(preview?.getAttribute('src')).toMatch(/^blob:/);
    fireEvent.error(preview!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('refuses a file that is no picture', async () => {
    const onPhoto = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker onPhoto={onPhoto} />);
    await user.upload(
      screen.getByLabelText('Photo (optional)'),
      new File(['a,b'], 'export.csv', { type: 'text/csv' }),
    );
    expect(onPhoto).toHaveBeenLastCalledWith(null);
    expect(await screen.findByText('Choose an image file')).toBeTruthy();
  });
});
