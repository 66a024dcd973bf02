// Recovery does the same work whether or not an address has an account (issue 8, point 14), so
// its answer time tells nothing. Comparing times is flaky; the structure is not: both paths must
// send the database the very same statements, in the same order, before answering.
import { describe, expect, it, vi } from 'vitest';
import type { Mail, Mailer } from '../../server/adapters/mail.ts';
import { localStorage } from '../../server/adapters/storage.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });

type Query = (query: unknown, ...rest: unknown[]) => Promise<unknown>;

/**
 * The SQL text (not the values) of every query the driver runs for one request, split into those
 * before the answer and those after it (up to `settled`).
 */
async function sqlOf(
  send: () => Response | Promise<Response>,
  settled: () => Promise<void>,
): Promise<{ before: string[]; after: string[] }> {
  const client = (server.db as unknown as { $client: { query: Query } }).$client;
  const spy = vi.spyOn(client, 'query');
  const texts = () =>
    spy.mock.calls.map(([query]) =>
      typeof query === 'string' ? query : String((query as { text?: string }).text),
    );
  try {
    const res = await send();
    const before = texts();
    expect(res.status).toBe(200);
    await settled();
    return { before, after: texts().slice(before.length) };
  } finally {
    spy.mockRestore();
  }
}

describe('POST /wc/v3/customers/reset', () => {
  it('sends the same statements for a known and an unknown address before answering, and mails only the known one', async () => {
    // Mail as in production (SMTP): the link is stored and mailed after the answer.
    const sent: Mail[] = [];
    const mailer: Mailer = { kind: 'smtp', send: async (mail) => void sent.push(mail) };
    const app = createApp({
      db: server.db,
      config: loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', ...ACCOUNT_ENV }),
      storage: localStorage(server.uploadsDir),
      mailer,
    });
    const user = await server.register();
    const reset = (username: string, ip: string) => () =>
      app.request('/wp-json/wc/v3/customers/reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ username }),
      });
    const mailed = (n: number) => () => vi.waitFor(() => expect(sent).toHaveLength(n));
    const settle = () => new Promise<void>((done) => setTimeout(done, 50));
    await sqlOf(reset('aufwaermen@example.test', '203.0.113.1'), settle);

    const known = await sqlOf(reset(user.email, '203.0.113.2'), mailed(1));
    const unknown = await sqlOf(reset('niemand-hier@example.test', '203.0.113.3'), settle);

    expect(known.before.length).toBeGreaterThan(0);
    expect(unknown.before).toEqual(known.before);
    expect(known.after).toEqual([expect.stringMatching(/^insert into "password_resets"/i)]);
    expect(unknown.after).toEqual([]);
    expect(sent.map((m) => m.to)).toEqual([user.email]);
    expect(sent[0]?.text).toMatch(/\/lost-password\?key=/);
  });
});
