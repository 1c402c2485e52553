import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FEEDBACK_FAILURE,
  FEEDBACK_PLACEHOLDER,
  FEEDBACK_SUCCESS,
} from '../../../shared/feedback.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}
    >
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <FeedbackDialog open={open} onOpenChange={setOpen} />
    </QueryClientProvider>
  );
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('FeedbackDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('keeps Send Feedback disabled while the text is empty or only whitespace', async () => {
    const user = setup();
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Send a Feedback' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send Feedback' });
    expect(send).toBeDisabled();
    await user.type(screen.getByPlaceholderText(FEEDBACK_PLACEHOLDER), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByPlaceholderText(FEEDBACK_PLACEHOLDER), 'Great app');
    expect(send).toBeEnabled();
  });

  it('shows the sending state, then the success view, then closes itself after 2 s', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = setup();
    render(<Harness />);

    await user.type(screen.getByPlaceholderText(FEEDBACK_PLACEHOLDER), '  Love the dashboard  ');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));

    expect(await screen.findByText('Sending...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Feedback' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ message: 'Love the dashboard' });

    await act(async () => {
      answer(jsonResponse(201, { id: 'f1', created_at: '2026-11-01T00:00:00Z' }));
    });
    expect(await screen.findByText(FEEDBACK_SUCCESS)).toBeInTheDocument();
    expect(screen.getByText('dialog open')).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByText(FEEDBACK_SUCCESS)).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends once for a double tap on Send Feedback (before the sending state shows)', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const user = setup();
    render(<Harness />);
    await user.type(screen.getByPlaceholderText(FEEDBACK_PLACEHOLDER), 'Tapped twice');
    const send = screen.getByRole('button', { name: 'Send Feedback' });
    // Two taps in one burst: the second lands before React has shown the sending state.
    act(() => {
      fireEvent.click(send);
      fireEvent.click(send);
    });
    expect(await screen.findByText('Sending...')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the red error box when sending fails, and keeps the text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong.' } }),
      ),
    );
    const user = setup();
    render(<Harness />);
    const textbox = screen.getByPlaceholderText(FEEDBACK_PLACEHOLDER);
    await user.type(textbox, 'The map is slow');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FEEDBACK_FAILURE);
    expect(textbox).toHaveValue('The map is slow');
    expect(screen.getByRole('button', { name: 'Send Feedback' })).toBeEnabled();
  });

  it('closes on Cancel', async () => {
    const user = setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
  });
});
