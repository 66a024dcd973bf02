// A 500 is logged with the request's id, method, route pattern and the error's class and code,
// never with what the failed SQL carried (an argon2 hash, an e-mail address) nor the request's
// body, token or path (DESIGN: Security). The id is sent back as X-Request-Id, so a user's report
// finds the log line.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.ts';
import { describeError } from '../../server/lib/log.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });

/** Everything console.error receives while `run` runs. */
async function captureErrors<T>(run: () => Promise<T>): Promise<{ result: T; log: string }> {
  const lines: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    lines.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '));
  });
  try {
    return { result: await run(), log: lines.join('\n') };
  } finally {
    spy.mockRestore();
  }
}

afterEach(async () => {
  await server.db.execute(sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS test_broken_insert`);
});

describe('the log of a failed request', () => {
  it('names the request id and the route, never the hash, e-mail or password it carried', async () => {
    // The database refuses this one insert, as a full disk or a lost connection would.
    await server.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT test_broken_insert CHECK (email NOT LIKE 'kaputt-%') NOT VALID`,
    );
    const fields = server.registration({ email: 'kaputt-erika@example.test', password: 'Sehr-geheim-42' });

    const { result: res, log } = await captureErrors(() =>
      server.request<ApiErrorBody>('POST', '/wp-json/wc/v3/customers', {
        body: fields,
        headers: { 'x-request-id': 'not an id: it is replaced' },
      }),
    );

    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 'internal_error',
      message: 'Internal server error',
      data: { status: 500 },
    });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(log).toContain(id);
    expect(log).toContain('POST /wp-json/wc/v3/customers');
    expect(log).toMatch(/DrizzleQueryError/);
    expect(log).not.toContain('kaputt-erika');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('Sehr-geheim-42');
    expect(log.toLowerCase()).not.toContain('insert into');
  });

  it('describes an error by its class and code, never its message', () => {
    const error = new Error('select * from users where email = $1 params: erika@example.test');
    expect(describeError(error)).toBe('Error');
    expect(describeError(Object.assign(new Error('x', { cause: { code: '23514' } })))).toBe(
      'Error < Object 23514',
    );
  });

  it('sends an X-Request-Id with every answer', async () => {
    const [a, b] = await Promise.all([
      server.get('/wp-json/wc/v3/products'),
      server.get('/wp-json/wc/v3/products'),
    ]);

    expect(a.headers.get('x-request-id')).toBeTruthy();
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });
});
