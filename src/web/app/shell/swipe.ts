import { BACK_SWIPE_THRESHOLD_PX } from '../../../shared/product.ts';

/** A swipe shorter than this, or more vertical than horizontal, is a scroll or a tap. */
export const SWIPE_MIN_PX = 50;
/** Horizontal travel must beat vertical travel by this factor. */
export const SWIPE_DIRECTION_RATIO = 1.5;
/**
 * On a page under a tab a right swipe means "previous tab"; there, only a right swipe that starts
 * this close to the left edge is a back gesture.
 */
export const BACK_EDGE_PX = 24;

export interface SwipeInput {
  /** Horizontal travel in px (positive = finger moved right). */
  dx: number;
  /** Vertical travel in px. */
  dy: number;
  /** Where the gesture started, px from the left edge of the viewport. */
  startX: number;
  /** Index of the active tab, or -1 when the page is not under a tab. */
  tabIndex: number;
  tabCount: number;
  /** Whether there is an earlier entry in this tab's history to go back to. */
  canGoBack: boolean;
}

export type SwipeDecision = { type: 'none' } | { type: 'back' } | { type: 'tab'; index: number };

const NONE: SwipeDecision = { type: 'none' };

/**
 * What a finished horizontal gesture on the main area does:
 * - short or mostly vertical gestures (scrolling) do nothing;
 * - on a page under one of the tabs, a right swipe of more than 100 px that starts at the left
 *   edge goes back one step when there is history; otherwise a left swipe moves to the next tab
 *   and a right swipe to the previous one, never past either end;
 * - on any other page (settings, billing, favorites...), a right swipe of more than 100 px from
 *   anywhere goes back one step when there is history (SPEC.md), and nothing else happens.
 */
export function decideSwipe(input: SwipeInput): SwipeDecision {
  const { dx, dy, startX, tabIndex, tabCount, canGoBack } = input;
  const distance = Math.abs(dx);
  if (distance <= SWIPE_MIN_PX || distance <= SWIPE_DIRECTION_RATIO * Math.abs(dy)) return NONE;

  const underTab = tabIndex >= 0 && tabIndex < tabCount;
  const backGesture = dx > BACK_SWIPE_THRESHOLD_PX && (!underTab || startX <= BACK_EDGE_PX);
  if (backGesture && canGoBack) return { type: 'back' };

  if (!underTab) return NONE;
  if (dx < 0) return tabIndex < tabCount - 1 ? { type: 'tab', index: tabIndex + 1 } : NONE;
  return tabIndex > 0 ? { type: 'tab', index: tabIndex - 1 } : NONE;
}
