// Every kind of change the app queues in its outbox: one declaration each, in a file named after
// its kind (src/features/<area>/<kind>.offline.ts, made with defineOfflineWrite). Found here by
// name, so a new kind is its file (and its test) alone. Each is loaded when the first entry of its
// kind is due, so a queue never waits for a screen to be opened, and the first screen carries
// none of it. A kind is stored with every entry: never renamed.
import type { OfflineWrite } from './local/outbox/define.ts';
import type { OfflineWriteTable } from './local/outbox/replayer-table.ts';

const files = import.meta.glob<OfflineWrite>('./features/*/*.offline.ts', { import: 'default' });

/** Kind (the file's name) -> its declaration's loader. */
export const OFFLINE_WRITES: OfflineWriteTable = Object.fromEntries(
  Object.entries(files).map(([path, load]) => {
    const kind = /([\w-]+)\.offline\.ts$/.exec(path)?.[1] ?? path;
    const checked = () =>
      load().then((write) => {
        if (write.kind !== kind) throw new Error(`${path} declares the kind ${write.kind}`);
        return write;
      });
    return [kind, checked];
  }),
);
