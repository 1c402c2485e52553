// The theme the user chose (system, light or dark): kept in this browser so first-load/theme.js can
// apply it before the first paint, and on the server (/api/settings) so it follows the account.
import { useSyncExternalStore } from 'react';
import { THEMES, type Theme } from '../../shared/settings-vocab.ts';

const KEY = 'odo.theme';

function read(): Theme {
  try {
    return THEMES.find((theme) => theme === window.localStorage.getItem(KEY)) ?? 'system';
  } catch {
    return 'system';
  }
}

/** Remembers the choice and applies it at once. */
export function applyTheme(theme: Theme) {
  try {
    window.localStorage.setItem(KEY, theme);
  } catch {
    // Private mode: the choice still applies until the page reloads.
  }
  const dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  window.dispatchEvent(new Event('odo-theme'));
}

function subscribe(listener: () => void) {
  window.addEventListener('odo-theme', listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener('odo-theme', listener);
    window.removeEventListener('storage', listener);
  };
}

export function useStoredTheme(): Theme {
  return useSyncExternalStore(subscribe, read, () => 'system');
}
