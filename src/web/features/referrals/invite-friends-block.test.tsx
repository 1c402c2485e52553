import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, referralFixture } from '../../test/fixtures.ts';
import { InviteFriendsBlock } from './invite-friends-block.tsx';

function renderBlock() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InviteFriendsBlock />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Invite Friends' });
}

describe('InviteFriendsBlock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  /** user-event installs its own clipboard on setup; ours goes on top of it. */
  function setup(writeText = vi.fn(async (_text: string) => {})) {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return { user, writeText };
  }
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the code, the text, share links that open in a new tab, and the progress', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, referralFixture({ progress: 2, signups_count: 5 }))),
    );
    const block = renderBlock();
    expect(within(block).getByText('Get 2 weeks premium per 3 friends')).toBeInTheDocument();
    // Named loading state (a plain div may not carry aria-label: axe's aria-prohibited-attr).
    expect(
      within(block).getByRole('status', { name: 'Loading referral code' }),
    ).toBeInTheDocument();
    expect(await within(block).findByText('ABCD2345')).toBeInTheDocument();

    const link = 'http://localhost:3000/profile?ref=ABCD2345';
    const whatsapp = within(block).getByRole('link', { name: 'Share on WhatsApp' });
    const facebook = within(block).getByRole('link', { name: 'Share on Facebook' });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(link);
    expect(decodeURIComponent(facebook.getAttribute('href') ?? '')).toContain(link);
    for (const share of [whatsapp, facebook]) {
      expect(share).toHaveAttribute('target', '_blank');
      expect(share).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const progress = within(block).getByRole('progressbar', { name: 'Referral progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '2');
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '3');
    expect(within(block).getByText('2 of 3 friends signed up')).toBeInTheDocument();
  });

  it.each([0, 1, 2])('progress %i of 3', async (value) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, referralFixture({ progress: value }))),
    );
    const block = renderBlock();
    const progress = await within(block).findByRole('progressbar', { name: 'Referral progress' });
    expect(progress).toHaveAttribute('aria-valuenow', String(value));
  });

  it('after a reward, keeps what was earned in sight while the bar starts again', async () => {
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          200,
          referralFixture({
            progress: 0,
            signups_count: 3,
            pending_count: 2,
            rewards_earned: 1,
            premium_until: until,
          }),
        ),
      ),
    );
    const block = renderBlock();
    const progress = await within(block).findByRole('progressbar', { name: 'Referral progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(within(block).getByText('0 of 3 friends toward your next reward')).toBeInTheDocument();
    expect(within(block).getByTestId('referral-notes')).toHaveTextContent(
      '2 friends waiting to confirm their e-mail',
    );
    expect(within(block).getByText('Get 2 weeks premium per 3 friends')).toBeInTheDocument();
    const rewards = within(block).getByTestId('referral-rewards');
    expect(rewards).toHaveTextContent("You've earned 2 weeks of Premium");
    expect(rewards).toHaveTextContent(/Premium until /);
  });

  it('says nothing about rewards before the first one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, referralFixture({ progress: 2, signups_count: 2 }))),
    );
    const block = renderBlock();
    await within(block).findByText('2 of 3 friends signed up');
    expect(within(block).queryByTestId('referral-rewards')).toBeNull();
    expect(within(block).queryByText(/You've earned/)).toBeNull();
  });

  it("copies the invite link and reads 'Copied!' for 2 seconds", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, referralFixture())),
    );
    const { user, writeText } = setup();
    const block = renderBlock();
    await user.click(await within(block).findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/profile?ref=ABCD2345');
    expect(await within(block).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(1850);
    });
    expect(within(block).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(within(block).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('falls back to execCommand when the Clipboard API refuses', async () => {
    const { user } = setup(
      vi.fn(async () => {
        throw new Error('denied');
      }),
    );
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, referralFixture())),
    );
    const block = renderBlock();
    await user.click(await within(block).findByRole('button', { name: 'Copy' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await within(block).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('only logs a failure and keeps the block in shape', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } })),
    );
    const block = renderBlock();
    expect(
      await within(block).findByText('Your invite link is not available right now.'),
    ).toBeInTheDocument();
    expect(within(block).getByText('Get 2 weeks premium per 3 friends')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(within(block).queryByRole('alert')).toBeNull();
  });
});
