import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UsageReply } from '../../../shared/plans-vocab.ts';
import { AppContext, type AppContextValue } from '../../lib/app-context.ts';
import { jsonResponse, subscriptionFixture, usageFixture } from '../../test/fixtures.ts';
import { HomeUsageBlock } from './home-usage-block.tsx';

function serve(reply: () => UsageReply | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const body = reply();
      return body
        ? jsonResponse(200, body)
        : jsonResponse(503, { error: { code: 'database_unavailable', message: 'Down.' } });
    }),
  );
}

function renderBlock(subscription: AppContextValue['subscription'] = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const value = { subscription } as unknown as AppContextValue;
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AppContext.Provider value={value}>
          <HomeUsageBlock />
        </AppContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('HomeUsageBlock', () => {
  it('shows a free member what is left this month and offers Premium', async () => {
    serve(() => usageFixture());
    renderBlock();
    const block = screen.getByRole('region', { name: /Your plan/ });
    expect(await within(block).findByText('Free uses left this month')).toBeTruthy();
    // usageFixture: the assessment is used, Car Lens and Ask Odo are not.
    expect(
      within(block).getByRole('progressbar', { name: 'Assessments: left this month' }),
    ).toHaveAttribute('aria-valuenow', '0');
    expect(within(block).getByText('0 of 1 left')).toBeTruthy();
    expect(within(block).getAllByText('1 of 1 left')).toHaveLength(2);
    expect(within(block).getByText('Free')).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/billing',
    );
  });

  it('shows a premium member their status instead of caps', async () => {
    serve(() => usageFixture({ premium: true, status: 'active', status_label: 'Active' }));
    renderBlock(subscriptionFixture());
    const block = screen.getByRole('region', { name: /Your plan/ });
    expect(await within(block).findByText("You're on Premium")).toBeTruthy();
    expect(within(block).getByText('Active')).toBeTruthy();
    expect(within(block).queryByRole('progressbar')).toBeNull();
    expect(within(block).queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
    expect(within(block).getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/billing',
    );
  });

  it('says when usage cannot be loaded and tries again on request', async () => {
    let down = true;
    serve(() => (down ? null : usageFixture()));
    renderBlock();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your plan's usage could not be loaded.");
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Free uses left this month')).toBeTruthy();
  });
});
