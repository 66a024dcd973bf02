// The app's table of replayers (src/replayers.ts), set once at start and taken by the outbox when
// it is built. Kept apart from the engine so that setting it costs the first screen nothing: each
// entry only says how to load its area's replayer when the first entry of its kind is due.
import type { ReplayerLoader } from './engine.ts';

let table: Readonly<Record<string, ReplayerLoader>> = {};

export function setReplayerTable(next: Readonly<Record<string, ReplayerLoader>>): void {
  table = next;
}

export const replayerTable = (): Readonly<Record<string, ReplayerLoader>> => table;
