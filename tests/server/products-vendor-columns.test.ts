// Ads never read their seller's secrets (issue 8, point 13): the vendor query selects what an ad
// shows, never the password hash, the e-mail or the PayPal address. Checked on the SQL the
// database driver is given, so a `select()` of the whole user row fails this test.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../src/core/products.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();

type Query = (query: unknown, ...rest: unknown[]) => Promise<unknown>;
type Protocol = (message: Uint8Array, ...rest: unknown[]) => Promise<unknown>;

/**
 * The SQL text of a protocol message, when it is a Parse ('P', its length, the statement's name
 * and then its text, each ending in a zero byte): how a named statement's text reaches PGlite
 * (server/db/named-statements.ts), once per connection.
 */
function parsedText(message: Uint8Array): string | undefined {
  if (message[0] !== 0x50) return undefined;
  const nameEnd = message.indexOf(0, 5);
  const textEnd = message.indexOf(0, nameEnd + 1);
  return new TextDecoder().decode(message.subarray(nameEnd + 1, textEnd));
}

/** Records the SQL text of every query the driver is given while `run` does. */
async function sqlOf(run: () => Promise<unknown>): Promise<string[]> {
  const client = (server.db as unknown as { $client: { query: Query; execProtocolStream?: Protocol } })
    .$client;
  const spy = vi.spyOn(client, 'query');
  const protocol = client.execProtocolStream
    ? vi.spyOn(client as { execProtocolStream: Protocol }, 'execProtocolStream')
    : undefined;
  try {
    await run();
    const texts = spy.mock.calls.map(([query]) =>
      typeof query === 'string' ? query : String((query as { text?: string }).text),
    );
    const parsed = (protocol?.mock.calls ?? []).map(([message]) => parsedText(message));
    return [...texts, ...parsed.filter((text): text is string => text !== undefined)];
  } finally {
    spy.mockRestore();
    protocol?.mockRestore();
  }
}

// The seller is read with the ad in one statement (server/db/repositories/product-records.ts).
const userQueries = (texts: string[]) => texts.filter((t) => /(from|join) "users"/i.test(t));

afterEach(() => vi.restoreAllMocks());

describe('what the product calls read of a vendor', () => {
  it('a list reads no password hash, e-mail or PayPal address, and still says whether there is PayPal', async () => {
    const vendor = await server.makeUser({
      paypalEmail: 'paypal@example.test',
      email: 'geheim@example.test',
    });
    await server.makeAd({ vendor });

    let answer: Product[] = [];
    const texts = await sqlOf(async () => {
      answer = (await server.get<Product[]>('/wp-json/wc/v3/products')).body;
    });

    expect(userQueries(texts)).toHaveLength(1);
    for (const text of userQueries(texts)) {
      expect(text).not.toMatch(/password_hash|"email"|"paypal_email"\s*(,|from)/i);
    }
    expect(answer[0]?.vendor).toMatchObject({ id: vendor.id, has_paypal: true });
    expect(JSON.stringify(answer)).not.toContain('example.test');
  });

  it('one ad reads no secrets of its vendor either', async () => {
    const ad = await server.makeAd();

    const texts = await sqlOf(() => server.get(`/wp-json/wc/v3/products/${ad.id}`));

    expect(userQueries(texts)).toHaveLength(1);
    for (const text of userQueries(texts)) expect(text).not.toMatch(/password_hash|"email"/i);
  });
});
