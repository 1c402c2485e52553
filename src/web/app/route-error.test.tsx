import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error.tsx';

function Broken(): never {
  throw new Error('chunk failed to load');
}

function Pages() {
  const location = useLocation();
  const page = useRoutes([
    { path: '/broken', Component: Broken },
    { path: '/fine', element: <p>fine page</p> },
  ]);
  return (
    <>
      <Link to="/fine">to fine</Link>
      <RouteErrorBoundary location={location}>{page}</RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error page when a page throws, and the next page after a navigation', async () => {
    // React reports the error it caught; that report is what this test provokes.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Pages />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('chunk failed to load')).toBeTruthy();
    expect(reported).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'to fine' }));
    expect(await screen.findByText('fine page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
