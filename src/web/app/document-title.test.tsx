import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, documentTitle, titleOf, useDocumentTitle } from './document-title.ts';
import { routes } from './router.tsx';

function Titled({ title }: { title: string | undefined }) {
  useDocumentTitle(title);
  return null;
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

  it('takes the deepest matched route that names itself', () => {
    expect(titleOf([{ handle: { title: 'Garage' } }, { handle: undefined }])).toBe('Garage');
    expect(titleOf([{ handle: { title: 'Garage' } }, { handle: { title: 'Car' } }])).toBe('Car');
    expect(titleOf([{ handle: undefined }])).toBeUndefined();
  });

  it('changes the title when the page title does', async () => {
    const { rerender } = render(<Titled title="Garage" />);
    await waitFor(() => expect(document.title).toBe('Garage · Odo'));
    rerender(<Titled title={undefined} />);
    await waitFor(() => expect(document.title).toBe(DEFAULT_TITLE));
  });
});
