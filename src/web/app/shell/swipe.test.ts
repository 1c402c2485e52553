import { describe, expect, it } from 'vitest';
import { decideSwipe, type SwipeInput } from './swipe.ts';

const base: SwipeInput = { dx: 0, dy: 0, startX: 200, tabIndex: 2, tabCount: 5, canGoBack: true };
const swipe = (input: Partial<SwipeInput>) => decideSwipe({ ...base, ...input });

describe('decideSwipe', () => {
  it('moves to the next tab on a left swipe and the previous on a right swipe', () => {
    expect(swipe({ dx: -120 })).toEqual({ type: 'tab', index: 3 });
    expect(swipe({ dx: 120 })).toEqual({ type: 'tab', index: 1 });
  });

  it('does nothing past either end', () => {
    expect(swipe({ dx: 120, tabIndex: 0 })).toEqual({ type: 'none' });
    expect(swipe({ dx: -120, tabIndex: 4 })).toEqual({ type: 'none' });
    expect(swipe({ dx: -120, tabIndex: 0 })).toEqual({ type: 'tab', index: 1 });
    expect(swipe({ dx: 120, tabIndex: 4 })).toEqual({ type: 'tab', index: 3 });
  });

  it('ignores short and mostly vertical gestures', () => {
    expect(swipe({ dx: -50 })).toEqual({ type: 'none' });
    expect(swipe({ dx: 40, dy: 2 })).toEqual({ type: 'none' });
    expect(swipe({ dx: -90, dy: 70 })).toEqual({ type: 'none' });
    expect(swipe({ dx: 150, dy: 100 })).toEqual({ type: 'none' });
    expect(swipe({ dx: -151, dy: 100 })).toEqual({ type: 'tab', index: 3 });
  });

  it('goes back on a right swipe of more than 100 px from the left edge when there is history', () => {
    expect(swipe({ dx: 101, startX: 10 })).toEqual({ type: 'back' });
    expect(swipe({ dx: 101, startX: 10, tabIndex: -1 })).toEqual({ type: 'back' });
    expect(swipe({ dx: 100, startX: 10, tabIndex: -1 })).toEqual({ type: 'none' });
  });

  it('does not go back without history', () => {
    expect(swipe({ dx: 150, startX: 5, canGoBack: false, tabIndex: -1 })).toEqual({ type: 'none' });
    expect(swipe({ dx: 150, startX: 5, canGoBack: false })).toEqual({ type: 'tab', index: 1 });
  });

  it('does not switch tabs off the tab pages', () => {
    expect(swipe({ dx: -150, tabIndex: -1 })).toEqual({ type: 'none' });
    expect(swipe({ dx: 150, tabIndex: -1 })).toEqual({ type: 'none' });
  });
});
