import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toast.tsx';
import { jsonResponse } from '../../test/fixtures.ts';
import { MarkDoneButton } from './mark-done-button.tsx';

const VEHICLE = '0b8e3c1e-1f57-4f3e-9c43-5a1c2d3e4f50';

function renderButton(itemKey = 'svc:oil_change', title = 'Oil change') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <Toaster>
        <MarkDoneButton vehicleId={VEHICLE} itemKey={itemKey} title={title} />
      </Toaster>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MarkDoneButton', () => {
  it('posts the item as done with the defaults and confirms in a toast', async () => {
    const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(jsonResponse(201, { record: { id: 'r1', date: '2026-01-01' }, next: null })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Mark Oil change done' }));
    expect(await screen.findByText('Oil change marked done')).toBeTruthy();
    expect(screen.getByText('Added to the maintenance history.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/garage/vehicles/${VEHICLE}/upcoming-services/svc%3Aoil_change/done`);
    expect(init).toMatchObject({ method: 'POST', body: '{}' });
  });

  it('does not claim a maintenance record for a plain reminder (the server writes none)', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        jsonResponse(201, {
          record: null,
          reminder: { id: 'rem-1', completedAt: '2026-01-01T10:00:00.000Z' },
          next: null,
        }),
      ),
    );
    renderButton('rem:5f0e3c1e-1f57-4f3e-9c43-5a1c2d3e4f51', 'Renew the parking permit');
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark Renew the parking permit done' }),
    );
    expect(await screen.findByText('Renew the parking permit marked done')).toBeTruthy();
    expect(screen.getByText('The reminder is completed.')).toBeTruthy();
    expect(screen.queryByText('Added to the maintenance history.')).toBeNull();
  });

  it('says so when the server refuses', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        jsonResponse(404, {
          error: { code: 'not_found', message: 'No such upcoming item for this vehicle.' },
        }),
      ),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Mark Oil change done' }));
    expect(await screen.findByText('Could not mark it done')).toBeTruthy();
    expect(screen.getByText('No such upcoming item for this vehicle.')).toBeTruthy();
  });
});
