import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LIMIT_MODAL_TITLE, LimitModal } from './limit-modal.tsx';

function renderModal(feature: 'assessment' | 'carlens' | 'askodo' | 'garage', onClose = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route
          path="/dashboard"
          element={<LimitModal open feature={feature} onClose={onClose} />}
        />
        <Route path="/billing" element={<h1>Billing page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return onClose;
}

describe('LimitModal', () => {
  it('explains the free plan and marks the feature whose limit was reached', () => {
    renderModal('carlens');
    const dialog = screen.getByRole('dialog', { name: LIMIT_MODAL_TITLE });
    expect(dialog).toHaveTextContent(
      'The free plan includes 1 Car Lens result per month. Upgrade to Premium for unlimited use.',
    );
    const includes = within(dialog).getByRole('list', { name: 'The free plan includes' });
    const items = within(includes).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1 vehicle assessment',
      '1 Car Lens resultLimit reached',
      '1 Ask Odo question',
      '1 garage vehicle',
    ]);
    expect(dialog).toHaveTextContent('reset on the 1st of each month');
  });

  it('words the garage limit as a number of vehicles', () => {
    renderModal('garage');
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'The free plan includes 1 garage vehicle. Upgrade to Premium to add more.',
    );
  });

  it("'Upgrade to Premium' goes to /billing and closes the modal", async () => {
    const user = userEvent.setup();
    const onClose = renderModal('assessment');
    await user.click(screen.getByRole('link', { name: 'Upgrade to Premium' }));
    expect(screen.getByRole('heading', { name: 'Billing page' })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('closes with Not now and with the close button', async () => {
    const user = userEvent.setup();
    const onClose = renderModal('askodo');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
