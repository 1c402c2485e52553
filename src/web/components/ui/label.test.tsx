import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Label } from './label.tsx';

describe('Label', () => {
  afterEach(cleanup);

  it('names its control and keeps a double click from selecting its own text', () => {
    render(
      <>
        <Label htmlFor="odometer">Odometer</Label>
        <input id="odometer" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Odometer' })).toBeInTheDocument();
    const label = screen.getByText('Odometer');
    // fireEvent returns false when the handler called preventDefault.
    expect(fireEvent.mouseDown(label, { detail: 1 })).toBe(true);
    expect(fireEvent.mouseDown(label, { detail: 2 })).toBe(false);
  });

  it('leaves a press on a control inside it alone and calls its own onMouseDown', () => {
    const onMouseDown = vi.fn();
    render(
      <Label onMouseDown={onMouseDown}>
        Remember me <input type="checkbox" />
      </Label>,
    );
    expect(fireEvent.mouseDown(screen.getByRole('checkbox'), { detail: 2 })).toBe(true);
    expect(onMouseDown).not.toHaveBeenCalled();
    expect(fireEvent.mouseDown(screen.getByText(/Remember me/), { detail: 2 })).toBe(false);
    expect(onMouseDown).toHaveBeenCalledTimes(1);
  });
});
