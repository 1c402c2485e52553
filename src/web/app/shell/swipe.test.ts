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

  it('under a tab, goes back on a right swipe of more than 100 px from the left edge', () => {
    expect(swipe({ dx: 101, startX: 10 })).toEqual({ type: 'back' });
    expect(swipe({ dx: 101, startX: 24 })).toEqual({ type: 'back' });
    // Away from the edge a right swipe is "previous tab", however long.
    expect(swipe({ dx: 200, startX: 25 })).toEqual({ type: 'tab', index: 1 });
    expect(swipe({ dx: 100, startX: 10 })).toEqual({ type: 'tab', index: 1 });
    expect(swipe({ dx: 150, startX: 5, tabIndex: 0 })).toEqual({ type: 'back' });
  });

  it('off the tabs, goes back on any right swipe of more than 100 px, from anywhere', () => {
    expect(swipe({ dx: 101, startX: 10, tabIndex: -1 })).toEqual({ type: 'back' });
    expect(swipe({ dx: 101, startX: 150, tabIndex: -1 })).toEqual({ type: 'back' });
    expect(swipe({ dx: 160, dy: 100, startX: 100, tabIndex: -1 })).toEqual({ type: 'back' });
    expect(swipe({ dx: 100, startX: 150, tabIndex: -1 })).toEqual({ type: 'none' });
    // Mostly vertical: a scroll, not a swipe.
    expect(swipe({ dx: 140, dy: 100, startX: 100, tabIndex: -1 })).toEqual({ type: 'none' });
    // A left swipe never goes back.
    expect(swipe({ dx: -200, startX: 300, tabIndex: -1 })).toEqual({ type: 'none' });
  });

  it('does not go back without history', () => {
    expect(swipe({ dx: 150, startX: 5, canGoBack: false, tabIndex: -1 })).toEqual({ type: 'none' });
    expect(swipe({ dx: 150, startX: 150, canGoBack: false, tabIndex: -1 })).toEqual({
      type: 'none',
    });
    expect(swipe({ dx: 150, startX: 5, canGoBack: false })).toEqual({ type: 'tab', index: 1 });
  });

  it('does not switch tabs off the tab pages', () => {
    expect(swipe({ dx: -150, tabIndex: -1 })).toEqual({ type: 'none' });
    expect(swipe({ dx: 150, tabIndex: -1, canGoBack: false })).toEqual({ type: 'none' });
    expect(swipe({ dx: 150, tabIndex: -1 })).toEqual({ type: 'back' });
  });
});
