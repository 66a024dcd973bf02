// The one transaction helper, and the request transaction that makes a keyed call exactly once.
//
// Outside a keyed request `inTransaction` is a plain transaction. Inside one (lib/idempotency.ts
// runs the handler through `runInRequestTransaction`), the first `inTransaction` opens ONE
// transaction for the rest of the request (and runs in it; should it refuse, that transaction is
// rolled back and the next `inTransaction` opens another) and every later one joins it as a
// savepoint; the idempotency layer then writes the request's answer in it before COMMIT. So
// the change and its stored answer are committed together or not at all: a server killed at any
// moment leaves either both (a repeat gets the answer) or neither (a repeat runs anew).
//
// Why this and not a marker "effect committed" beside the answer: with a marker alone, a repeat
// after a crash would know the change happened but not what was answered, and the order service
// shapes its answer after its transaction. Opening the request transaction only at the first
// `inTransaction` keeps what comes before it out of it: rate-limit counters, the upload's temp
// file and sharp, argon2, which commit or run on their own as before. What the services do after
// their transaction runs inside it (the answer's reads), except what they hand to afterCommit
// (erasing files), which waits for the COMMIT, so no lock is held during it.
//
// PGlite has one connection: once the request transaction is open, every query of the request
// must go through it, or it would wait for it forever. `scopedDatabase` (the Database the app's
// services get) sends each query to the open request transaction, so no service needs to know.
import { AsyncLocalStorage } from 'node:async_hooks';
import { logError } from '../lib/log.ts';
import type { Database, Tx } from './client.ts';

interface OpenTransaction {
  tx: Tx;
  /** Ends the transaction as told; resolves after COMMIT or ROLLBACK. */
  end(how: Ending): Promise<void>;
  /** Rolls it back without ending the request: a later inTransaction opens a new one. */
  abandon(): Promise<void>;
}

type Ending = { kind: 'commit'; last: (tx: Tx) => Promise<void> } | { kind: 'rollback' };

interface RequestScope {
  /** The database itself (never the scoped view): where the request transaction is opened. */
  readonly root: Database;
  /** The first statement of the request transaction (the idempotency layer locks its claim). */
  readonly onOpen: (tx: Tx) => Promise<void>;
  opening?: Promise<OpenTransaction>;
  /** Set once the transaction is open: where the scoped database sends queries. */
  tx?: Tx;
  ended: boolean;
  /** What waits for the COMMIT (afterCommit). */
  committed: (() => Promise<void>)[];
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Thrown inside the request transaction to roll it back; never leaves this module. */
class RollBack extends Error {}

function openRequestTransaction(scope: RequestScope): Promise<OpenTransaction> {
  scope.opening ??= new Promise<OpenTransaction>((resolve, reject) => {
    let finish: (how: Ending) => void = () => undefined;
    const ending = new Promise<Ending>((settle) => (finish = settle));
    let opened = false;
    const done: Promise<void> = scope.root
      .transaction(async (tx) => {
        await scope.onOpen(tx);
        scope.tx = tx;
        opened = true;
        resolve({
          tx,
          end: (how) => {
            scope.ended = true;
            finish(how);
            return done;
          },
          abandon: () => {
            scope.opening = undefined;
            scope.tx = undefined;
            // What waited for this transaction's COMMIT belonged to the work rolled back.
            scope.committed = [];
            finish({ kind: 'rollback' });
            return done;
          },
        });
        const how = await ending;
        if (how.kind === 'rollback') throw new RollBack();
        await how.last(tx);
      })
      .catch((error: unknown) => {
        if (!opened) reject(error);
        if (!(error instanceof RollBack)) throw error;
      });
    // Observed here so a failed opening is not also an unhandled rejection; end() rethrows it.
    done.catch(() => undefined);
  });
  return scope.opening;
}

/**
 * Run `work` in one transaction (every lock it takes is held until the transaction ends). Inside
 * a keyed request it joins the request transaction, and nothing is committed before the answer
 * is; a refusal thrown by `work` rolls back what `work` did, as it always did:
 * - The request's first transaction opens the request transaction and runs in it directly: no
 *   savepoint, two round trips fewer on every keyed write. Nothing but the claim's lock precedes
 *   it there, so if `work` throws, the request transaction is rolled back whole (abandoned), and
 *   a later transaction of the request opens a new one (and locks the claim again).
 * - A later one runs as a savepoint of it, so what came before stays.
 */
export async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  if (!scope || scope.ended) return rootOf(db).transaction(work);
  if (!scope.opening) {
    const open = await openRequestTransaction(scope);
    try {
      return await work(open.tx);
    } catch (error) {
      await open.abandon().catch(() => undefined);
      throw error;
    }
  }
  const { tx } = await openRequestTransaction(scope);
  // What `work` hands to afterCommit is dropped with its savepoint when it refuses.
  const before = scope.committed.length;
  try {
    return await tx.transaction(work);
  } catch (error) {
    scope.committed.length = before;
    throw error;
  }
}

