import { describe, expect, it } from 'vitest';
import { keyedTurns } from './keyed-turns.ts';

/** A promise with its resolve, to hold work open until the test lets it end. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('keyedTurns', () => {
  it('runs the work of one key one after the other, in the order asked, and other keys beside it', async () => {
    const inTurn = keyedTurns<string>();
    const log: string[] = [];
    const first = gate();
    const a1 = inTurn('a', async () => {
      log.push('a1 starts');
      await first.opened;
      log.push('a1 ends');
    });
    const a2 = inTurn('a', async () => void log.push('a2'));
    // Another key does not wait for a1.
    await inTurn('b', async () => void log.push('b'));
    expect(log).toEqual(['a1 starts', 'b']);
    first.open();
    await Promise.all([a1, a2]);
    expect(log).toEqual(['a1 starts', 'b', 'a1 ends', 'a2']);
  });

  it('ends the turn of failed work, so the next one runs', async () => {
    const inTurn = keyedTurns<number>();
    const failed = inTurn(1, () => Promise.reject(new Error('refused')));
    const next = inTurn(1, async () => 'ran');
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe('ran');
  });

  it('never waits for a turn while holding one: work inside a turn runs at once', async () => {
    const inTurn = keyedTurns<string>();
    const held = gate();
    const holder = inTurn('b', () => held.opened);
    // Would wait for `holder`'s turn on b (and b's holder could wait for a): it runs at once.
    const nested = await inTurn('a', () => inTurn('b', async () => 'at once'));
    expect(nested).toBe('at once');
    held.open();
    await holder;
  });

  it('runs the work at once when told to skip (the caller holds what a turn holder may wait for)', async () => {
    let skip = false;
    const inTurn = keyedTurns<string>(() => skip);
    const held = gate();
    const holder = inTurn('a', () => held.opened);
    skip = true;
    expect(await inTurn('a', async () => 'at once')).toBe('at once');
    held.open();
    await holder;
  });
});
