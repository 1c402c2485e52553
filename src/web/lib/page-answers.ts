// The API answers the server sent with a signed-in page (src/shared/page-answers.ts): the first GET
// of each exact path soon after the page loaded is answered from them, not the network. Any write
// (or a sign-out) forgets them all, so nothing read after a change can come from the page.
import { PAGE_ANSWERS_FRESH_MS } from '../../shared/page-answers.ts';

let answers: Map<string, unknown> | null | undefined;

function pageAnswers(): Map<string, unknown> | null {
  if (answers !== undefined) return answers;
  answers = null;
  const element = typeof document === 'undefined' ? null : document.getElementById('odo-answers');
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (parsed && typeof parsed === 'object') answers = new Map(Object.entries(parsed));
    } catch {
      // Unreadable: every request goes to the network.
    }
  }
  return answers;
}

/** The page's answer to a GET of `url` (once), or null when the network must answer. */
export function takePageAnswer(url: string): Promise<Response> | null {
  const kept = pageAnswers();
  if (!kept) return null;
  if (performance.now() > PAGE_ANSWERS_FRESH_MS) {
    forgetPageAnswers();
    return null;
  }
  const { pathname, search, origin } = new URL(url, window.location.href);
  if (origin !== window.location.origin) return null;
  const key = pathname + search;
  if (!kept.has(key)) return null;
  const body = kept.get(key);
  kept.delete(key);
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    }),
  );
}

/** Drops what is left of the page's answers (a write, a sign-out). */
export function forgetPageAnswers() {
  answers = null;
}

/** `fetch` for the typed client: GETs answered from the page when it can, writes forget them. */
export function answeredFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') forgetPageAnswers();
  else if (!(input instanceof Request)) {
    const answer = takePageAnswer(input instanceof URL ? input.href : input);
    if (answer) return answer;
  }
  return fetch(input, init);
}
