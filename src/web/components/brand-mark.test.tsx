import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandMark, MakeOption } from './brand-mark.tsx';

describe('BrandMark', () => {
  it("shows the make's logo as a decorative image beside the name", () => {
    const { container } = render(<BrandMark make="MERCEDES-BENZ" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toMatch(/MB(%20| )Icon\.svg(\?|$)/);
    expect(img?.getAttribute('alt')).toBe('');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to the neutral initial for a make without a logo', () => {
    const { container } = render(<BrandMark make="Yugo" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Y');
  });

  it('falls back to the initial when the logo file fails to load', () => {
    const { container } = render(<BrandMark make="Toyota" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('T');
  });

  it('names the brand when it stands alone (label)', () => {
    const { rerender } = render(<BrandMark make="Ford" label="Ford" />);
    expect(screen.getByRole('img', { name: 'Ford' })).toBeInTheDocument();
    rerender(<BrandMark make="Yugo" label="Yugo" />);
    expect(screen.getByRole('img', { name: 'Yugo' })).toHaveTextContent('Y');
  });
});

describe('MakeOption', () => {
  it('reads as the make name alone', () => {
    const { container } = render(<MakeOption make="Land Rover" />);
    expect(container.textContent).toBe('Land Rover');
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/Landrover/);
  });
});
