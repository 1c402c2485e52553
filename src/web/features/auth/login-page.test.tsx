// /login and /forgot-password without a form library (use-checked-form.ts): the same checks,
// focus and server errors as the form library gave them.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { LoginPage } from './login-page.tsx';
import { refuseEveryRequest, renderSignedOut } from './render-signed-out.tsx';

function renderAt(url: string) {
  return renderSignedOut(url, [
    { path: '/login', element: <LoginPage /> },
    { path: '/forgot-password', element: <ForgotPasswordPage /> },
    { path: '/dashboard', element: <h1>Dashboard</h1> },
    { path: '/garage', element: <h1>Garage</h1> },
  ]);
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows an error under each empty field, focuses the first and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    const email = field('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks a field when it loses the focus, then as it changes', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(field('E-mail'), 'ann@');
    expect(field('E-mail')).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await user.type(field('E-mail'), 'example.com');
    await vi.waitFor(() =>
      expect(screen.queryByText('Enter a valid e-mail address.')).not.toBeInTheDocument(),
    );
  });

  it('signs in with the trimmed address and goes where it was asked to', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { app, router } = renderAt('/login?next=%2Fgarage');
    const user = userEvent.setup();
    await user.type(field('E-mail'), '  ann@example.com ');
    await user.type(field('Password'), 'Gearbox-Lantern-42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Garage' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/garage');
    expect(app.refreshSession).toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/sign-in/email');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ann@example.com',
      password: 'Gearbox-Lantern-42',
    });
  });

  it("puts the server's answer in the form alert and stays on the page", async () => {
    refuseEveryRequest(401, { code: 'invalid_credentials', message: 'Wrong e-mail or password.' });
    const { router } = renderAt('/login');
    const user = userEvent.setup();
    await user.type(field('E-mail'), 'ann@example.com');
    await user.type(field('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('puts a server field error under its field and focuses it', async () => {
    refuseEveryRequest(400, {
      code: 'validation_failed',
      message: 'Check the form.',
      fields: [{ path: 'email', message: 'This address cannot sign in.' }],
    });
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(field('E-mail'), 'ann@example.com');
    await user.type(field('Password'), 'whatever-it-is');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('This address cannot sign in.')).toBeInTheDocument();
    expect(field('E-mail')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses an empty address without sending, then sends a good one and says so', async () => {
    const fetchMock = vi.fn(async () => Response.json({ status: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/forgot-password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(field('E-mail')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(field('E-mail'), ' ann@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ann@example.com');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // "Try another address" brings the form back, empty.
    await user.click(screen.getByRole('button', { name: 'try another address' }));
    expect(field('E-mail')).toHaveValue('');
  });

  it("shows the server's refusal in the form alert", async () => {
    refuseEveryRequest(429, { code: 'rate_limited', message: 'Too many requests. Wait a minute.' });
    renderAt('/forgot-password');
    const user = userEvent.setup();
    await user.type(field('E-mail'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Wait a minute.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
