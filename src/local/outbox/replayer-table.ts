// The app's table of offline writes (src/offline-writes.ts: each kind's declaration, found by its
// file name), set once at start and taken by the outbox when it is built. Kept apart from the
// engine so that setting it costs the first screen nothing: each entry only says how to load its
// declaration when the first entry of its kind is due.
import type { OfflineWrite } from './define.ts';

/** Each declaration's file (`<kind>.offline.ts`) and its loader (the module; the declaration is its default). */
export type OfflineWriteTable = Readonly<Record<string, () => Promise<{ default: OfflineWrite }>>>;

let table: OfflineWriteTable = {};

export function setOfflineWriteTable(next: OfflineWriteTable): void {
  table = next;
}

export const offlineWriteTable = (): OfflineWriteTable => table;
