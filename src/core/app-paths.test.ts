// The server's list of the app's pages is the router's: a page added to src/routes without
// adding it here would answer 404.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_PATHS, isAppPath } from './app-paths.ts';

/** The `fullPaths` union TanStack Router writes into the generated route tree. */
function routerPaths(): string[] {
  const source = readFileSync(new URL('../routeTree.gen.ts', import.meta.url), 'utf8');
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(source)?.[1];
  if (!union) throw new Error('no fullPaths union in src/routeTree.gen.ts');
  return [...union.matchAll(/'([^']*)'/g)].map((m) => m[1] as string);
}

describe('APP_PATHS', () => {
  it('lists exactly the pages of the generated route tree', () => {
    expect([...APP_PATHS].sort()).toEqual(routerPaths().sort());
  });

  it.each(['/', '/dashboard', '/dashboard/', '/magazin', '/product/apple-iphone-13/', '/product/x/edit'])(
    'knows %s',
    (path) => {
      expect(isAppPath(path)).toBe(true);
    },
  );

  it.each(['/nothing', '/product', '/product/a/b/c', '/dashboard/nothing', '/assets/app.js', '/wp-json'])(
    'does not know %s',
    (path) => {
      expect(isAppPath(path)).toBe(false);
    },
  );
});
