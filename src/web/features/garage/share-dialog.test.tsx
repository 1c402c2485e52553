import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareLinkDto } from '../../../shared/garage-history.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { ShareDialog } from './share-dialog.tsx';

const VEHICLE = '0b8e3c1e-1f57-4f3e-9c43-5a1c2d3e4f50';
const URL_SHARED = `http://localhost:3000/shared/${'a'.repeat(43)}`;

function link(overrides: Partial<ShareLinkDto> = {}): ShareLinkDto {
  return {
    id: 'f3b9f7f0-0000-4000-8000-000000000001',
    status: 'active',
    expiresAt: '2026-12-23T10:00:00.000Z',
    revokedAt: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

/** A small fake of the three share-link endpoints. */
function fakeServer(initial: ShareLinkDto[]) {
  let links = initial;
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const base = `/api/garage/vehicles/${VEHICLE}/share-links`;
    if (method === 'GET' && url === base) return Promise.resolve(jsonResponse(200, links));
    if (method === 'POST' && url === base) {
      const created = link({ id: 'f3b9f7f0-0000-4000-8000-000000000002' });
      links = [created, ...links];
      return Promise.resolve(
        jsonResponse(201, {
          id: created.id,
          url: URL_SHARED,
          expiresAt: created.expiresAt,
          createdAt: created.createdAt,
        }),
      );
    }
    if (method === 'DELETE' && url.startsWith(`${base}/`)) {
      const id = url.slice(base.length + 1);
      links = links.map((l) => (l.id === id ? { ...l, status: 'revoked' as const } : l));
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.resolve(jsonResponse(404, { error: { code: 'not_found', message: 'No.' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderDialog() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ShareDialog vehicleId={VEHICLE} title="2019 Honda Civic" open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ShareDialog', () => {
  it('creates a link for the chosen expiry, copies it and says "Copied!" for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // user-event puts its own clipboard on navigator: watch what is written to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const calls = fakeServer([]);
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Share service history' });
    expect(await within(dialog).findByText('No active links.')).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: '7 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Share link' });
    expect((field as HTMLInputElement).value).toBe(URL_SHARED);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ expiresInDays: 7 });
    expect(await within(dialog).findByText(/Expires/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(URL_SHARED);
    expect(await navigator.clipboard.readText()).toBe(URL_SHARED);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('revokes an active link after a confirmation', async () => {
    const calls = fakeServer([link(), link({ id: 'old', status: 'expired' })]);
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Share service history' });
    expect(
      await within(dialog).findByText('1 earlier link has expired or been revoked.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Revoke the link/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this link?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
    expect(await within(dialog).findByText('No active links.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(`/${link().id}`))).toBe(true);
  });
});
