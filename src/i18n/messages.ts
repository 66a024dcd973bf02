// Message catalogues. English is the fallback and the source of the key type; German is the
// default. A test checks that both have exactly the same keys, so a screen never shows a key.
// German ships in the main bundle; English is loaded when it is chosen, so a German visitor
// does not download both catalogues.
import type { Locale } from '../core/constants.ts';
import de from './de.json';
import type en from './en.json';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

export function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'de' ? Promise.resolve(de) : import('./en.json').then((m) => m.default);
}

declare global {
  // react-intl reads this to type-check every message id in the app.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
