// Product analytics: one session per signed-in visit, page views and feature use batched to
// /api/analytics/events, the rest sent by sendBeacon when the page goes away. Page views also go
// to a web analytics endpoint when the server has one configured (off by default).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from './api-client.ts';
import type { AnalyticsEventInput } from '../../shared/analytics.ts';
import { ANALYTICS_BATCH_MAX } from '../../shared/analytics-vocab.ts';

const FLUSH_MS = 10_000;
const FLUSH_AT = 20;
const QUEUE_MAX = 200;

type WebAnalytics = { url: string; domain: string } | null;

let sessionId: string | null = null;
let starting: Promise<void> | null = null;
let queue: AnalyticsEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let webAnalytics: WebAnalytics = null;

function enqueue(event: AnalyticsEventInput) {
  queue.push(event);
  if (queue.length > QUEUE_MAX) queue = queue.slice(-QUEUE_MAX);
  if (queue.length >= FLUSH_AT) void flush();
  else if (!timer) timer = setTimeout(() => void flush(), FLUSH_MS);
}

async function flush() {
  clearTimeout(timer);
  timer = undefined;
  if (!sessionId || queue.length === 0) return;
  const events = queue.splice(0, ANALYTICS_BATCH_MAX);
  try {
    const response = await api.analytics.events.$post({ json: { sessionId, events } });
    // Read to the end: an unread body keeps the request open in the browser.
    await response.text();
  } catch {
    // Analytics never gets in the way: a lost batch is lost.
  }
  if (queue.length > 0) enqueue(queue.pop()!);
}

function beacon(path: string, body?: unknown): void {
  const data =
    body === undefined ? undefined : new Blob([JSON.stringify(body)], { type: 'text/plain' });
  if (!navigator.sendBeacon?.(path, data)) {
    void fetch(path, {
      method: 'POST',
      body: data,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  }
}

/** Sends what is left and ends the session (page unload, sign-out). */
function finish() {
  if (!sessionId) return;
  while (queue.length > 0) {
    beacon('/api/analytics/events', { sessionId, events: queue.splice(0, ANALYTICS_BATCH_MAX) });
  }
  beacon(`/api/analytics/sessions/${sessionId}/end`);
  sessionId = null;
  starting = null;
}

function onPageHide(event: PageTransitionEvent) {
  // Kept in the back-forward cache: the visit may go on (pageshow starts a new session).
  finish();
  if (event.persisted)
    window.addEventListener('pageshow', () => void startAnalytics(), { once: true });
}

/** Starts the session after sign-in (once). */
export function startAnalytics(): Promise<void> {
  starting ??= (async () => {
    try {
      const screenSize = `${Math.round(window.screen.width)}x${Math.round(window.screen.height)}`;
      const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
      const platform = (nav.userAgentData?.platform || navigator.platform || '').slice(0, 64);
      const response = await api.analytics.sessions.$post({
        json: { screenSize, ...(platform ? { platform } : {}) },
      });
      if (!response.ok) {
        await response.text();
        return;
      }
      sessionId = (await response.json()).id;
      window.addEventListener('pagehide', onPageHide, { once: true });
      const config = await api.analytics.config.$get();
      webAnalytics = config.ok ? (await config.json()).webAnalytics : (await config.text(), null);
      if (queue.length > 0) void flush();
    } catch {
      // No analytics this visit.
    }
  })();
  return starting;
}

export function stopAnalytics() {
  window.removeEventListener('pagehide', onPageHide);
  finish();
}

export function trackPageView(path: string) {
  enqueue({ eventType: 'page_view', eventName: path, timestamp: new Date().toISOString() });
  if (webAnalytics) {
    void fetch(webAnalytics.url, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        name: 'pageview',
        url: `${window.location.origin}${path}`,
        domain: webAnalytics.domain,
      }),
    })
      .then((response) => response.text())
      .catch(() => undefined);
  }
}

/** A feature was used: a slug (e.g. 'garage.add_fuel') and flags, numbers or short tokens only. */
export function trackFeature(name: string, data?: Record<string, string | number | boolean>) {
  enqueue({
    eventType: 'feature_use',
    eventName: name,
    ...(data ? { eventData: data } : {}),
    timestamp: new Date().toISOString(),
  });
}

/** In the signed-in shell: the session runs while signed in, every route change is a page view. */
export function useAnalytics(signedIn: boolean) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!signedIn) return;
    void startAnalytics();
    return stopAnalytics;
  }, [signedIn]);
  useEffect(() => {
    if (signedIn) trackPageView(pathname);
  }, [signedIn, pathname]);
}
