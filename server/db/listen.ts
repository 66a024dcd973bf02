// LISTEN for a channel's notifications, once per server instance (docs/realtime.md): on
// PostgreSQL one dedicated connection outside the pool (a pooled one would be handed to queries
// and lose its LISTEN), reopened with backoff when it drops; on PGlite the database's own
// in-process listener. Either way a notification arrives only after its transaction committed.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { logError } from '../lib/log.ts';

export interface ChannelHandlers {
  onNotify(payload: string): void;
  /**
   * The connection was lost and is listening again: notifications sent meanwhile are gone, so
   * whoever relies on them must look again (the realtime sockets re-read after their cursors).
   */
  onReconnect(): void;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

function checkChannel(channel: string): void {
  // LISTEN takes an identifier, not a parameter: only plain names are ever put into it.
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: ChannelHandlers,
): Promise<Unlisten> {
  checkChannel(channel);
  const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
  return () => unlisten();
}

export async function listenPostgres(
  Client: typeof pg.Client,
  url: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<Unlisten> {
  checkChannel(channel);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 100;

  const open = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onNotify(message.payload);
    });
    next.on('error', (error) => {
      logError('realtime listener', error);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const lost = (which: pg.Client) => {
    if (stopped || which !== client) return;
    client = undefined;
    which.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    retry = setTimeout(() => {
      open()
        .then(() => {
          delay = 100;
          handlers.onReconnect();
        })
        .catch((error: unknown) => {
          logError('realtime listener', error);
          delay = Math.min(delay * 2, 5000);
          schedule();
        });
    }, delay);
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}
