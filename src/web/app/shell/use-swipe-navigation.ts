import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { decideSwipe } from './swipe.ts';
import { activeTabIndex, TABS } from './tabs.ts';

/** Whether the router has an earlier entry to go back to (React Router keeps `idx` in state). */
export function hasHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

function isInteractiveTarget(target: EventTarget | null) {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable="true"], [data-no-swipe]') !== null
  );
}

/**
 * Horizontal swipes on `ref`: between tabs on the tab pages (back only from the left edge there),
 * back one step from anywhere on every other page. See decideSwipe.
 * Touch gestures come from touch events, mouse/pen drags from pointer events.
 */
export function useSwipeNavigation(ref: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let start: { x: number; y: number } | null = null;

    const begin = (x: number, y: number, target: EventTarget | null) => {
      start = isInteractiveTarget(target) ? null : { x, y };
    };
    const finish = (x: number, y: number) => {
      if (!start) return;
      const decision = decideSwipe({
        dx: x - start.x,
        dy: y - start.y,
        startX: start.x,
        tabIndex: activeTabIndex(pathname),
        tabCount: TABS.length,
        canGoBack: hasHistory(),
      });
      start = null;
      if (decision.type === 'back') void navigate(-1);
      else if (decision.type === 'tab') {
        const tab = TABS[decision.index];
        if (tab) void navigate(tab.to);
      }
    };

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length === 1 && touch) begin(touch.clientX, touch.clientY, event.target);
      else start = null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (touch) finish(touch.clientX, touch.clientY);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      begin(event.clientX, event.clientY, event.target);
    };
    const onPointerUp = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      finish(event.clientX, event.clientY);
    };
    const cancel = () => {
      start = null;
    };

    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchend', onTouchEnd, { passive: true });
    element.addEventListener('touchcancel', cancel, { passive: true });
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('pointerup', onPointerUp);
    element.addEventListener('pointercancel', cancel);
    return () => {
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', cancel);
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('pointerup', onPointerUp);
      element.removeEventListener('pointercancel', cancel);
    };
  }, [ref, pathname, navigate]);
}
