import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AppSubscription } from '../../../shared/plans-vocab.ts';
import { PERIOD_END, subscriptionFixture } from '../../test/fixtures.ts';
import { formatBillingDate } from './format.ts';
import { SubscriptionBlock } from './subscription-block.tsx';

function renderBlock(subscription: AppSubscription | null, loading = false) {
  render(
    <MemoryRouter>
      <SubscriptionBlock subscription={subscription} loading={loading} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Subscription' });
}

describe('SubscriptionBlock', () => {
  it('without a subscription says so and offers the upgrade to /billing', () => {
    const block = renderBlock(null);
    expect(within(block).getByText('No active subscription')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(within(block).queryByRole('link', { name: 'Manage Subscription' })).toBeNull();
  });

  it('shows the status, the next billing date from epoch seconds, the card and Manage', () => {
    const block = renderBlock(subscriptionFixture());
    expect(within(block).getByText('Active')).toBeInTheDocument();
    expect(within(block).getByText('Next billing date')).toBeInTheDocument();
    const date = formatBillingDate(PERIOD_END);
    expect(date).toMatch(/2027/);
    expect(within(block).getByText(date)).toBeInTheDocument();
    expect(within(block).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(within(block).queryByText('No active subscription')).toBeNull();
  });

  it.each([
    ['past_due', 'Past Due'],
    ['canceled', 'Canceled'],
    ['', 'Inactive'],
    ['trialing', 'Trialing'],
    ['incomplete', 'Incomplete'],
    ['unpaid', 'Unpaid'],
  ])('labels status %j as %j', (status, label) => {
    const block = renderBlock(subscriptionFixture({ status, premium: false }));
    expect(within(block).getByText(label)).toBeInTheDocument();
  });

  it('shows a free trial as "Trial, ends <date>", not "Active"', () => {
    const trialEnd = PERIOD_END - 335 * 86_400;
    const block = renderBlock(
      subscriptionFixture({
        plan_id: 'monthly',
        status: 'active',
        provider_status: 'trialing',
        trial_end: trialEnd,
        current_period_end: trialEnd,
      }),
    );
    expect(
      within(block).getByText(`Trial, ends ${formatBillingDate(trialEnd)}`),
    ).toBeInTheDocument();
    expect(within(block).queryByText('Active')).toBeNull();
    expect(within(block).getByText('First billing date')).toBeInTheDocument();
  });

  it('says when a cancelled subscription ends instead of a next billing date', () => {
    const block = renderBlock(subscriptionFixture({ cancel_at_period_end: true }));
    expect(within(block).getByText('Cancels on')).toBeInTheDocument();
    expect(within(block).queryByText('Next billing date')).toBeNull();
  });

  it('shows premium earned by referrals with its end date and no card', () => {
    const block = renderBlock(
      subscriptionFixture({
        source: 'referral',
        plan_id: null,
        payment_method_brand: null,
        payment_method_last4: null,
      }),
    );
    expect(within(block).getByText('Premium from referrals')).toBeInTheDocument();
    expect(within(block).getByText('Premium until')).toBeInTheDocument();
    expect(within(block).queryByText(/••••/)).toBeNull();
  });

  it('shows a skeleton while loading', () => {
    const block = renderBlock(null, true);
    expect(within(block).getByLabelText('Loading subscription')).toBeInTheDocument();
    expect(within(block).queryByText('No active subscription')).toBeNull();
  });
});
