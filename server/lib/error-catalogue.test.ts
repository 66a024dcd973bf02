// Every code the server can answer is in the one catalogue (src/core/errors.ts) with the status it
// is thrown with, so the client has a text for it. Read from the source: a code thrown on a rare
// path is caught here before a user meets it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, errorEntry } from '../../src/core/errors.ts';

const SERVER = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

interface Thrown {
  code: string;
  /** undefined when the status is a variable (its values are checked by hand below). */
  status: number | undefined;
  where: string;
}

/** `new ApiError(400, 'code'` (over line breaks) and error bodies written by hand. */
function thrownCodes(): { thrown: Thrown[]; calls: number; read: number } {
  const thrown: Thrown[] = [];
  let calls = 0;
  let read = 0;
  for (const file of sources(SERVER)) {
    const text = readFileSync(file, 'utf8');
    const where = relative(SERVER, file);
    calls += text.match(/new ApiError\(/g)?.length ?? 0;
    for (const m of text.matchAll(/new ApiError\(\s*(\d{3}|[A-Za-z_.]+)\s*,\s*'([a-z0-9_]+)'/g)) {
      thrown.push({ code: m[2] ?? '', status: /^\d+$/.test(m[1] ?? '') ? Number(m[1]) : undefined, where });
      read += 1;
    }
    // A body written without ApiError: `{ code: 'x', ..., data: { status: 4xx } }`.
    for (const m of text.matchAll(/code:\s*'([a-z0-9_]+)'[^}]*?status:\s*(\d{3})/g)) {
      const status = Number(m[2]);
      if (status >= 400) thrown.push({ code: m[1] ?? '', status, where });
    }
  }
  return { thrown, calls, read };
}

describe('the error catalogue', () => {
  const { thrown, calls, read } = thrownCodes();

  it('reads every ApiError the server builds (none with a code the scan cannot see)', () => {
    expect(calls).toBeGreaterThan(40);
    expect(read).toBe(calls);
  });

  it('knows every code the server throws, with the status it is thrown with', () => {
    const unknown = thrown.filter((t) => !errorEntry(t.code)).map((t) => `${t.code} (${t.where})`);
    expect(unknown).toEqual([]);
    const wrongStatus = thrown
      .filter((t) => t.status !== undefined && !errorEntry(t.code)?.status.includes(t.status))
      .map((t) => `${t.code} ${t.status} (${t.where})`);
    expect(wrongStatus).toEqual([]);
  });

  it('lists the answers the framework and the idempotency layer give as well', () => {
    for (const code of [
      'rest_invalid_param',
      'rest_no_route',
      'rest_payload_too_large',
      'internal_error',
      'too_many_requests',
      'idempotency_key_reused',
      'idempotency_in_progress',
      'jwt_auth_invalid_token',
      'woocommerce_rest_invalid_id',
    ]) {
      expect(Object.hasOwn(ERROR_CATALOGUE, code), code).toBe(true);
    }
  });
});
