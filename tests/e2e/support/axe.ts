// Runs axe-core in the page and keeps the violations a user is most hurt by.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const AXE_SCRIPT = join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js');

export async function seriousViolations(page: Page): Promise<Result[]> {
  // Evaluated through the debugging protocol, not added as an inline <script>: the app's
  // Content-Security-Policy rightly refuses inline scripts, and the tests fail on any violation.
  await page.evaluate(readFileSync(AXE_SCRIPT, 'utf8'));
  const results = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    ).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation and up to three offending elements, for the failure message. */
export function describe(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 3)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join('; ')}`)
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}×)\n${nodes}`;
    })
    .join('\n');
}

/** Fails with the violations listed when the page has a serious or critical one. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(
    violations.map((v) => v.id),
    `${where}:\n${describe(violations)}`,
  ).toEqual([]);
}
