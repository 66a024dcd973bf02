// The life of an ad (spec 4): what My ads offers in each state, and what a PUT {status} means.
import { describe, expect, it } from 'vitest';
import {
  adState,
  allowedAdActions,
  isAdActionAllowed,
  MOVE_TO_TOP_INTERVAL_MS,
  nextMoveToTop,
  statusChangeAction,
} from './product-lifecycle.ts';

const NOW = new Date('2026-11-24T12:00:00Z');

describe('adState', () => {
  it('is sold when out of stock, whatever the status, unless the seller removed it', () => {
    expect(adState({ status: 'publish', stock_status: 'outofstock' })).toBe('sold');
    expect(adState({ status: 'expired', stock_status: 'outofstock' })).toBe('sold');
    expect(adState({ status: 'trash', stock_status: 'outofstock' })).toBe('trash');
    expect(adState({ status: 'private', stock_status: 'instock' })).toBe('private');
  });
});

describe('allowedAdActions', () => {
  it('offers what each state allows', () => {
    expect(allowedAdActions('publish', null, NOW)).toEqual([
      'edit',
      'deactivate',
      'move_to_top',
      'trash',
      'delete',
    ]);
    expect(allowedAdActions('private', null, NOW)).toEqual(['edit', 'restore', 'trash', 'delete']);
    expect(allowedAdActions('expired', null, NOW)).toEqual(['edit', 'republish', 'trash', 'delete']);
    expect(allowedAdActions('trash', null, NOW)).toEqual(['restore', 'delete']);
    expect(allowedAdActions('sold', null, NOW)).toEqual(['trash']);
    expect(allowedAdActions('rejected', null, NOW)).toEqual(allowedAdActions('pending', null, NOW));
  });

  it('offers moving to the top once per 24 hours', () => {
    const anHourAgo = new Date(NOW.getTime() - 60 * 60 * 1000);
    expect(allowedAdActions('publish', anHourAgo, NOW)).not.toContain('move_to_top');
    expect(nextMoveToTop(anHourAgo, NOW)).toEqual(new Date(anHourAgo.getTime() + MOVE_TO_TOP_INTERVAL_MS));
    const aDayAgo = new Date(NOW.getTime() - MOVE_TO_TOP_INTERVAL_MS);
    expect(allowedAdActions('publish', aDayAgo, NOW)).toContain('move_to_top');
    expect(nextMoveToTop(aDayAgo, NOW)).toBeUndefined();
  });

  it('never lets a removed or sold ad be edited or moved', () => {
    for (const state of ['trash', 'sold'] as const) {
      expect(isAdActionAllowed(state, 'edit')).toBe(false);
      expect(isAdActionAllowed(state, 'move_to_top')).toBe(false);
    }
  });
});

describe('statusChangeAction', () => {
  it('reads a PUT {status} as the action it is', () => {
    expect(statusChangeAction('publish', 'private')).toBe('deactivate');
    expect(statusChangeAction('private', 'publish')).toBe('restore');
    expect(statusChangeAction('trash', 'publish')).toBe('restore');
    expect(statusChangeAction('expired', 'publish')).toBe('republish');
    expect(statusChangeAction('publish', 'publish')).toBeUndefined();
    expect(statusChangeAction('private', 'private')).toBeUndefined();
  });

  it('leaves the refusal to the lifecycle: a sold ad cannot be deactivated', () => {
    const action = statusChangeAction('sold', 'private');
    expect(action).toBe('deactivate');
    expect(isAdActionAllowed('sold', action ?? 'edit')).toBe(false);
  });
});
