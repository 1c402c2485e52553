// "Add to Home Screen": the browser's install prompt where it offers one (Chromium's
// `beforeinstallprompt`), or how to do it by hand in iOS Safari, which has no prompt.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Chromium's event, not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallPrompt {
  /** The browser offered its install prompt: `prompt()` shows it. */
  canInstall: boolean;
  /** Already installed: opened from the home screen, or installed during this visit. */
  installed: boolean;
  /** iOS Safari: no prompt exists; tell the user to use Share → Add to Home Screen. */
  iosInstructions: boolean;
  prompt(): Promise<InstallOutcome>;
}

// The event can fire before the page that shows the button has loaded: keep it from the start.
let deferred: BeforeInstallPromptEvent | null = null;
let installedNow = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away; the page offers its button instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installedNow = true;
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opened as an installed app (home screen), not in a browser tab. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone;
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true || iosStandalone === true
  );
}

/** iPhone or iPad Safari (iPadOS says Macintosh, with touch), where Share → Add to Home Screen is the way. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
  return ios && !otherBrowser && /Safari\//.test(userAgent);
}

/**
 * The install state for a button. On the server and in the first render in the browser nothing
 * is offered (so a prerendered page hydrates as it was rendered); the real state follows.
 */
export function useInstallPrompt(): InstallPrompt {
  const canInstall = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  const installedEvent = useSyncExternalStore(
    subscribe,
    () => installedNow,
    () => false,
  );
  const [environment, setEnvironment] = useState({ standalone: false, ios: false });

  useEffect(() => {
    const media = window.matchMedia?.('(display-mode: standalone)');
    const read = () =>
      setEnvironment({
        standalone: isStandalone(),
        ios: isIosSafari(window.navigator.userAgent, window.navigator.maxTouchPoints ?? 0),
      });
    read();
    media?.addEventListener('change', read);
    return () => media?.removeEventListener('change', read);
  }, []);

  const prompt = useCallback(async (): Promise<InstallOutcome> => {
    const event = deferred;
    if (!event) return 'unavailable';
    // A prompt can be shown once: the next one comes with a new event.
    deferred = null;
    notify();
    await event.prompt();
    const { outcome } = await event.userChoice;
    return outcome;
  }, []);

  const installed = installedEvent || environment.standalone;
  return {
    canInstall: canInstall && !installed,
    installed,
    iosInstructions: environment.ios && !installed && !canInstall,
    prompt,
  };
}
