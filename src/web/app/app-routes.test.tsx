import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from './app-root.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function at(path: string) {
  return function AtPath({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };
}

describe('AppRoutes (the pages in declarative mode)', () => {
  it('shows the spinner while a page loads, then the page with its title', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ user: null })),
    );
    render(<AppRoot Router={at('/terms')} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: /Terms/ })).toBeTruthy();
    // The title is set by an effect, which on busy cores may run a slice after the page's commit.
    await waitFor(() => expect(document.title).toBe('Terms of Service · Odo'));
  });
});
