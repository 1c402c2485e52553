import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, documentTitle, useDocumentTitle } from './document-title.ts';
import { routes } from './router.tsx';

function Root() {
  useDocumentTitle();
  return <Outlet />;
}

function collectPaths(list: typeof routes): { path: string; title?: string }[] {
  return list.flatMap((route) => [
    ...(route.path
      ? [{ path: route.path, title: (route.handle as { title?: string })?.title }]
      : []),
    ...collectPaths(route.children ?? []),
  ]);
}

describe('document titles', () => {
  it('reads "<page> · Odo", and the default without a page title', () => {
    expect(documentTitle('Garage')).toBe('Garage · Odo');
    expect(documentTitle(undefined)).toBe(DEFAULT_TITLE);
  });

  it('gives every page route of the app its own title', () => {
    const pages = collectPaths(routes).filter(
      ({ path }) => !['/', '/splash', '/profile', '*'].includes(path),
    );
    expect(pages.length).toBeGreaterThan(25);
    const titles = pages.map(({ path, title }) => {
      expect(title, path).toBeTruthy();
      return title;
    });
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('changes the title on navigation', async () => {
    const router = createMemoryRouter(
      [
        {
          Component: Root,
          children: [
            { path: '/', element: <p>home</p> },
            { path: '/garage', handle: { title: 'Garage' }, element: <p>garage</p> },
          ],
        },
      ],
      { initialEntries: ['/garage'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe('Garage · Odo'));
    await router.navigate('/');
    await waitFor(() => expect(document.title).toBe(DEFAULT_TITLE));
  });
});
