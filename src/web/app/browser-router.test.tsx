import { act, fireEvent, render, screen } from '@testing-library/react';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from './app-root.tsx';
import { holdingOnPageChange, releaseStalePage } from './browser-router.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  releaseStalePage();
  window.history.replaceState(null, '', '/');
});

function isInert(element: Element) {
  return element.closest('[inert]') !== null;
}

/** The app on /login for a visitor who is not signed in, once the page shows. */
async function openLoginSignedOut() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ user: null })),
  );
  window.history.replaceState(null, '', '/login');
  render(<AppRoot />);
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
}

describe('AppBrowserRouter', () => {
  it('holds the page left on screen inert until the next page shows, so nothing is typed into it', async () => {
    await openLoginSignedOut();
    const loginEmail = screen.getByLabelText('E-mail');
    expect(isInert(loginEmail)).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: /forgot/i }));
    // The address names /forgot-password at once; /login stays on screen until that page shows.
    expect(window.location.pathname).toBe('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(isInert(loginEmail)).toBe(true);

    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(isInert(screen.getByLabelText('E-mail'))).toBe(false);
  });

  it('lets go of the page when Back returns to it before the next page was rendered', async () => {
    await openLoginSignedOut();

    // A busy phone: Back comes before React has rendered the navigation to /forgot-password (act
    // holds React's work until its end), so the router's location is /login's again, unchanged.
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: /forgot/i }));
      expect(window.location.pathname).toBe('/forgot-password');
      expect(document.body.hasAttribute('inert')).toBe(true);
      const popped = new Promise((resolve) => {
        window.addEventListener('popstate', resolve, { once: true });
      });
      window.history.back();
      await popped;
    });

    expect(window.location.pathname).toBe('/login');
    const loginEmail = screen.getByLabelText('E-mail');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(isInert(loginEmail)).toBe(false);
  });

  it('holds nothing when only the query or the hash changes (the same page stays)', () => {
    window.history.replaceState(null, '', '/ask');
    const history = holdingOnPageChange(UNSAFE_createBrowserHistory({ window, v5Compat: true }));
    const seen: string[] = [];
    const stop = history.listen(({ location }) => seen.push(location.pathname + location.search));
    act(() => {
      history.replace('/ask?thread=t1');
      history.push('/ask?thread=t1#end');
    });
    expect(document.body.hasAttribute('inert')).toBe(false);
    history.push('/garage');
    expect(document.body.hasAttribute('inert')).toBe(true);
    expect(seen).toEqual(['/ask?thread=t1', '/ask?thread=t1', '/garage']);
    stop();
  });
});
