// What a signed-in page drawn by the server carries (src/server/lib/first-load/spa.ts): the
// profile it was rendered for and the API answers it was drawn with (decision 021), read once from
// the page: main.tsx hydrates with them, putting them in the query cache before the first render.
import type { Me } from '../features/account/get-me.ts';

/** The profile the page was rendered for (#odo-me), or null when it is missing or unreadable. */
export function readRenderedProfile(): Me | null {
  try {
    const me = JSON.parse(document.getElementById('odo-me')?.textContent ?? 'null') as Me | null;
    return me && typeof me.id === 'string' ? me : null;
  } catch {
    return null;
  }
}

/** The page's answers by path (GET path with its query), or {} when it came without them. */
export function readPageAnswers(): Record<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById('odo-answers');
  if (!element?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    // Unreadable: the app asks the network, as on a page without answers.
    return {};
  }
}
