// Raw results as JSON under bench/results/ (gitignored): one file per section and run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));
const stamp = new Date()
  .toISOString()
  .replaceAll(':', '-')
  .replace(/\.\d+Z$/, 'Z');

/** Write `<section>-<time>.json` and `<section>-latest.json`; answers the first path. */
export function writeResult(section: string, data: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const body = `${JSON.stringify({ section, at: new Date().toISOString(), ...{ data } }, null, 2)}\n`;
  const path = join(RESULTS_DIR, `${section}-${stamp}.json`);
  writeFileSync(path, body);
  writeFileSync(join(RESULTS_DIR, `${section}-latest.json`), body);
  return path;
}

export function writeText(name: string, text: string): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, name);
  writeFileSync(path, text);
  return path;
}
