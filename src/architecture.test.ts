// The boundaries of DESIGN.md are kept by the linter (eslint.config.js), not by memory: each rule
// below refuses the import it exists for, so a new file cannot quietly cross a boundary.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/**
 * The messages of the boundary rules for this source at this path. The feature layers are kept by
 * `import-x/no-restricted-paths` (it follows where an import points, from any subfolder), the
 * other boundaries by `no-restricted-imports`.
 */
async function refusals(filePath: string, code: string, rule = 'no-restricted-imports'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

// The first lint loads the linter's whole configuration (its plugins, the TypeScript parser):
// seconds on a busy machine, past vitest's 5 s default when the other suites run beside it.
describe('the linter keeps the boundaries', { timeout: 30_000 }, () => {
  it('src/ui imports no API code, session or feature', async () => {
    for (const from of [
      '../api/client.ts',
      '../local/db.ts',
      '../session/session.ts',
      '../features/catalogue/products.ts',
    ]) {
      expect(
        await refusals('src/ui/x.tsx', `import { a } from '${from}';\nexport const b = a;\n`),
        from,
      ).toHaveLength(1);
    }
    expect(
      await refusals('src/ui/x.tsx', `import { a } from '../core/constants.ts';\nexport const b = a;\n`),
    ).toEqual([]);
  });

  it('components use their area\u2019s hooks, never src/api or src/local', async () => {
    const code = (from: string) => `import { a } from '${from}';\nexport const b = a;\n`;
    expect(await refusals('src/features/catalogue/x.tsx', code('../../api/catalogue.ts'))).toHaveLength(1);
    expect(await refusals('src/features/catalogue/x.tsx', code('../../local/read-cache.ts'))).toHaveLength(1);
    expect(await refusals('src/routes/x.tsx', code('../api/catalogue.ts'))).toHaveLength(1);
    // The hooks themselves (.ts) are where those calls belong.
    expect(await refusals('src/features/catalogue/x.ts', code('../../api/catalogue.ts'))).toEqual([]);
  });

  it('feature folders depend on each other one way only', async () => {
    const code = (from: string) => `import { a } from '${from}';\nexport const b = a;\n`;
    const layers = (filePath: string, from: string) =>
      refusals(filePath, code(from), 'import-x/no-restricted-paths');
    expect(await layers('src/features/account/x.ts', '../catalogue/products.ts')).toHaveLength(1);
    expect(await layers('src/features/map/x.ts', '../product/notices.ts')).toHaveLength(1);
    expect(await layers('src/features/content/x.ts', '../layout/first-screen.ts')).toHaveLength(1);
    expect(await layers('src/features/product/x.ts', '../map/product-map.tsx')).toEqual([]);
  });

  it('the server and the workers import only src/core from src/', async () => {
    const code = (from: string) => `import { a } from '${from}';\nexport const b = a;\n`;
    expect(await refusals('server/routes/x.ts', code('../../src/api/client.ts'))).toHaveLength(1);
    expect(await refusals('workers/x.ts', code('../src/local/db.ts'))).toHaveLength(1);
    expect(await refusals('server/routes/x.ts', code('../../src/core/products.ts'))).toEqual([]);
  });

  it('looks for import cycles in src', async () => {
    const config = (await eslint.calculateConfigForFile('src/features/catalogue/products.ts')) as {
      rules: Record<string, unknown>;
    };
    expect(config.rules['import-x/no-cycle']).toBeDefined();
  });
});
