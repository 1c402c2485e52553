// The API answers the server sent with a signed-in page (src/shared/page-answers.ts, decision
// 021), read once from the page: main.tsx puts them in the query cache before the first render.

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
