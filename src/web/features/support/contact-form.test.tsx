import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../../lib/app-context.ts';
import { ContactForm } from './contact-form.tsx';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderForm(user: { name: string; email: string } | null) {
  const app = { user, loading: false } as unknown as AppContextValue;
  render(
    <AppContext value={app}>
      <ContactForm />
    </AppContext>,
  );
}

describe('ContactForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('prefills a member’s name and e-mail and sends the trimmed message', async () => {
    const fetchMock = vi.fn(async () =>
      json(201, { id: 'm1', created_at: '2026-11-23T10:00:00Z', acknowledged: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm({ name: 'Ann Driver', email: 'ann@example.com' });
    expect(await screen.findByDisplayValue('Ann Driver')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail for our answer')).toHaveValue('ann@example.com');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Topic'), 'billing');
    await user.type(screen.getByLabelText('Message'), '  My card was charged twice.  ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('We got your message')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ann@example.com');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ann Driver',
      email: 'ann@example.com',
      topic: 'billing',
      message: 'My card was charged twice.',
    });
  });

  it('shows inline errors and sends nothing; a refusal from the server is shown clearly', async () => {
    const fetchMock = vi.fn(async () =>
      json(429, {
        error: {
          code: 'rate_limited',
          message:
            'You have sent several messages in a short time. Wait 40 minutes and send again.',
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm(null);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Choose what your message is about.')).toBeInTheDocument();
    expect(screen.getByText(/at least 10 characters/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Your name'), 'Vera');
    await user.type(screen.getByLabelText('E-mail for our answer'), 'vera@example.com');
    await user.selectOptions(screen.getByLabelText('Topic'), 'other');
    await user.type(screen.getByLabelText('Message'), 'Hello there, a question.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wait 40 minutes');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there, a question.');
  });
  it('checks a field when it loses the focus, then as it changes; a refused submit focuses the first refused field', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm(null);
    const user = userEvent.setup();
    const email = screen.getByLabelText('E-mail for our answer');
    await user.type(email, 'vera@');
    expect(screen.queryByText(/valid e-mail/)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(/valid e-mail/)).toBeInTheDocument();
    await user.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText(/valid e-mail/)).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid');
    // Untouched fields say nothing until the form is sent.
    expect(screen.queryByText('Enter your name.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.queryByText(/valid e-mail/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
