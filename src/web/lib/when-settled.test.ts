import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './when-settled.ts';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'readyState');
});

describe('whenSettled', () => {
  it('waits for the load event, then for an idle moment', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const run = vi.fn();
    whenSettled(run);
    vi.runAllTimers();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(run).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after the current task when the page has loaded and idle callbacks do not exist', () => {
    vi.useFakeTimers();
    setReadyState('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenSettled(run);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled, before or after the load event', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    setReadyState('loading');
    const beforeLoad = vi.fn();
    whenSettled(beforeLoad)();
    const afterLoad = vi.fn();
    const cancel = whenSettled(afterLoad);
    window.dispatchEvent(new Event('load'));
    cancel();
    vi.runAllTimers();
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});
