import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch } from './switch.tsx';

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      aria-label="Push"
      checked={checked}
      onCheckedChange={(next) => {
        onChange(next);
        setChecked(next);
      }}
    />
  );
}

describe('Switch', () => {
  afterEach(cleanup);

  it('is a labelled switch that turns on and off by click and by keyboard', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Push' });
    expect(control).not.toBeChecked();
    expect(control).toHaveAttribute('data-state', 'unchecked');
    await userEvent.click(control);
    expect(control).toBeChecked();
    expect(control).toHaveAttribute('data-state', 'checked');
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does nothing when disabled, or when the caller prevents the click', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(
      <Switch aria-label="Push" checked={false} disabled onCheckedChange={onCheckedChange} />,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Push' }));
    expect(screen.getByRole('switch')).toHaveAttribute('data-disabled', '');
    rerender(
      <Switch
        aria-label="Push"
        checked={false}
        onClick={(event) => event.preventDefault()}
        onCheckedChange={onCheckedChange}
      />,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Push' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
