// Who awaits what becomes of an outbox entry (the engine's `outcome`), by its seq: told once the
// entry is sent or refused, and, unless they wait for its end (`final`), when it is known to wait.
import type { EntryOutcome } from './types.ts';

interface Waiter {
  resolve: (outcome: EntryOutcome) => void;
  final: boolean;
}

export function createWaiters() {
  const bySeq = new Map<number, Waiter[]>();

  const remove = (seq: number, gone: (w: Waiter) => boolean) => {
    const left = (bySeq.get(seq) ?? []).filter((w) => !gone(w));
    if (left.length > 0) bySeq.set(seq, left);
    else bySeq.delete(seq);
  };

  return {
    /** Whether a screen awaits any of these entries (then nobody else needs to tell it). */
    awaits: (seqs: readonly number[]): boolean => seqs.some((seq) => bySeq.has(seq)),
    any: (): boolean => bySeq.size > 0,

    /** A promise of the entry's outcome; `signal` stops waiting (it then rejects with AbortError). */
    add(seq: number, final: boolean, signal?: AbortSignal): Promise<EntryOutcome> {
      return new Promise<EntryOutcome>((resolve, reject) => {
        const waiter = { resolve, final };
        bySeq.set(seq, [...(bySeq.get(seq) ?? []), waiter]);
        // The screen that awaited it is gone: the entry's end is told by whoever else listens.
        signal?.addEventListener('abort', () => {
          remove(seq, (w) => w === waiter);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },

    /** Tells those who await these entries what became of them. */
    settle(seqs: readonly number[], outcomeFor: (seq: number) => EntryOutcome): void {
      for (const seq of seqs) {
        const waiting = bySeq.get(seq);
        if (!waiting) continue;
        const outcome = outcomeFor(seq);
        const told = outcome.state === 'waiting' ? waiting.filter((w) => !w.final) : waiting;
        remove(seq, (w) => told.includes(w));
        for (const waiter of told) waiter.resolve(outcome);
      }
    },
  };
}
