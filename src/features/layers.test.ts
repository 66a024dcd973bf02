// The one-way layers of src/features (FEATURE_LAYERS in eslint.config.js, issue 31): every feature
// folder has its place, and an import from a lower area into a higher one is refused wherever the
// importing file sits, a subfolder too.
import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

/** The rule's messages for a module at `filePath` (relative to the root) made of `code`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('the feature layers', () => {
  let layered: Set<string>;
  beforeAll(async () => {
    const config = (await eslint.calculateConfigForFile(`${root}src/features/content/probe.ts`)) as {
      rules: Record<string, [unknown, { zones: { target: string; from: string[] }[] }]>;
    };
    const zones = config.rules['import-x/no-restricted-paths']?.[1].zones ?? [];
    layered = new Set(zones.flatMap((z) => [z.target, ...z.from]).map((p) => p.split('/').pop() ?? ''));
  });

  it('places every folder of src/features', () => {
    const folders = readdirSync(`${root}src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !layered.has(folder))).toEqual([]);
  });

  it('refuses a lower area importing a higher one, from a subfolder too', async () => {
    const reach = "import { adminKeys } from '%/admin/audit/audit-log.ts';\nexport const k = adminKeys;\n";
    expect(await layerErrors('src/features/moderation/probe.ts', reach.replace('%', '..'))).toHaveLength(1);
    expect(
      await layerErrors('src/features/selling/photos/probe.ts', reach.replace('%', '../..')),
    ).toHaveLength(1);
  });

  it('lets a higher area import a lower one', async () => {
    const code =
      "import { REASON_TEXTS } from '../../moderation/reason-texts.ts';\nexport const t = REASON_TEXTS;\n";
    expect(await layerErrors('src/features/admin/users/probe.ts', code)).toEqual([]);
  });
});
