// A member's name is "Ben K." (src/core/names.ts): a message that puts a full stop right after
// the name reads "Ben K.." (issue 30). No message, in either language, ends a sentence on a name.
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

// The messages whose {name} is a phone's, not a person's.
const PHONE_NAMES = new Set(['external.shareText']);
const NAME_THEN_STOP = /\{(?:name|seller|buyer|author|other|person)\}\./;

describe('messages naming a member', () => {
  it('never end a sentence right after the name', () => {
    const doubled = [...Object.entries(de), ...Object.entries(en)]
      .filter(([id, text]) => !PHONE_NAMES.has(id) && NAME_THEN_STOP.test(text as string))
      .map(([id, text]) => `${id}: ${text as string}`);
    expect(doubled).toEqual([]);
  });
});