/** Whether a keyed request's transaction is open or may open here (its writes join it). */
export function inRequestTransaction(): boolean {
  const scope = scopes.getStore();
  return scope !== undefined && !scope.ended;
}

/**
 * Run `work` (erasing files, anything outside the database) once what came before it is
 * committed: at once, unless a request transaction is open, then after its COMMIT, and never if
 * it is rolled back. So no lock is held while it runs, and no file goes for a row that stays.
 * Inside a request transaction a failure of `work` is logged; outside one it is thrown, as before.
 */
export async function afterCommit(work: () => Promise<void>): Promise<void> {
  const scope = scopes.getStore();
  if (scope?.opening && !scope.ended) scope.committed.push(work);
  else await work();
}

/** How the idempotency layer ends a request run by runInRequestTransaction. */
export interface RequestTransaction {
  /** Whether anything went through inTransaction (else nothing is held and nothing to end). */
  readonly opened: boolean;
  /** Run `last` (store the answer) in the transaction, then COMMIT. Rejects if that failed. */
  commit(last: (tx: Tx) => Promise<void>): Promise<void>;
  rollback(): Promise<void>;
}

/** Run a keyed request's handler so its transactions join one (see the top of this file). */
export async function runInRequestTransaction(
  root: Database,
  onOpen: (tx: Tx) => Promise<void>,
  handler: () => Promise<void>,
): Promise<RequestTransaction> {
  const scope: RequestScope = { root: rootOf(root), onOpen, ended: false, committed: [] };
  try {
    await scopes.run(scope, handler);
  } catch (error) {
    // The handler failed outside Hono's error handling: nothing of it may be committed.
    if (scope.opening) await (await scope.opening).end({ kind: 'rollback' });
    throw error;
  }
  const open = scope.opening ? await scope.opening : undefined;
  return {
    opened: open !== undefined,
    commit: async (last) => {
      if (!open) return;
      await open.end({ kind: 'commit', last });
      // Committed: a failure here is logged, the stored answer stands.
      for (const work of scope.committed)
        await work().catch((error: unknown) => logError('after commit', error));
    },
    rollback: () => open?.end({ kind: 'rollback' }) ?? Promise.resolve(),
  };
}

const roots = new WeakMap<object, Database>();

/** The database itself behind a scoped view (or `db` when it is one already). */
export const rootOf = (db: Database): Database => roots.get(db) ?? db;

/**
 * `root` as the app's services use it: each query goes to the open request transaction when
 * there is one (see the top of this file), else to `root`; `transaction()` is inTransaction.
 */
export function scopedDatabase(root: Database): Database {
  const scoped = new Proxy(root, {
    get(target, prop) {
      if (prop === 'transaction') {
        return <T>(work: (tx: Tx) => Promise<T>) => inTransaction(target, work);
      }
      const scope = scopes.getStore();
      const base: object = scope?.tx && !scope.ended ? scope.tx : target;
      const value: unknown = Reflect.get(base, prop, base);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(base) : value;
    },
  });
  roots.set(scoped, root);
  return scoped;
}
