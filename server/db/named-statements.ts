// A statement run as a named prepared statement: parsed once per connection (and, once PostgreSQL
// finds its generic plan as good as a fresh one, planned once), then only bound and executed.
// For the product answers' one statement (product-records.ts), asked the same way again and again
// (issue 33). On the embedded database (PGlite) parsing and planning it was a third of the list
// request's database CPU: a fresh plan looks up the size of every table and index it could use,
// and each lookup is a file-system call there (PGlite's lseek is an fstat).
//
// PostgreSQL (node-postgres): drizzle passes the name on, and node-postgres parses a name once per
// connection. PGlite's query() has no name, so the extended protocol's messages are sent here as
// query() sends them (parse, describe, bind, describe, execute, sync), under the same lock: never
// in the middle of another caller's transaction. Inside a transaction (a Tx) a PGlite statement
// runs as before. The name comes from the statement's text, so the same text is one statement.
import { createHash } from 'node:crypto';
import type * as PgliteModule from '@electric-sql/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type { Query } from 'drizzle-orm';
import type { Database } from './client.ts';

type Row = Record<string, unknown>;

/** The name of a statement's text: the same on every connection and after a restart. */
const nameOf = (text: string): string => `hm_${createHash('sha1').update(text).digest('base64url')}`;
const names = new Map<string, string>();
function nameFor(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= 1000) names.clear();
    names.set(text, (name = nameOf(text)));
  }
  return name;
}

interface Session {
  client: unknown;
  prepareQuery(
    query: Query,
    fields: undefined,
    name: string | undefined,
    arrayMode: boolean,
  ): { execute(): Promise<{ rows: Row[] }> };
}

const isPglite = (client: unknown): client is PGlite =>
  typeof client === 'object' &&
  client !== null &&
  'execProtocolStream' in client &&
  '_runExclusiveTransaction' in client;

// Drizzle's session is not part of its public types; its client is PGlite, a PGlite transaction,
// or node-postgres's pool or pooled client.
const sessionOf = (db: Database): Session => (db as unknown as { _: { session: Session } })._.session;

/** The rows of `query` (its columns by name, as query() parses them), run as a named statement. */
export async function runNamed(db: Database, query: Query): Promise<Row[]> {
  const session = sessionOf(db);
  if (isPglite(session.client)) return runOnPglite(session.client, query);
  return (await session.prepareQuery(query, undefined, nameFor(query.sql), false).execute()).rows;
}

/**
 * The same rows as runNamed, from an unnamed statement: parsed and planned afresh for its values
 * each run, so never by a generic plan (for a statement whose best plan depends on its values).
 */
export async function runUnnamed(db: Database, query: Query): Promise<Row[]> {
  return (await sessionOf(db).prepareQuery(query, undefined, undefined, false).execute()).rows;
}

/** Per PGlite database: the statements parsed on its one connection, with their parameters' types. */
const parsedOn = new WeakMap<PGlite, Map<string, number[]>>();

// Loaded with the first PGlite statement: a PostgreSQL server never loads PGlite.
let pgliteModule: Promise<typeof PgliteModule> | undefined;

async function runOnPglite(pg: PGlite, { sql: text, params }: Query): Promise<Row[]> {
  const { protocol, parse } = await (pgliteModule ??= import('@electric-sql/pglite'));
  const { serialize } = protocol;
  const name = nameFor(text);
  let parsed = parsedOn.get(pg);
  if (!parsed) parsedOn.set(pg, (parsed = new Map()));
  const kept = parsed;
  const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      const messages = [];
      let failed = false;
      try {
        let types = kept.get(name);
        if (!types) {
          await send(serialize.parse({ name, text }));
          types = parse.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
          kept.set(name, types);
        }
        const oids = types;
        // As query() turns values into text: by the parameter's type, else toString().
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = pg.serializers[oids[i] ?? 0];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(...(await send(serialize.bind({ statement: name, values }))));
        messages.push(...(await send(serialize.describe({ type: 'P' }))));
        messages.push(...(await send(serialize.execute({}))));
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        messages.push(...(await send(serialize.sync())));
        // Whatever failed, the statement is parsed afresh next time (closing one that is not
        // there is no error); after the sync, as the server skips everything until it.
        if (failed) {
          kept.delete(name);
          await send(serialize.close({ type: 'S', name }));
          await send(serialize.sync());
        }
      }
      await pg.syncToFs();
      return (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as Row[];
    }),
  );
}
