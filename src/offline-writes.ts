// Every kind of change the app queues in its outbox: one declaration each, in a file named after
// its kind (src/features/<area>/<kind>.offline.ts, made with defineOfflineWrite). Found here by
// name, so a new kind is its file (and its test) alone. Each is loaded when the first entry of its
// kind is due, so a queue never waits for a screen to be opened. Read by the outbox when it is
// built (src/local/outbox/index.ts, registerOfflineWrites: the kind is the file's name), so the
// first screen carries none of it.
import type { OfflineWrite } from './local/outbox/define.ts';

export const OFFLINE_WRITES = import.meta.glob<{ default: OfflineWrite }>('./features/*/*.offline.ts');
