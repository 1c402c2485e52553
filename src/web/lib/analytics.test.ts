// The analytics client: a session after sign-in, page views queued and sent in a batch, and on
// pagehide the rest and the session's end by sendBeacon (text/plain).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAnalytics, stopAnalytics, trackFeature, trackPageView } from './analytics.ts';

const SESSION = '6f1c2e1a-8f3b-4a57-9d55-0c7c1f4c2b10';

afterEach(() => {
  stopAnalytics();
  vi.unstubAllGlobals();
});

describe('the analytics client', () => {
  it('starts a session, queues events until then, and beacons the rest with the end on pagehide', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        const raw = input instanceof Request ? await input.text() : init?.body;
        calls.push({ url, body: raw ? JSON.parse(String(raw)) : undefined });
        if (url.endsWith('/api/analytics/sessions'))
          return Response.json({ id: SESSION }, { status: 201 });
        if (url.endsWith('/api/analytics/config')) return Response.json({ webAnalytics: null });
        return Response.json({ accepted: 1 }, { status: 202 });
      }),
    );
    const beacons: { url: string; body: string }[] = [];
    const sendBeacon = vi.fn((url: string, data?: Blob) => {
      void data?.text().then((body) => beacons.push({ url, body }));
      if (!data) beacons.push({ url, body: '' });
      return true;
    });
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });

    trackPageView('/garage');
    await startAnalytics();
    expect(calls[0]).toMatchObject({ url: expect.stringMatching(/\/api\/analytics\/sessions$/) });
    expect(calls[0]!.body).toMatchObject({ screenSize: expect.stringMatching(/^\d+x\d+$/) });
    await vi.waitFor(
      () =>
        expect(
          calls.find((call) => call.url.endsWith('/api/analytics/events'))?.body,
        ).toMatchObject({
          sessionId: SESSION,
          events: [{ eventType: 'page_view', eventName: '/garage' }],
        }),
      { timeout: 15_000 },
    );

    trackFeature('garage.add_fuel', { units: 'km' });
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await vi.waitFor(() => expect(beacons).toHaveLength(2), { timeout: 15_000 });
    expect(sendBeacon.mock.calls.map(([url]) => url)).toEqual([
      '/api/analytics/events',
      `/api/analytics/sessions/${SESSION}/end`,
    ]);
    expect(sendBeacon.mock.calls[0]![1]!.type).toBe('text/plain');
    const events = beacons.find((b) => b.url === '/api/analytics/events')!;
    expect(JSON.parse(events.body)).toMatchObject({
      sessionId: SESSION,
      events: [
        { eventType: 'feature_use', eventName: 'garage.add_fuel', eventData: { units: 'km' } },
      ],
    });
  });
});
