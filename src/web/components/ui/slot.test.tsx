import { cleanup, fireEvent, render } from '@testing-library/react';
import { Slot as RadixSlot } from 'radix-ui';
import { createRef, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Slot } from './slot.tsx';

type AnySlot = ComponentType<Record<string, unknown> & { children?: ReactNode }>;
const SLOTS: [string, AnySlot][] = [
  ['Radix', RadixSlot.Root as unknown as AnySlot],
  ['Odo', Slot as unknown as AnySlot],
];

/** What each slot rendered and called, for the same props and child. */
function renderBoth(make: (Slot: AnySlot, calls: string[]) => ReactNode, click = false) {
  return SLOTS.map(([, SlotUnderTest]) => {
    const calls: string[] = [];
    const { container } = render(<div>{make(SlotUnderTest, calls)}</div>);
    const element = container.firstElementChild!.firstElementChild as HTMLElement;
    if (click) fireEvent.click(element);
    const html = container.innerHTML;
    cleanup();
    return { html, calls };
  });
}

describe('Slot', () => {
  afterEach(cleanup);

  it('merges class names, styles, aria-describedby and attributes as Radix does', () => {
    const [radix, odo] = renderBoth((S) => (
      <S
        className="slot"
        style={{ color: 'red', margin: 1 }}
        aria-describedby="a b"
        data-from="slot"
        title="slot"
        type={undefined}
      >
        <a
          href="/garage"
          className="child"
          style={{ margin: 2 }}
          aria-describedby="b c"
          title="child"
        >
          Garage
        </a>
      </S>
    ));
    expect(odo).toEqual(radix);
    expect(odo!.html).toContain('class="slot child"');
  });

  it('runs the child handler first, then the slot handler, and lets either stand alone', () => {
    const [radix, odo] = renderBoth(
      (S, calls) => (
        <S onClick={() => calls.push('slot')} onMouseDown={() => calls.push('slot down')}>
          <button type="button" onClick={() => calls.push('child')}>
            Go
          </button>
        </S>
      ),
      true,
    );
    expect(odo).toEqual(radix);
    expect(odo!.calls).toEqual(['child', 'slot']);
  });

  it('gives the element to both the slot ref and the child ref', () => {
    for (const [name, S] of SLOTS) {
      const slotRef = createRef<HTMLAnchorElement>();
      const childRef = createRef<HTMLAnchorElement>();
      const callback = vi.fn();
      const { container, unmount } = render(
        <S ref={slotRef}>
          <a href="/x" ref={childRef}>
            x
          </a>
        </S>,
      );
      expect(slotRef.current, name).toBe(container.querySelector('a'));
      expect(childRef.current, name).toBe(container.querySelector('a'));
      unmount();
      expect(slotRef.current, name).toBeNull();
      render(
        <S>
          <a href="/y" ref={callback}>
            y
          </a>
        </S>,
      );
      expect(callback, name).toHaveBeenCalledWith(expect.any(HTMLAnchorElement));
      cleanup();
    }
  });

  it('refuses more than one child, as Radix does', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const [name, S] of SLOTS) {
      expect(
        () =>
          render(
            <S>
              <a href="/a">a</a>
              <a href="/b">b</a>
            </S>,
          ),
        name,
      ).toThrow();
    }
    vi.restoreAllMocks();
  });
});
