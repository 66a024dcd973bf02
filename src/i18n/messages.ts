// Message catalogues. English is the fallback and the source of the key type; German is the
// default. A test checks that both have exactly the same keys.
import type { Locale } from '../core/constants.ts';
import de from './de.json';
import en from './en.json';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

export const MESSAGES: Record<Locale, Messages> = { de, en };

declare global {
  // react-intl reads this to type-check every message id in the app.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
