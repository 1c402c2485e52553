import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BLANK_PASSWORD_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_EDGE_SPACE_MESSAGE,
  SIGN_UP_REQUESTED_MESSAGE,
} from '../../../shared/auth-schemas.ts';
import { refuseEveryRequest, renderSignedOut } from './render-signed-out.tsx';
import { SignUpPage } from './sign-up-page.tsx';

const CHECK_YOUR_EMAIL = { status: true, message: SIGN_UP_REQUESTED_MESSAGE };

function renderSignUp(url = '/signup') {
  return renderSignedOut(url, [
    { path: '/signup', element: <SignUpPage /> },
    { path: '/dashboard', element: <h1>Dashboard</h1> },
  ]);
}

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label, { selector: 'input' }), value);
  }
  return user;
}

describe('SignUpPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows an inline error under each empty field and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSignUp();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Confirm your password.')).toBeInTheDocument();

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a bad e-mail and a confirmation that does not match', async () => {
    renderSignUp();
    const user = await fill({
      Name: 'Ann',
      'E-mail': 'ann@',
      Password: 'long enough pass',
      'Confirm password': 'long enough pas',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a password of only spaces, or with a space at either end, before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSignUp();
    const user = await fill({
      Name: 'Ann',
      'E-mail': 'ann@example.com',
      Password: '        ',
      'Confirm password': '        ',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveAccessibleDescription(BLANK_PASSWORD_MESSAGE));

    await user.clear(password);
    await user.type(password, 'long enough pass ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(PASSWORD_EDGE_SPACE_MESSAGE));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts a server field error under its field', async () => {
    refuseEveryRequest(400, {
      code: 'validation_failed',
      message: COMMON_PASSWORD_MESSAGE,
      fields: [{ path: 'password', message: COMMON_PASSWORD_MESSAGE }],
    });
    renderSignUp();
    const user = await fill({
      Name: 'Ann',
      'E-mail': 'ann@example.com',
      Password: 'password123',
      'Confirm password': 'password123',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const password = screen.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(COMMON_PASSWORD_MESSAGE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a server message in the form alert, and sends the referral code', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/referrals/codes/')
        ? Response.json({ code: 'FRIEND42', exists: true })
        : Response.json(
            {
              error: {
                code: 'rate_limited',
                message: 'Too many sign-ups from your network. Wait 59 minutes and try again.',
              },
            },
            { status: 429 },
          ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSignUp('/signup?ref=FRIEND42');
    const user = await fill({
      Name: 'Ann',
      'E-mail': 'ann@example.com',
      Password: 'long enough pass',
      'Confirm password': 'long enough pass',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-ups from your network. Wait 59 minutes and try again.',
    );
    const [url, init] = fetchMock.mock.calls.find(([called]) =>
      String(called).includes('/sign-up/'),
    ) as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/sign-up/email');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      password: 'long enough pass',
      ref: 'FRIEND42',
    });
  });

  it('says a friend invited you only when the invite code exists', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const code = String(input).split('/api/referrals/codes/')[1] ?? '';
      return Response.json({ code, exists: code === 'FRIEND42' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSignUp('/signup?ref=FRIEND42');
    expect(await screen.findByText(/A friend invited you/)).toBeInTheDocument();
    cleanup();

    renderSignUp('/signup?ref=NOBODY99');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('/api/referrals/codes/NOBODY99'),
        expect.anything(),
      ),
    );
    expect(await screen.findByText(/Free to start/)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/A friend invited you/)).toBeNull();
  });

  it('signs in with what was typed after the answer, and goes to the dashboard', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/sign-up/')
        ? Response.json(CHECK_YOUR_EMAIL)
        : Response.json({ redirect: false, user: { id: 'u1' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { app, router } = renderSignUp();
    const user = await fill({
      Name: 'Ann',
      'E-mail': ' ann@example.com ',
      Password: 'long enough pass',
      'Confirm password': 'long enough pass',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.refreshSession).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard');
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/sign-in/email');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ann@example.com',
      password: 'long enough pass',
    });
  });

  it('shows "Check your e-mail" when the address already had an account (sign-in refused)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/sign-up/')
          ? Response.json(CHECK_YOUR_EMAIL)
          : Response.json(
              {
                error: {
                  code: 'invalid_email_or_password',
                  message: 'Invalid e-mail or password.',
                },
              },
              { status: 401 },
            ),
      ),
    );
    const { app, router } = renderSignUp();
    const user = await fill({
      Name: 'Ann',
      'E-mail': 'taken@example.com',
      Password: 'long enough pass',
      'Confirm password': 'long enough pass',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We sent a message to taken@example.com. Open it to continue.',
    );
    // Nothing says whether the address had an account; the ways in are offered.
    expect(screen.queryByText(/already exists/)).toBeNull();
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(app.refreshSession).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/signup');

    await user.click(screen.getByRole('button', { name: 'use another address' }));
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });
});
