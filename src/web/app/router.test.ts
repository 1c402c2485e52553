import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyModuleNames, lazyPageOf, pageModules, routes, type LazyPage } from './router.tsx';
import { LAYOUTS, PAGE_ROUTES } from './route-table.ts';

function lazyRoutes(tree: RouteObject[]): (RouteObject & { Component: LazyPage })[] {
  return tree.flatMap((route) => [
    ...(lazyPageOf(route) ? [route as RouteObject & { Component: LazyPage }] : []),
    ...lazyRoutes(route.children ?? []),
  ]);
}

describe('the pages and the modules they load', () => {
  it('loads lazily exactly the modules of route-table.ts, each page once', () => {
    const tabled = [...Object.values(LAYOUTS), ...PAGE_ROUTES].map((entry) => entry.module);
    expect(new Set(tabled).size).toBe(tabled.length);
    expect(lazyModuleNames().sort()).toEqual([...tabled].sort());
    const paths = PAGE_ROUTES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('answers a signed-in page only inside the shell, prerenders only pages open to anyone', () => {
    for (const page of PAGE_ROUTES) {
      if (page.answers) expect(page.frame, page.path).toBe('shell');
      if (page.prerender) expect(['public', 'signed-out'], page.path).toContain(page.frame);
    }
  });

  it('names, on each lazy page, the module it imports', async () => {
    const lazy = lazyRoutes(routes);
    expect(lazy.length).toBeGreaterThan(25);
    for (const route of lazy) {
      const page = route.Component;
      const loaded = await page.preload();
      const module = (await import(
        /* @vite-ignore */ path.resolve(import.meta.dirname, page.module)
      )) as Record<string, unknown>;
      expect(loaded, page.module).toBeTypeOf('function');
      expect(Object.values(module), page.module).toContain(loaded);
    }
  }, 60_000);

  it('lists every page once, with its layouts before its own module', () => {
    const pages = pageModules();
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(pages.find((page) => page.path === '/dashboard')?.modules).toEqual([
      './shell/app-shell.tsx',
      './pages/dashboard-route.tsx',
    ]);
    // Where the "New Feedback Submitted" notification leads (SPEC.md §7): a page inside the shell.
    expect(pages.find((page) => page.path === '/feedback')?.modules).toEqual([
      './shell/app-shell.tsx',
      '../features/feedback/feedback-page.tsx',
    ]);
    expect(pages.find((page) => page.path === '/car-lens')?.modules).toEqual([
      './shell/full-screen-layout.tsx',
      '../features/car-lens/car-lens-page.tsx',
    ]);
    expect(pages.find((page) => page.path === '/vehicle/:id/history')?.modules).toEqual([
      '../features/garage/vehicle-history-page.tsx',
    ]);
    expect(pages.find((page) => page.path === '/login')?.modules).toEqual([
      '../features/auth/login-page.tsx',
    ]);
    // Every lazy page of the router is there; the catch-all and redirects are not.
    const pagesWithCode = lazyRoutes(routes).filter((route) => route.path !== undefined);
    expect(paths.length).toBe(pagesWithCode.length);
    expect(paths).not.toContain('*');
    expect(paths).not.toContain('/profile');
  });
});
